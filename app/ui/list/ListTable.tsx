import "@mantine/core/styles/Table.layer.css";
import "mantine-datatable/styles.css";
// DataTable's pager, for a table handed to DataTable itself (below); PlainTable's pager has its own look.
import "@mantine/core/styles/Pagination.layer.css";
import { Center, Loader, Table, Text, useMantineTheme, type MantineTheme } from "@mantine/core";
import type { DataTableColumn, DataTableProps } from "mantine-datatable";
import { lazy, Suspense, useEffect, useId, useRef, type ChangeEvent, type CSSProperties, type ReactNode } from "react";
import { useNavigate } from "@remix-run/react";
import { useNonce } from "../nonce";
import { plainClasses, textStyle } from "../plain";
import classes from "./ListTable.module.css";
import { PageButtons, PageSizeSelect } from "./PageButtons";
import { listPagination, type PagerProps } from "./pagination";
import { SortHeader } from "./SortHeader";
import { ariaSort, type ListSort } from "./sort";
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

/** The DataTable options PlainTable implements; a table using any other one is rendered by DataTable. */
const PLAIN_PROPS = new Set([
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

type CheckboxProps = Record<string, unknown> & { "aria-label"?: string };

interface PlainTableProps<T> {
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

const LazyDataTable = lazy(() => import("mantine-datatable").then((m) => ({ default: m.DataTable })));

function FullDataTable<T>({ table, sort }: { table: DataTableProps<T>; sort?: ListSort }) {
  const columns = (table as { columns?: DataTableColumn<T>[] }).columns?.map((column) =>
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
  const Table = LazyDataTable as unknown as (p: DataTableProps<T>) => ReactNode;
  return (
    <Suspense fallback={<Center mih={200}>{<Loader size="sm" />}</Center>}>
      <Table {...({ ...table, ...(columns && { columns }) } as DataTableProps<T>)} />
    </Suspense>
  );
}

/**
 * Client-side navigation for the plain links of a table's cells (`rowLink`): one click handler on the table in place
 * of a Remix Link per row, whose hooks and components cost a list page a fifth of a millisecond. It acts as
 * Link does: a plain left click on a link to a page of this app; a modified click, a new tab or a download is left to
 * the browser. Remix discovers the links' routes in advance by their `data-discover`, as it does for Link's.
 */
function useRowLinks() {
  const navigate = useNavigate();
  return (event: React.MouseEvent) => {
    const link = (event.target as Element).closest?.("a[data-row-link]") as HTMLAnchorElement | null;
    if (!link || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (link.target || link.hasAttribute("download") || link.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(`${link.pathname}${link.search}${link.hash}`);
  };
}

/** The attributes of a plain link in a ListTable cell that navigates in the app as a Remix Link does. */
export const rowLink = (to: string) => ({ href: to, "data-row-link": true, "data-discover": "true" });

/** A record's value at a dotted path ("company.name"), as DataTable reads an accessor. */
function valueAt(record: unknown, path: string): unknown {
  let value = record;
  for (const key of path.split(".")) value = (value as Record<string, unknown> | null | undefined)?.[key];
  return value;
}

const recordId = <T,>(record: T, idAccessor: PlainTableProps<T>["idAccessor"] = "id"): React.Key =>
  typeof idAccessor === "function" ? idAccessor(record) : (valueAt(record, idAccessor) as React.Key);

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

function cellClass(column: DataTableColumn<T0>, hideClass: string | undefined, own?: string) {
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
type T0 = unknown;

const widthStyle = (width: DataTableColumn<T0>["width"]): CSSProperties | undefined =>
  width === undefined ? undefined : { width, minWidth: width, maxWidth: width };

/** Mantine's Checkbox, as markup: the same classes, no component per row. */
function RowCheckbox({
  checked,
  indeterminate,
  disabled,
  onChange,
  props,
}: {
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  props?: CheckboxProps;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = !!indeterminate;
  }, [indeterminate]);
  // A row's selection box in the look of Mantine's Checkbox (size "sm", no label: its name is its aria-label).
  return (
    <div className={classes.checkbox}>
      <input
        {...props}
        ref={ref}
        className={`mantine-focus-auto ${classes.checkboxInput}`}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        data-indeterminate={indeterminate || undefined}
      />
      {indeterminate ? (
        <svg viewBox="0 0 32 6" xmlns="http://www.w3.org/2000/svg" aria-hidden className={classes.checkboxIcon}>
          <rect width="32" height="6" fill="currentColor" rx="3" />
        </svg>
      ) : (
        <svg
          viewBox="0 0 10 7"
          fill="none"
          xmlns="http://www.w3.org/2000/svg"
          aria-hidden
          className={classes.checkboxIcon}
        >
          <path
            d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
            fill="currentColor"
            fillRule="evenodd"
            clipRule="evenodd"
          />
        </svg>
      )}
    </div>
  );
}

const T_CLASSES = {
  table: `${Table.classes.table} mantine-Table-table`,
  thead: `${Table.classes.thead} mantine-Table-thead`,
  tbody: `${Table.classes.tbody} mantine-Table-tbody`,
  tr: `${Table.classes.tr} mantine-Table-tr`,
  th: `${Table.classes.th} mantine-Table-th`,
  td: `${Table.classes.td} mantine-Table-td`,
};

function PlainTable<T>({ table, sort }: { table: PlainTableProps<T>; sort?: ListSort }) {
  const theme = useMantineTheme();
  const followRowLink = useRowLinks();
  const nonce = useNonce();
  const records = table.records ?? [];
  const columns = table.columns.filter((c) => !c.hidden);
  const idAccessor = table.idAccessor;
  const selecting = !!table.selectedRecords;
  const selectedIds = new Set((table.selectedRecords ?? []).map((r) => recordId(r, idAccessor)));
  const selectable = table.isRecordSelectable ? records.filter(table.isRecordSelectable) : records;
  const allSelected = selectable.length > 0 && selectable.every((r) => selectedIds.has(recordId(r, idAccessor)));
  const someSelected = selectable.some((r) => selectedIds.has(recordId(r, idAccessor)));
  const scope = `lt${useStableId()}`;

  // Per table, not per cell: each column's classes, width and visibility. A cell names its column (`data-col`) only
  // where a rule of its own hides it (a query other than a breakpoint's).
  const layout = columns.map((column, i) => {
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
  const ownRules = layout
    .filter((l) => l.query)
    .map((l) => `@media not all and ${l.query}{.${scope} [data-col="${l.index}"]{display:none}}`)
    .join("");

  const toggleAll = () => {
    const selected = table.selectedRecords ?? [];
    const ids = new Set(selectable.map((r) => recordId(r, idAccessor)));
    table.onSelectedRecordsChange?.(
      allSelected
        ? selected.filter((r) => !ids.has(recordId(r, idAccessor)))
        : [...selected, ...selectable.filter((r) => !selectedIds.has(recordId(r, idAccessor)))],
    );
  };
  const toggle = (record: T) => {
    const id = recordId(record, idAccessor);
    const selected = table.selectedRecords ?? [];
    table.onSelectedRecordsChange?.(
      selectedIds.has(id) ? selected.filter((r) => recordId(r, idAccessor) !== id) : [...selected, record],
    );
  };

  const verticalSpacing = table.verticalSpacing ?? "calc(0.4375rem * var(--mantine-scale))";
  const tableStyle = {
    "--table-vertical-spacing": spacing(verticalSpacing),
    ...(table.horizontalSpacing !== undefined && { "--table-horizontal-spacing": spacing(table.horizontalSpacing) }),
  } as CSSProperties;
  const radius =
    typeof table.borderRadius === "string" && table.borderRadius in theme.radius
      ? theme.radius[table.borderRadius as keyof MantineTheme["radius"]]
      : table.borderRadius;

  return (
    <div
      className={`mantine-datatable${table.withTableBorder ? " mantine-datatable-with-border" : ""}${table.className ? ` ${table.className}` : ""} ${scope}`}
      style={{ borderRadius: radius, position: "relative" }}
      data-testid={table["data-testid"]}
      onClick={followRowLink}
    >
      {/* The queries come from the columns in code, never from input. */}
      {ownRules ? <style nonce={nonce} dangerouslySetInnerHTML={{ __html: ownRules }} /> : null}
      <div className={classes.scroll} style={{ minHeight: table.minHeight }}>
        <table
          className={`mantine-datatable-table${selecting ? " mantine-datatable-selection-column-visible" : ""} ${T_CLASSES.table} ${classes.table}`}
          style={tableStyle}
          data-highlight-on-hover={table.highlightOnHover || undefined}
          data-striped={(records.length && table.striped) || undefined}
          aria-label={table["aria-label"]}
          aria-labelledby={table["aria-labelledby"]}
        >
          <thead className={`${T_CLASSES.thead} mantine-datatable-header`}>
            <tr className={T_CLASSES.tr} data-with-row-border>
              {selecting ? (
                <th className={`${T_CLASSES.th} mantine-datatable-header-selector-cell`}>
                  <RowCheckbox
                    checked={allSelected}
                    indeterminate={someSelected && !allSelected}
                    disabled={!selectable.length || !table.onSelectedRecordsChange}
                    onChange={toggleAll}
                    props={{ "aria-label": "Select all records", ...table.allRecordsSelectionCheckboxProps }}
                  />
                </th>
              ) : null}
              {layout.map(({ column, hide, key, col, width }) => {
                const sorted = sort && column.sortable;
                const title = column.title ?? humanize(key);
                return (
                  <th
                    key={key}
                    className={`${T_CLASSES.th} ${cellClass(column as DataTableColumn<T0>, hide, column.titleClassName)}`}
                    style={{ ...width, ...plainStyle(column.titleStyle) }}
                    data-col={col}
                    aria-sort={sorted ? ariaSortOf(sort, key) : undefined}
                  >
                    <div className="mantine-datatable-header-cell-sortable-text mantine-datatable-nowrap mantine-datatable-ellipsis">
                      {sorted ? (
                        <SortHeader column={key} sort={sort} align={column.textAlign}>
                          {title}
                        </SortHeader>
                      ) : (
                        title
                      )}
                    </div>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className={T_CLASSES.tbody}>
            {records.length ? (
              records.map((record, rowIndex) => {
                const id = recordId(record, idAccessor);
                const selected = selecting && selectedIds.has(id);
                const own =
                  typeof table.rowClassName === "function" ? table.rowClassName(record, rowIndex) : table.rowClassName;
                const onRowClick = table.onRowClick;
                return (
                  <tr
                    key={id}
                    className={`${T_CLASSES.tr} mantine-datatable-row${onRowClick ? " mantine-datatable-pointer-cursor" : ""}${own ? ` ${own}` : ""}`}
                    data-with-row-border
                    data-selected={selected || undefined}
                    onClick={onRowClick ? (event) => onRowClick({ event, record, index: rowIndex }) : undefined}
                  >
                    {selecting ? (
                      <td className={`${T_CLASSES.td} mantine-datatable-row-selector-cell`} onClick={stop}>
                        <RowCheckbox
                          checked={selected}
                          disabled={
                            !table.onSelectedRecordsChange ||
                            (table.isRecordSelectable ? !table.isRecordSelectable(record, rowIndex) : false)
                          }
                          onChange={() => toggle(record)}
                          props={{
                            "aria-label": `Select record ${rowIndex + 1}`,
                            ...table.getRecordSelectionCheckboxProps?.(record, rowIndex),
                          }}
                        />
                      </td>
                    ) : null}
                    {layout.map(({ column, key, col, width, classOf }) => {
                      const own = column.cellsStyle?.(record, rowIndex);
                      return (
                        <td
                          key={key}
                          className={classOf(record, rowIndex)}
                          style={own ? { ...width, ...plainStyle(own) } : width}
                          data-col={col}
                        >
                          {column.render ? column.render(record, rowIndex) : (valueAt(record, key) as ReactNode)}
                        </td>
                      );
                    })}
                  </tr>
                );
              })
            ) : (
              <tr className="mantine-datatable-empty-row">
                <td />
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {table.page !== undefined && table.onPageChange ? <Footer table={table} /> : null}
      {table.fetching ? (
        <Center className="mantine-datatable-loader mantine-datatable-loader-fetching">
          <Loader size="lg" />
        </Center>
      ) : null}
      {!records.length && !table.fetching ? (
        <Center className="mantine-datatable-empty-state" data-active pt={40}>
          <div className="mantine-datatable-empty-state-icon">
            <EmptyIcon />
          </div>
          <Text component="div" size="sm" c="dimmed">
            {table.noRecordsText ?? "No records"}
          </Text>
        </Center>
      ) : null}
    </div>
  );
}

function Footer<T>({ table }: { table: PlainTableProps<T> }) {
  const total = table.totalRecords ?? 0;
  const limit = table.recordsPerPage ?? 25;
  const page = table.page ?? 1;
  const count = table.records?.length ?? 0;
  const from = (page - 1) * limit + 1;
  // An empty list says so once, in its empty state above; the pager then has no range to show.
  const text = total
    ? (table.paginationText?.({ from, to: from + count - 1, totalRecords: total }) ??
      `${from} - ${from + count - 1} / ${total}`)
    : null;
  const options = table.recordsPerPageOptions;
  return (
    <div className={`mantine-datatable-pagination ${classes.pager}`}>
      <div className={`${plainClasses.text} mantine-datatable-pagination-text`} style={textStyle("sm")} data-size="sm">
        {text}
      </div>
      {options && table.onRecordsPerPageChange ? (
        <PageSizeSelect
          label={table.recordsPerPageLabel ?? "Records per page"}
          value={limit}
          options={options}
          onChange={table.onRecordsPerPageChange}
        />
      ) : null}
      <PageButtons
        className={`mantine-datatable-pagination-pages${table.fetching || !count ? " mantine-datatable-pagination-pages-fetching" : ""}`}
        pages={Math.ceil(total / limit)}
        page={page}
        onChange={(next) => table.onPageChange?.(next)}
      />
    </div>
  );
}

/** A Mantine style prop that is a plain object (functions and arrays of the theme are DataTable's business). */
const plainStyle = (style: unknown): CSSProperties | undefined =>
  style && typeof style === "object" && !Array.isArray(style) ? (style as CSSProperties) : undefined;

const stop = (event: React.MouseEvent) => event.stopPropagation();

function spacing(value: string | number) {
  if (typeof value === "number") return `calc(${value / 16}rem * var(--mantine-scale))`;
  return ["xs", "sm", "md", "lg", "xl"].includes(value) ? `var(--mantine-spacing-${value})` : value;
}

function humanize(accessor: string) {
  const text = accessor
    .replace(/([a-z\d])([A-Z]+)/g, "$1 $2")
    .replace(/\W|_/g, " ")
    .trim()
    .toLowerCase();
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

function ariaSortOf(sort: ListSort, column: string): "ascending" | "descending" | "none" {
  return ariaSort(sort, column);
}

/** React's useId, usable in a class name. */
function useStableId() {
  return useId().replace(/[^a-zA-Z0-9_-]/g, "");
}

function EmptyIcon() {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      strokeWidth="2"
      stroke="currentColor"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path stroke="none" d="M0 0h24v24H0z" fill="none" />
      <path d="M12.983 8.978c3.955 -.182 7.017 -1.446 7.017 -2.978c0 -1.657 -3.582 -3 -8 -3c-1.661 0 -3.204 .19 -4.483 .515m-2.783 1.228c-.471 .382 -.734 .808 -.734 1.257c0 1.22 1.944 2.271 4.734 2.74" />
      <path d="M4 6v6c0 1.657 3.582 3 8 3c.986 0 1.93 -.067 2.802 -.19m3.187 -.82c1.251 -.53 2.011 -1.228 2.011 -1.99v-6" />
      <path d="M4 12v6c0 1.657 3.582 3 8 3c3.217 0 5.991 -.712 7.261 -1.74m.739 -3.26v-4" />
      <path d="M3 3l18 18" />
    </svg>
  );
}
