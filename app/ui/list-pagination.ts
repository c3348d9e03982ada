import type { DataTablePaginationProps } from "mantine-datatable";

/**
 * The footer of a server-paginated list table (jobs, users, candidates): the page-size choice under the page's
 * own label, "from–to of total", and named Previous / Next page buttons. Spread into the DataTable.
 */
export function listPagination({
  total,
  page,
  limit,
  pageSizes,
  perPageLabel,
  onPageChange,
  onLimitChange,
}: {
  total: number;
  page: number;
  limit: number;
  pageSizes: readonly number[];
  perPageLabel: string;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
}) {
  return {
    totalRecords: total,
    recordsPerPage: limit,
    page,
    onPageChange,
    recordsPerPageOptions: [...pageSizes],
    onRecordsPerPageChange: onLimitChange,
    recordsPerPageLabel: perPageLabel,
    paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
      `${from}–${to} of ${totalRecords}`,
    getPaginationControlProps: (control: "first" | "last" | "previous" | "next") =>
      control === "previous"
        ? { "aria-label": "Previous page" }
        : control === "next"
          ? { "aria-label": "Next page" }
          : {},
  } satisfies DataTablePaginationProps;
}
