import { Center, Loader } from "@mantine/core";
import type { DataTableColumn, DataTableProps } from "mantine-datatable";
import { lazy, Suspense, type ReactNode } from "react";
import { SortHeader } from "./SortHeader";
import type { ListSort } from "./sort";

const LazyDataTable = lazy(() => import("mantine-datatable").then((m) => ({ default: m.DataTable })));

/** A table using DataTable options PlainTable does not implement: DataTable itself, loaded on demand. */
export function FullDataTable<T>({ table, sort }: { table: DataTableProps<T>; sort?: ListSort }) {
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
