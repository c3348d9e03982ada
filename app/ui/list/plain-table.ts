import type { DataTableColumn } from "mantine-datatable";
import type { ReactNode } from "react";

/** The DataTable options PlainTable implements; a table using any other one is rendered by DataTable. */
export const PLAIN_PROPS = new Set([
  "withTableBorder",
  "borderRadius",
  "highlightOnHover",
  "striped",
  "fetching",
  "noRecordsText",
  "minHeight",
  "records",
  "columns",
  "idAccessor",
  "selectedRecords",
  "onSelectedRecordsChange",
  "isRecordSelectable",
  "allRecordsSelectionCheckboxProps",
  "getRecordSelectionCheckboxProps",
  "rowClassName",
  "onRowClick",
  "totalRecords",
  "recordsPerPage",
  "page",
  "onPageChange",
  "paginationText",
  "getPaginationControlProps",
  "recordsPerPageOptions",
  "onRecordsPerPageChange",
  "recordsPerPageLabel",
  "aria-label",
  "aria-labelledby",
  "className",
  "data-testid",
  "verticalSpacing",
  "horizontalSpacing",
]);

export type CheckboxProps = Record<string, unknown> & { "aria-label"?: string };

export interface PlainTableProps<T> {
  withTableBorder?: boolean;
  borderRadius?: string | number;
  highlightOnHover?: boolean;
  striped?: boolean;
  fetching?: boolean;
  noRecordsText?: string;
  minHeight?: number | string;
  records?: T[];
  columns: DataTableColumn<T>[];
  idAccessor?: string | ((record: T) => React.Key);
  selectedRecords?: T[];
  onSelectedRecordsChange?: (records: T[]) => void;
  isRecordSelectable?: (record: T, index: number) => boolean;
  allRecordsSelectionCheckboxProps?: CheckboxProps;
  getRecordSelectionCheckboxProps?: (record: T, index: number) => CheckboxProps;
  rowClassName?: string | ((record: T, index: number) => string | undefined);
  onRowClick?: (params: { event: React.MouseEvent; record: T; index: number }) => void;
  totalRecords?: number;
  recordsPerPage?: number;
  page?: number;
  onPageChange?: (page: number) => void;
  paginationText?: (p: { from: number; to: number; totalRecords: number }) => ReactNode;
  getPaginationControlProps?: (control: "first" | "last" | "previous" | "next") => Record<string, unknown>;
  recordsPerPageOptions?: number[];
  onRecordsPerPageChange?: (limit: number) => void;
  recordsPerPageLabel?: string;
  verticalSpacing?: string | number;
  horizontalSpacing?: string | number;
  className?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  "data-testid"?: string;
}

/** A record's value at a dotted path ("company.name"), as DataTable reads an accessor. */
export function valueAt(record: unknown, path: string): unknown {
  let value = record;
  for (const key of path.split(".")) value = (value as Record<string, unknown> | null | undefined)?.[key];
  return value;
}

export const recordId = <T>(record: T, idAccessor: PlainTableProps<T>["idAccessor"] = "id"): React.Key =>
  typeof idAccessor === "function" ? idAccessor(record) : (valueAt(record, idAccessor) as React.Key);
