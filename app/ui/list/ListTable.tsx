import "mantine-datatable/styles.css";
import { DataTable, type DataTableColumn, type DataTableProps } from "mantine-datatable";
import { listPagination, type PagerProps } from "./pagination";
import { SortHeader } from "./SortHeader";
import type { ListSort } from "./sort";
import { useListLoading, useListUrl } from "./use-list-url";

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
 * The table of a list page: mantine-datatable with the product's look (border, small radius, row hover), the
 * fetching overlay while the page loads another state of itself, room for the empty text, the pager footer and
 * accessible sortable headers.
 */
export function ListTable<T>({ sort, pager, emptyText, ...props }: ListTableProps<T>) {
  const loading = useListLoading();
  const { set } = useListUrl();
  const columns = (props as { columns?: DataTableColumn<T>[] }).columns?.map((column) =>
    sort && column.sortable
      ? {
          ...column,
          sortable: false,
          title: (
            <SortHeader column={String(column.accessor)} sort={sort} align={column.textAlign}>
              {column.title ?? String(column.accessor)}
            </SortHeader>
          ),
        }
      : column,
  );
  const table = {
    withTableBorder: true,
    borderRadius: "sm",
    highlightOnHover: true,
    fetching: loading,
    noRecordsText: emptyText,
    ...props,
    minHeight: props.records?.length ? undefined : (props.minHeight ?? 200),
    ...(columns && { columns }),
    ...(pager &&
      listPagination({
        onPageChange: (page) => set({ page }),
        onLimitChange: (limit) => set({ limit }),
        ...pager,
      })),
  } as DataTableProps<T>;
  return <DataTable<T> {...table} />;
}
