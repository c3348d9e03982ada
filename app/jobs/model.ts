// What the jobs pages share: the API's shapes (the contracts' types), the jobs vocabulary, labels, and the
// overview's URL query — every parameter of spec §3's job search query, under the API's own names, so a URL is a
// shareable search.
import {
  JOB_COMPANY_SORT_FIELDS,
  JOB_COMPUTED_SORT_FIELDS,
  JOB_SORTS,
  JOB_STATUSES,
  type JobStatus,
  type TemplateQuestion,
} from "~domain/jobs";

export type {
  ApplicationJson,
  ApplicationResponseJson as ApplicationResponse,
} from "../../api/job-applications/contract";
export type { PublicCompanyJson, PublicJobDetailsJson, PublicJobJson } from "../../api/job-board/contract";
export type { TemplateJson } from "../../api/job-templates/contract";
export type { GeneratedAd, GeneratedText, ImportJson, JobJson } from "../../api/jobs/contract";
export * from "~domain/jobs";

export interface NamedOption {
  id: number;
  name: string;
}

/** What the job form offers for one company: its locations, departments, roles and usable templates. */
export interface CompanyOptions {
  company_id: number;
  locations: NamedOption[];
  departments: NamedOption[];
  roles: (NamedOption & { is_public: boolean })[];
  templates: { id: number; name: string; company_id: number | null; questions: TemplateQuestion[] }[];
}

export const STATUS_COLORS: Record<JobStatus, string> = {
  draft: "gray",
  published: "green",
  paused: "yellow",
  closed: "red",
  filled: "blue",
};

export const PAGE_SIZES = [10, 20, 50, 100] as const;

export interface JobQuery {
  limit: number;
  page: number;
  sort_by: (typeof JOB_SORTS)[number] | null;
  order_by: "asc" | "desc";
  include_archived: boolean;
  include_tests: boolean;
  search: string;
  job_id: number | null;
  company_id: number | null;
  created_by_user_id: number | null;
  updated_by_user_id: number | null;
  archived_by_user_id: number | null;
  status: JobStatus[];
  start_date: string;
  end_date: string;
  sort_by_company_field: (typeof JOB_COMPANY_SORT_FIELDS)[number] | null;
  sort_by_location_field: "name" | null;
  sort_by_department_field: "name" | null;
  sort_by_computed_field: (typeof JOB_COMPUTED_SORT_FIELDS)[number] | null;
}

export const DEFAULT_QUERY: JobQuery = {
  limit: 20,
  page: 1,
  sort_by: null,
  order_by: "desc",
  include_archived: false,
  include_tests: false,
  search: "",
  job_id: null,
  company_id: null,
  created_by_user_id: null,
  updated_by_user_id: null,
  archived_by_user_id: null,
  status: [],
  start_date: "",
  end_date: "",
  sort_by_company_field: null,
  sort_by_location_field: null,
  sort_by_department_field: null,
  sort_by_computed_field: null,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.includes(value as T) ? (value as T) : null;

/** The overview's query from its URL; anything unreadable falls back to the default (never an error page). */
export function parseJobQuery(params: URLSearchParams): JobQuery {
  const int = (name: string) => {
    const n = Number(params.get(name));
    return Number.isInteger(n) && n > 0 ? n : null;
  };
  const flag = (name: string) => ["true", "1"].includes(params.get(name) ?? "");
  const date = (name: string) => (/^\d{4}-\d{2}-\d{2}$/.test(params.get(name) ?? "") ? params.get(name)! : "");
  const limit = int("limit");
  return {
    limit: PAGE_SIZES.includes(limit as (typeof PAGE_SIZES)[number]) ? limit! : DEFAULT_QUERY.limit,
    page: Math.min(int("page") ?? 1, 100_000),
    sort_by: oneOf(JOB_SORTS, params.get("sort_by")),
    order_by: params.get("order_by") === "asc" ? "asc" : "desc",
    include_archived: flag("include_archived"),
    include_tests: flag("include_tests"),
    search: (params.get("search") ?? "").trim().slice(0, 100),
    job_id: int("job_id"),
    company_id: int("company_id"),
    created_by_user_id: int("created_by_user_id"),
    updated_by_user_id: int("updated_by_user_id"),
    archived_by_user_id: int("archived_by_user_id"),
    status: params
      .getAll("status")
      .flatMap((s) => s.split(","))
      .filter((s): s is JobStatus => (JOB_STATUSES as readonly string[]).includes(s)),
    start_date: date("start_date"),
    end_date: date("end_date"),
    sort_by_company_field: oneOf(JOB_COMPANY_SORT_FIELDS, params.get("sort_by_company_field")),
    sort_by_location_field: oneOf(["name"] as const, params.get("sort_by_location_field")),
    sort_by_department_field: oneOf(["name"] as const, params.get("sort_by_department_field")),
    sort_by_computed_field: oneOf(JOB_COMPUTED_SORT_FIELDS, params.get("sort_by_computed_field")),
  };
}

/** The query as URL parameters (defaults left out), under the API's names: the same string serves both. */
export function jobQueryParams(query: JobQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [keyof JobQuery, JobQuery[keyof JobQuery]][]) {
    if (JSON.stringify(value) === JSON.stringify(DEFAULT_QUERY[key])) continue;
    if (Array.isArray(value)) params.set(key, value.join(","));
    else params.set(key, String(value));
  }
  return params;
}

/** The overview's URL for a query with some changes (a changed filter goes back to page 1 unless it says). */
export function overviewUrl(query: JobQuery, changes: Partial<JobQuery> = {}): string {
  const next = { ...query, page: 1, ...changes };
  const s = jobQueryParams(next).toString();
  return `/jobs/overview${s ? `?${s}` : ""}`;
}

/** The one active sort of the overview's table, as a column id. */
export type SortColumn =
  "title" | "status" | "created_at" | "updated_at" | "company" | "location" | "department" | "applications";

export function sortColumnOf(query: JobQuery): SortColumn {
  if (query.sort_by_company_field) return "company";
  if (query.sort_by_location_field) return "location";
  if (query.sort_by_department_field) return "department";
  if (query.sort_by_computed_field) return "applications";
  return (query.sort_by as SortColumn | null) ?? "created_at";
}

/** The search parameters for sorting by a table column: a joined or computed field where the column is one. */
export function sortChanges(column: SortColumn, order_by: "asc" | "desc"): Partial<JobQuery> {
  const none = {
    sort_by: null,
    sort_by_company_field: null,
    sort_by_location_field: null,
    sort_by_department_field: null,
    sort_by_computed_field: null,
  } satisfies Partial<JobQuery>;
  switch (column) {
    case "company":
      return { ...none, sort_by_company_field: "name", order_by };
    case "location":
      return { ...none, sort_by_location_field: "name", order_by };
    case "department":
      return { ...none, sort_by_department_field: "name", order_by };
    case "applications":
      return { ...none, sort_by_computed_field: "application_count", order_by };
    default:
      return { ...none, sort_by: column, order_by };
  }
}

/** "12 Mar 2026" */
export function shortDate(iso: string | null): string {
  if (!iso) return "—";
  return new Date(iso).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}
