// The candidate list's query (its URL search params) and what the API answers. Safe for browser code.
import type {
  SurveyResultJson,
  SurveyResultSearchJson,
  SurveyResultSort,
} from "../../api/assessment/results-contracts";

export type { SurveyResultJson, SurveyResultSearchJson, SurveyResultSort };

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_LIMIT = 25;

export const SORTS: readonly SurveyResultSort[] = [
  "name",
  "email",
  "company",
  "location",
  "department",
  "role",
  "status",
  "created_at",
  "submitted_at",
];

/** The list's query with anything unusable replaced by its default. */
export interface CandidateQuery {
  search: string;
  company_id: number | null;
  location_id: number | null;
  department_id: number | null;
  role: string[];
  status: string[];
  start_date: string | null;
  end_date: string | null;
  include_archived: boolean;
  include_tests: boolean;
  page: number;
  limit: number;
  sort_by: SurveyResultSort;
  order_by: "asc" | "desc";
}

export const DEFAULT_QUERY: CandidateQuery = {
  search: "",
  company_id: null,
  location_id: null,
  department_id: null,
  role: [],
  status: [],
  start_date: null,
  end_date: null,
  include_archived: false,
  include_tests: false,
  page: 1,
  limit: DEFAULT_LIMIT,
  sort_by: "created_at",
  order_by: "desc",
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (v: string | null): v is string =>
  v !== null && DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

export function parseCandidateQuery(params: URLSearchParams): CandidateQuery {
  const int = (name: string) => {
    const n = Number(params.get(name));
    return Number.isInteger(n) && n > 0 ? n : null;
  };
  const list = (name: string, max: number) =>
    [
      ...new Set(
        params
          .getAll(name)
          .flatMap((v) => v.split(","))
          .map((v) => v.trim())
          .filter(Boolean),
      ),
    ]
      .filter((v) => v.length <= max)
      .slice(0, 20);
  const limit = int("limit");
  const sort = params.get("sort_by") as SurveyResultSort | null;
  const start = params.get("start_date");
  const end = params.get("end_date");
  const startDate = isDate(start) ? start : null;
  let endDate = isDate(end) ? end : null;
  if (startDate && endDate && endDate < startDate) endDate = null;
  const flag = (name: string) => params.get(name) === "true" || params.get(name) === "1";
  return {
    search: (params.get("search") ?? "").trim().slice(0, 100),
    company_id: int("company_id"),
    location_id: int("location_id"),
    department_id: int("department_id"),
    role: list("role", 200),
    status: list("status", 100),
    start_date: startDate,
    end_date: endDate,
    include_archived: flag("include_archived"),
    include_tests: flag("include_tests"),
    page: Math.min(int("page") ?? 1, 100_000),
    limit: PAGE_SIZES.includes(limit as 25) ? limit! : DEFAULT_LIMIT,
    sort_by: sort && SORTS.includes(sort) ? sort : DEFAULT_QUERY.sort_by,
    order_by:
      params.get("order_by") === "asc" ? "asc" : params.get("order_by") === "desc" ? "desc" : DEFAULT_QUERY.order_by,
  };
}

/** The query as the API's parameters (GET /survey-results/search and /export). */
export function apiQuery(query: CandidateQuery, options: { onlyArchived?: boolean } = {}) {
  return {
    search: query.search || undefined,
    company_id: query.company_id ?? undefined,
    location_id: query.location_id ?? undefined,
    department_id: query.department_id ?? undefined,
    role: query.role.length ? query.role.join(",") : undefined,
    status: query.status.length ? query.status.join(",") : undefined,
    start_date: query.start_date ?? undefined,
    end_date: query.end_date ?? undefined,
    include_archived: query.include_archived || undefined,
    include_tests: query.include_tests || undefined,
    only_archived: options.onlyArchived || undefined,
    page: query.page,
    limit: query.limit,
    sort_by: query.sort_by,
    order_by: query.order_by,
  };
}

/** The query as URL search params, leaving out defaults so that links stay short. */
export function queryString(query: CandidateQuery, changes: Partial<CandidateQuery> = {}): string {
  const q = { ...query, ...changes };
  const params = new URLSearchParams();
  if (q.search) params.set("search", q.search);
  if (q.company_id) params.set("company_id", String(q.company_id));
  if (q.location_id) params.set("location_id", String(q.location_id));
  if (q.department_id) params.set("department_id", String(q.department_id));
  for (const role of q.role) params.append("role", role);
  for (const status of q.status) params.append("status", status);
  if (q.start_date) params.set("start_date", q.start_date);
  if (q.end_date) params.set("end_date", q.end_date);
  if (q.include_archived) params.set("include_archived", "true");
  if (q.include_tests) params.set("include_tests", "true");
  if (q.page !== 1) params.set("page", String(q.page));
  if (q.limit !== DEFAULT_LIMIT) params.set("limit", String(q.limit));
  if (q.sort_by !== DEFAULT_QUERY.sort_by) params.set("sort_by", q.sort_by);
  if (q.order_by !== DEFAULT_QUERY.order_by) params.set("order_by", q.order_by);
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** How many filters narrow the list (search and page aside): the "Filters (n)" count. */
export function activeFilterCount(query: CandidateQuery): number {
  return [
    query.company_id,
    query.location_id,
    query.department_id,
    query.role.length || null,
    query.status.length || null,
    query.start_date || query.end_date,
    query.include_archived || null,
    query.include_tests || null,
  ].filter((v) => v !== null && v !== undefined && v !== "").length;
}

export const fullName = (r: Pick<SurveyResultJson, "first" | "last">) => `${r.first} ${r.last}`;

/** A date as the list shows it ("12 Mar 2026"), the same on server and browser. */
export function shortDate(iso: string | null): string {
  if (!iso) return "–";
  return new Date(iso).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** A company's location, department or role name (GET /companies/locations …). */
export interface NamedItem {
  id: number;
  company_id: number;
  name: string;
}

export interface CompanyOption {
  id: number;
  name: string;
}

/** What the list's bulk actions answer (the route's action). */
export interface BulkResult {
  id: string;
  ok: boolean;
  intent: string;
  messages: string[];
  ids: number[];
  archived?: boolean;
}
