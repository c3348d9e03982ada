import "@mantine/core/styles/Table.layer.css";
import { Table, type MantineTheme } from "@mantine/core";
import type { DataTableColumn } from "mantine-datatable";
import type { CSSProperties } from "react";
import classes from "./ListTable.module.css";
import { ariaSort, type ListSort } from "./sort";

/** A column's `visibleMediaQuery` as a class (the theme's breakpoints) or, for any other query, a rule of its own. */
function visibility(query: string | undefined, theme: MantineTheme): { className?: string; query?: string } {
  if (!query) return {};
  for (const bp of ["xs", "sm", "md", "lg", "xl"] as const) {
    if (query.replace(/\s+/g, "") === `(min-width:${theme.breakpoints[bp]})`)
      return { className: classes[`from-${bp}`] };
  }
  return { query };
}

const ALIGN = {
  left: "mantine-datatable-text-align-left",
  center: "mantine-datatable-text-align-center",
  right: "mantine-datatable-text-align-right",
};

export function cellClass(column: DataTableColumn<T0>, hideClass: string | undefined, own?: string) {
  return [
    column.noWrap || column.ellipsis ? "mantine-datatable-nowrap" : "",
    column.ellipsis ? "mantine-datatable-ellipsis" : "",
    column.textAlign ? ALIGN[column.textAlign] : "",
    hideClass ?? "",
    own ?? "",
  ]
    .filter(Boolean)
    .join(" ");
}
export type T0 = unknown;

const widthStyle = (width: DataTableColumn<T0>["width"]): CSSProperties | undefined =>
  width === undefined ? undefined : { width, minWidth: width, maxWidth: width };

export const T_CLASSES = {
  table: `${Table.classes.table} mantine-Table-table`,
  thead: `${Table.classes.thead} mantine-Table-thead`,
  tbody: `${Table.classes.tbody} mantine-Table-tbody`,
  tr: `${Table.classes.tr} mantine-Table-tr`,
  th: `${Table.classes.th} mantine-Table-th`,
  td: `${Table.classes.td} mantine-Table-td`,
};

/**
 * Per table, not per cell: each column's classes, width and visibility. A cell names its column (`data-col`) only
 * where a rule of its own hides it (a query other than a breakpoint's).
 */
export function columnLayout<T>(columns: DataTableColumn<T>[], theme: MantineTheme) {
  return columns.map((column, i) => {
    const mq = column.visibleMediaQuery;
    const { className: hide, query } = visibility(typeof mq === "function" ? mq(theme) : mq, theme);
    const own = column.cellsClassName;
    const fixed =
      typeof own === "function" ? null : `${T_CLASSES.td} ${cellClass(column as DataTableColumn<T0>, hide, own)}`;
    return {
      column,
      hide,
      query,
      key: String(column.accessor),
      index: i,
      col: query ? i : undefined,
      width: widthStyle(column.width),
      /** A cell's classes: the column's, computed once unless they depend on the record. */
      classOf: (record: T, index: number) =>
        fixed ??
        `${T_CLASSES.td} ${cellClass(column as DataTableColumn<T0>, hide, (own as (r: T, i: number) => string)(record, index))}`,
    };
  });
}

export type ColumnLayout<T> = ReturnType<typeof columnLayout<T>>;

/** A Mantine style prop that is a plain object (functions and arrays of the theme are DataTable's business). */
export const plainStyle = (style: unknown): CSSProperties | undefined =>
  style && typeof style === "object" && !Array.isArray(style) ? (style as CSSProperties) : undefined;

export function spacing(value: string | number) {
  if (typeof value === "number") return `calc(${value / 16}rem * var(--mantine-scale))`;
  return ["xs", "sm", "md", "lg", "xl"].includes(value) ? `var(--mantine-spacing-${value})` : value;
}

export function humanize(accessor: string) {
  const text = accessor
    .replace(/([a-z\d])([A-Z]+)/g, "$1 $2")
    .replace(/\W|_/g, " ")
    .trim()
    .toLowerCase();
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

export function ariaSortOf(sort: ListSort, column: string): "ascending" | "descending" | "none" {
  return ariaSort(sort, column);
}
