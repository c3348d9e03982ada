// Sorting a list by a column header: the state, the next state on activation, and its `aria-sort`.

export type SortDirection = "asc" | "desc";

/** The column (a table column's accessor) the list is sorted by, if it is one of the table's, and the order. */
export interface SortState {
  column: string | null;
  direction: SortDirection;
}

/** A table's sort and what happens when a header asks for another. */
export interface ListSort extends SortState {
  onSort(next: { column: string; direction: SortDirection }): void;
  /** Columns whose first order is not ascending (dates: newest first). */
  first?: Partial<Record<string, SortDirection>>;
}

/** The `aria-sort` of a column's header. */
export function ariaSort(state: SortState, column: string): "ascending" | "descending" | "none" {
  if (state.column !== column) return "none";
  return state.direction === "asc" ? "ascending" : "descending";
}

/**
 * The sort after activating a column's header: the sorted column turns its order round; another column starts
 * with its first order (ascending unless the column says, e.g. newest first for dates).
 */
export function nextSort(
  state: SortState,
  column: string,
  first: SortDirection = "asc",
): { column: string; direction: SortDirection } {
  if (state.column !== column) return { column, direction: first };
  return { column, direction: state.direction === "asc" ? "desc" : "asc" };
}
