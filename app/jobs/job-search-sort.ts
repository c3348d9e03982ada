// How the jobs overview sorts: one choice among the search's sort keys, from the "Sort by" select or a column header.
import type { ListSort, ParamChanges } from "~/ui/list";
import type { JobSearchQuery } from "../../api/jobs/contract";

/** The sort keys of the search: at most one is used at a time here. */
export const NO_SORT = {
  sort_by: null,
  sort_by_company_field: null,
  sort_by_location_field: null,
  sort_by_department_field: null,
  sort_by_computed_field: null,
} satisfies ParamChanges;

/** Every sort the search offers, as one choice (column headers set the common ones too). */
export const SORT_CHOICES: { value: string; label: string; changes: ParamChanges }[] = [
  ...(
    [
      ["created_at", "Created"],
      ["updated_at", "Last changed"],
      ["published_at", "Published"],
      ["title", "Title"],
      ["status", "Status"],
      ["id", "Job ID"],
    ] as const
  ).map(([v, label]) => ({ value: `sort_by:${v}`, label, changes: { sort_by: v } })),
  ...(
    [
      ["name", "Company name"],
      ["industry", "Company industry"],
      ["created_at", "Company created"],
    ] as const
  ).map(([v, label]) => ({ value: `company:${v}`, label, changes: { sort_by_company_field: v } })),
  { value: "location:name", label: "Location", changes: { sort_by_location_field: "name" } },
  { value: "department:name", label: "Department", changes: { sort_by_department_field: "name" } },
  ...(
    [
      ["application_count", "Applications"],
      ["submitted_count", "Submitted applications"],
      ["last_applied_at", "Newest application"],
    ] as const
  ).map(([v, label]) => ({ value: `computed:${v}`, label, changes: { sort_by_computed_field: v } })),
];

export function sortChoiceOf(query: JobSearchQuery): string {
  if (query.sort_by_company_field) return `company:${query.sort_by_company_field}`;
  if (query.sort_by_location_field) return "location:name";
  if (query.sort_by_department_field) return "department:name";
  if (query.sort_by_computed_field) return `computed:${query.sort_by_computed_field}`;
  return `sort_by:${query.sort_by ?? "created_at"}`;
}

/** The table's columns that sort, and the search parameters each sorts by (a joined or computed field, or its own). */
export const COLUMN_SORTS: Record<string, ParamChanges> = {
  company: { sort_by_company_field: "name" },
  location: { sort_by_location_field: "name" },
  department: { sort_by_department_field: "name" },
  applications: { sort_by_computed_field: "application_count" },
};

/** The one active sort of the table, as a column. */
export function sortColumnOf(query: JobSearchQuery): string {
  if (query.sort_by_company_field) return "company";
  if (query.sort_by_location_field) return "location";
  if (query.sort_by_department_field) return "department";
  if (query.sort_by_computed_field) return "applications";
  return query.sort_by ?? "created_at";
}

/** The table's sort as the URL has it, and the URL change a click on a sortable column header makes. */
export function jobsTableSort(query: JobSearchQuery, set: (changes: ParamChanges) => void): ListSort {
  return {
    column: sortColumnOf(query),
    direction: query.order_by,
    onSort: ({ column, direction }) =>
      set({ ...NO_SORT, ...(COLUMN_SORTS[column] ?? { sort_by: column }), order_by: direction }),
  };
}
