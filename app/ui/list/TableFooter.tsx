import { Center, Text } from "@mantine/core";
import { plainClasses, textStyle } from "../plain";
import classes from "./ListTable.module.css";
import { PageButtons, PageSizeSelect } from "./PageButtons";
import type { PlainTableProps } from "./plain-table";

/** The pager under the rows: the range shown, the page size, the page buttons. */
export function Footer<T>({ table }: { table: PlainTableProps<T> }) {
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

/** What an empty list shows over its empty row. */
export function EmptyState({ text }: { text?: string }) {
  return (
    <Center className="mantine-datatable-empty-state" data-active pt={40}>
      <div className="mantine-datatable-empty-state-icon">
        <EmptyIcon />
      </div>
      <Text component="div" size="sm" c="dimmed">
        {text ?? "No records"}
      </Text>
    </Center>
  );
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
