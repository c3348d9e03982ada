// The candidate list's URL, read with the API's own search schema (the list-page kit's `listQuery`), and the
// API's parameters made from it.
import { z } from "zod";
import { listQuery, searchString, withChanges, type ListSource } from "~/ui/list/url-state";
import { surveyResultSearchQuery, type SurveyResultSearchInput } from "../../api/survey-results/contract";
import { DEFAULT_LIMIT, DEFAULT_QUERY, PAGE_SIZES, URL_DEFAULTS, type CandidateQuery } from "./list-model";

/** The list's URL: the API's search, with only the page sizes the list offers. */
export const candidateListQuery = surveyResultSearchQuery.safeExtend({
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), `must be one of ${PAGE_SIZES.join(", ")}`)
    .default(DEFAULT_LIMIT),
});

/** The list's query from its URL, anything unusable replaced by its default. */
export function parseCandidateQuery(source: ListSource): CandidateQuery {
  const q = listQuery(source, candidateListQuery);
  return {
    search: q.search ?? DEFAULT_QUERY.search,
    company_id: q.company_id ?? null,
    location_id: q.location_id ?? null,
    department_id: q.department_id ?? null,
    role: [...new Set(q.role ?? [])],
    status: [...new Set(q.status ?? [])],
    start_date: q.start_date ?? null,
    end_date: q.end_date ?? null,
    include_archived: q.include_archived ?? false,
    include_tests: q.include_tests ?? false,
    page: q.page,
    limit: q.limit,
    sort_by: q.sort_by,
    order_by: q.order_by,
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

/** The API's parameters as its contract types them: flags as query text ("true"). */
export function searchInput(q: ReturnType<typeof apiQuery>): SurveyResultSearchInput {
  const flag = (on: boolean | undefined) => (on ? ("true" as const) : undefined);
  return {
    ...q,
    include_archived: flag(q.include_archived),
    include_tests: flag(q.include_tests),
    only_archived: flag(q.only_archived),
  };
}

/** The query as URL search params, leaving out defaults so that links stay short. */
export function queryString(query: CandidateQuery, changes: Partial<CandidateQuery> = {}): string {
  const q = { ...query, ...changes };
  return searchString(withChanges("", q, { defaults: URL_DEFAULTS }));
}
