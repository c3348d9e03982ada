import { recordId, type PlainTableProps } from "./plain-table";

/** A table's row selection (DataTable's `selectedRecords` options): who is selected, and the toggles. */
export function rowSelection<T>(table: PlainTableProps<T>, records: T[]) {
  const idAccessor = table.idAccessor;
  const selecting = !!table.selectedRecords;
  const selectedIds = new Set((table.selectedRecords ?? []).map((r) => recordId(r, idAccessor)));
  const selectable = table.isRecordSelectable ? records.filter(table.isRecordSelectable) : records;
  const allSelected = selectable.length > 0 && selectable.every((r) => selectedIds.has(recordId(r, idAccessor)));
  const someSelected = selectable.some((r) => selectedIds.has(recordId(r, idAccessor)));

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
  return { selecting, selectedIds, selectable, allSelected, someSelected, toggleAll, toggle };
}

export type RowSelection<T> = ReturnType<typeof rowSelection<T>>;
