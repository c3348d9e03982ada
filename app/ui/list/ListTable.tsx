import "@mantine/core/styles/Table.layer.css";
import "mantine-datatable/styles.css";
// DataTable's pager, for a table handed to DataTable itself (below); PlainTable's pager has its own look.
import "@mantine/core/styles/Pagination.layer.css";
import type { DataTableProps } from "mantine-datatable";
import { FullDataTable } from "./FullDataTable";
import { listPagination, type PagerProps } from "./pagination";
import { PLAIN_PROPS, type PlainTableProps } from "./plain-table";
import { PlainTable } from "./PlainTable";
import type { ListSort } from "./sort";
import { useListLoading, useListUrl } from "./use-list-url";

export { rowLink } from "./row-links";

export type ListTableProps<T> = DataTableProps<T> & {
  /** The list's sort (useListSort): columns marked `sortable` get a SortHeader. */
  sort?: ListSort;
  /** Server-side pages: the footer. Page and page-size changes go to the URL unless handlers are given. */
  pager?: Omit<PagerProps, "onPageChange"> & Partial<Pick<PagerProps, "onPageChange">>;
  /** What an empty list says, e.g. "No benchmark matches" or "No benchmarks yet". */
  emptyText?: string;
  /** The room an empty list takes (200 px unless given); a list with rows takes what they need. */
  minHeight?: number | string;
};

/**
 * The table of a list page with the product's look (border, small radius, row hover), the fetching overlay while the
 * page loads another state of itself, room for the empty text, the pager footer and accessible sortable headers.
 *
 * It renders plain table elements carrying mantine-datatable's and Mantine Table's own classes (so it looks exactly
 * as DataTable did) rather than DataTable itself: DataTable builds several Mantine components per cell, which made
 * a 25-row list cost ~70 ms of server rendering. Column visibility by media query is CSS here, so the
 * server's HTML already has the phone layout. DataTable options this table does not implement (row expansion,
 * column groups, pinned columns…) still work: such a table is handed to DataTable itself, loaded on demand.
 */
export function ListTable<T>({ sort, pager, emptyText, ...props }: ListTableProps<T>) {
  const loading = useListLoading();
  const { set } = useListUrl();
  const table = {
    withTableBorder: true,
    borderRadius: "sm",
    highlightOnHover: true,
    fetching: loading,
    noRecordsText: emptyText,
    ...props,
    minHeight: props.records?.length ? undefined : (props.minHeight ?? 200),
    ...(pager &&
      listPagination({
        onPageChange: (page) => set({ page }),
        onLimitChange: (limit) => set({ limit }),
        ...pager,
      })),
  } as PlainTableProps<T>;
  const unsupported = Object.keys(table).filter((key) => !PLAIN_PROPS.has(key));
  if (unsupported.length) return <FullDataTable table={table as DataTableProps<T>} sort={sort} />;
  return <PlainTable table={table} sort={sort} />;
}
