import type { DataTablePaginationProps } from "mantine-datatable";

/** A server-paged list's place: which page of how many rows, and how many a page holds. */
export interface PagerProps {
  total: number;
  page: number;
  limit: number;
  /** The page sizes offered (none: no choice). */
  pageSizes?: readonly number[];
  /** The label of the page-size choice, e.g. "Rows per page". */
  perPageLabel?: string;
  onPageChange: (page: number) => void;
  onLimitChange?: (limit: number) => void;
}

/** "26–50 of 112": the rows a page shows. */
export function pageRangeText({ total, page, limit }: Pick<PagerProps, "total" | "page" | "limit">): string {
  const from = total === 0 ? 0 : Math.min((page - 1) * limit + 1, total);
  const to = Math.min(page * limit, total);
  return `${from}–${to} of ${total}`;
}

/** The names of the pager's buttons (the arrows have no text of their own). */
export const pageControlLabel = (control: "first" | "last" | "previous" | "next") =>
  control === "previous" ? "Previous page" : control === "next" ? "Next page" : undefined;

/**
 * The footer of a server-paged list table: "from–to of total", named Previous / Next page buttons, and the
 * page-size choice under the page's own label when the list offers one. Spread into a DataTable (ListTable does).
 */
export function listPagination({
  total,
  page,
  limit,
  pageSizes,
  perPageLabel = "Rows per page",
  onPageChange,
  onLimitChange,
}: PagerProps) {
  const common = {
    totalRecords: total,
    recordsPerPage: limit,
    page,
    onPageChange,
    paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
      `${from}–${to} of ${totalRecords}`,
    getPaginationControlProps: (control: "first" | "last" | "previous" | "next") => {
      const label = pageControlLabel(control);
      return label ? { "aria-label": label } : {};
    },
  };
  if (!pageSizes?.length || !onLimitChange) return common satisfies DataTablePaginationProps;
  return {
    ...common,
    recordsPerPageOptions: [...pageSizes],
    onRecordsPerPageChange: onLimitChange,
    recordsPerPageLabel: perPageLabel,
  } satisfies DataTablePaginationProps;
}
