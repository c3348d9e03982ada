// The candidate list's query and what the API answers. Safe for browser code (the URL is read in query.server.ts).
import { formatDate } from "../../domain/format";
import type { ActionResult } from "~/ui/action";
import type { SurveyResultJson, SurveyResultSearchJson, SurveyResultSort } from "../../api/survey-results/contract";

export type { SurveyResultJson, SurveyResultSearchJson, SurveyResultSort };

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_LIMIT = 25;

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

/** The list's defaults, left out of its URL so that links stay short. */
export const URL_DEFAULTS = {
  limit: DEFAULT_LIMIT,
  sort_by: DEFAULT_QUERY.sort_by,
  order_by: DEFAULT_QUERY.order_by,
} as const;

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

/**
 * An e-mail address in the pieces a narrow column may wrap it between: after the @ and before each dot, where a
 * reader still sees where one part ends ("ana.ruiz@" / "harbor-dental" / ".example" / ".com"), never inside a word.
 */
export const emailBreaks = (email: string): string[] =>
  // No lookbehind in the pattern: older Safari cannot parse one.
  email.replace(/@/g, "@\n").replace(/\./g, "\n.").split("\n").filter(Boolean);

/**
 * A row of the list: what it shows and what its bulk actions need. The rest of a result stays on the server: every
 * field sent is encoded into the page and decoded by the browser before it is interactive.
 */
export interface CandidateRow extends Pick<
  SurveyResultJson,
  | "id"
  | "first"
  | "last"
  | "email"
  | "is_test"
  | "archived_at"
  | "status"
  | "role_name"
  | "created_at"
  | "submitted_at"
  | "validity"
> {
  company: { name: string };
  location: { name: string } | null;
  department: { name: string } | null;
  /** Each domain's percentile; its band follows from it (ScoreBandBadge). */
  domains: DomainPercentiles | null;
  /** How many submitted assessments the person has with the company: the row is their current one. */
  assessment_count: number;
}
export type DomainPercentiles = Record<keyof NonNullable<SurveyResultJson["domains"]>, { percentile: number }>;

export function candidateRow(r: SurveyResultJson & { assessment_count?: number }): CandidateRow {
  const name = (named: { name: string } | null) => (named ? { name: named.name } : null);
  return {
    id: r.id,
    first: r.first,
    last: r.last,
    email: r.email,
    is_test: r.is_test,
    archived_at: r.archived_at,
    status: r.status,
    role_name: r.role_name,
    created_at: r.created_at,
    submitted_at: r.submitted_at,
    validity: r.validity,
    assessment_count: r.assessment_count ?? 1,
    company: { name: r.company.name },
    location: name(r.location),
    department: name(r.department),
    domains: r.domains
      ? (Object.fromEntries(
          Object.entries(r.domains).map(([code, d]) => [code, { percentile: d.percentile }]),
        ) as DomainPercentiles)
      : null,
  };
}

/** A date as the list shows it ("12 Mar 2026"), the same on server and browser. */
export function shortDate(iso: string | null): string {
  return formatDate(iso);
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

/** What the list's bulk actions answer (the route's action): the rows they changed, for Undo. */
export type BulkResult = ActionResult<{ ids: number[]; archived?: boolean }>;
