import type { DataTableColumn } from "mantine-datatable";
import { ariaSortOf, cellClass, humanize, plainStyle, T_CLASSES, type ColumnLayout, type T0 } from "./columns";
import type { PlainTableProps } from "./plain-table";
import { RowCheckbox } from "./RowCheckbox";
import type { RowSelection } from "./selection";
import { SortHeader } from "./SortHeader";
import type { ListSort } from "./sort";

/** The header row: the select-all box when rows are selectable, then each column's title (sortable ones a button). */
export function TableHead<T>({
  table,
  sort,
  layout,
  selection,
}: {
  table: PlainTableProps<T>;
  sort?: ListSort;
  layout: ColumnLayout<T>;
  selection: RowSelection<T>;
}) {
  const { selecting, allSelected, someSelected, selectable, toggleAll } = selection;
  return (
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
  );
}
