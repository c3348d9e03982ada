import { Center, Loader, useMantineTheme, type MantineTheme } from "@mantine/core";
import { useId, type CSSProperties } from "react";
import { useNonce } from "../nonce";
// First: the pager brings the plain text classes, whose CSS comes before the table's own (ListTable.module.css).
import { EmptyState, Footer } from "./TableFooter";
import { columnLayout, spacing, T_CLASSES } from "./columns";
import classes from "./ListTable.module.css";
import type { PlainTableProps } from "./plain-table";
import { useRowLinks } from "./row-links";
import { rowSelection } from "./selection";
import { TableHead } from "./TableHead";
import { TableRows } from "./TableRows";
import type { ListSort } from "./sort";

/** React's useId, usable in a class name. */
function useStableId() {
  return useId().replace(/[^a-zA-Z0-9_-]/g, "");
}

/**
 * The table shell: plain table elements with mantine-datatable's and Mantine Table's classes, the column rules of
 * its own, the fetching overlay, the empty state and the pager.
 */
export function PlainTable<T>({ table, sort }: { table: PlainTableProps<T>; sort?: ListSort }) {
  const theme = useMantineTheme();
  const followRowLink = useRowLinks();
  const nonce = useNonce();
  const records = table.records ?? [];
  const columns = table.columns.filter((c) => !c.hidden);
  const selection = rowSelection(table, records);
  const scope = `lt${useStableId()}`;

  const layout = columnLayout(columns, theme);
  const ownRules = layout
    .filter((l) => l.query)
    .map((l) => `@media not all and ${l.query}{.${scope} [data-col="${l.index}"]{display:none}}`)
    .join("");

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
          className={`mantine-datatable-table${selection.selecting ? " mantine-datatable-selection-column-visible" : ""} ${T_CLASSES.table} ${classes.table}`}
          style={tableStyle}
          data-highlight-on-hover={table.highlightOnHover || undefined}
          data-striped={(records.length && table.striped) || undefined}
          aria-label={table["aria-label"]}
          aria-labelledby={table["aria-labelledby"]}
        >
          <TableHead table={table} sort={sort} layout={layout} selection={selection} />
          <TableRows table={table} records={records} layout={layout} selection={selection} />
        </table>
      </div>
      {table.page !== undefined && table.onPageChange ? <Footer table={table} /> : null}
      {table.fetching ? (
        <Center className="mantine-datatable-loader mantine-datatable-loader-fetching">
          <Loader size="lg" />
        </Center>
      ) : null}
      {!records.length && !table.fetching ? <EmptyState text={table.noRecordsText} /> : null}
    </div>
  );
}
