import type { ReactNode } from "react";
import { useHydrated } from "../after-hydration";
import { plainStyle, T_CLASSES, type ColumnLayout } from "./columns";
import { recordId, valueAt, type PlainTableProps } from "./plain-table";
import { RowCheckbox } from "./RowCheckbox";
import type { RowSelection } from "./selection";

const stop = (event: React.MouseEvent) => event.stopPropagation();

/**
 * The rows the server renders: what a first screen shows (a desktop's window holds about 12 rows under the page's
 * header and toolbar). The browser renders the rest of the page's rows as soon as it has hydrated, from the records
 * it already holds, so a page of 25 costs the server half its rows (ADR 081).
 */
export const FIRST_SCREEN_ROWS = 12;

/** The body: a row per record (with its selection box when rows are selectable), or the empty row. */
export function TableRows<T>({
  table,
  records,
  layout,
  selection,
}: {
  table: PlainTableProps<T>;
  records: T[];
  layout: ColumnLayout<T>;
  selection: RowSelection<T>;
}) {
  const { selecting, selectedIds, toggle } = selection;
  const shown = useHydrated() ? records : records.slice(0, FIRST_SCREEN_ROWS);
  return (
    <tbody className={T_CLASSES.tbody}>
      {shown.length ? (
        shown.map((record, rowIndex) => {
          const id = recordId(record, table.idAccessor);
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
  );
}
