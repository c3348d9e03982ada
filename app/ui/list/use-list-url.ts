import { useLocation, useNavigate, useNavigation } from "@remix-run/react";
import type { ListSort, SortDirection } from "./sort";
import { searchString, withChanges, type ListUrlOptions, type ParamChanges } from "./url-state";

/**
 * The list's URL state in the browser: `href(changes)` for links, `set(changes)` to go there (a new history entry,
 * or the same one with `replace`, e.g. while typing a search). Other parameters stay; a change that does not set
 * `page` goes back to page 1.
 */
export function useListUrl(options: ListUrlOptions = {}) {
  const location = useLocation();
  const navigate = useNavigate();
  const href = (changes: ParamChanges) =>
    `${location.pathname}${searchString(withChanges(location.search, changes, options))}`;
  const set = (changes: ParamChanges, { replace = false }: { replace?: boolean } = {}) =>
    navigate(href(changes), { replace, preventScrollReset: true });
  return { params: new URLSearchParams(location.search), href, set };
}

/**
 * The table sort of a list whose query has `sort_by` and `order_by` (sortQuery() in the contract). `columns` maps
 * table columns to sort keys where they differ (`{ role_name: "role" }`); other columns sort by their own name.
 */
export function useListSort(
  query: { sort_by?: string | null; order_by?: SortDirection | null },
  {
    columns = {},
    first,
    ...options
  }: ListUrlOptions & { columns?: Record<string, string>; first?: ListSort["first"] } = {},
): ListSort {
  const { set } = useListUrl(options);
  const column = query.sort_by
    ? (Object.entries(columns).find(([, key]) => key === query.sort_by)?.[0] ?? query.sort_by)
    : null;
  return {
    column,
    direction: query.order_by ?? "asc",
    first,
    onSort: (next) => set({ sort_by: columns[next.column] ?? next.column, order_by: next.direction }),
  };
}

/** Whether this page is loading another state of itself (a new page, filter or sort): tables show it as fetching. */
export function useListLoading(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === "loading" && navigation.location?.pathname === location.pathname;
}
