import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { apiErrorMessages } from "~domain/errors";
import { ApiRequestError, type ApiClient } from "~/api/client.server";
import { requireUser } from "~/auth/user.server";
import {
  apiQuery,
  parseCandidateQuery,
  type BulkResult,
  type CompanyOption,
  type NamedItem,
  type SurveyResultSearchJson,
} from "./model";

/** Everything the filter bar offers: the companies, locations, departments, roles and statuses in scope. */
async function filterOptions(api: ApiClient) {
  const [companies, locations, departments, roles, statuses] = await Promise.all([
    api.legacyReference<{ data: CompanyOption[] }>("/companies"),
    api.legacyReference<{ data: NamedItem[] }>("/companies/locations"),
    api.legacyReference<{ data: NamedItem[] }>("/companies/departments"),
    api.legacyReference<{ data: NamedItem[] }>("/companies/role-names"),
    api.get<{ data: string[] }>("/survey-results/statuses"),
  ]);
  return {
    companies: companies.data.map((c) => ({ id: c.id, name: c.name })),
    locations: locations.data.map(({ id, company_id, name }) => ({ id, company_id, name })),
    departments: departments.data.map(({ id, company_id, name }) => ({ id, company_id, name })),
    roles: [...new Set(roles.data.map((r) => r.name))].sort((a, b) => a.localeCompare(b)),
    statuses: statuses.data,
  };
}

/**
 * The loader of /candidates and /archived: one page of results for the URL's query, the filter choices, and — when
 * the company has no results at all yet — its assessment link for the empty state.
 */
export async function loadCandidateList({ request, context }: LoaderFunctionArgs, options: { archived: boolean }) {
  const { profile, api } = await requireUser(request, context);
  const query = parseCandidateQuery(new URL(request.url).searchParams);
  if (options.archived) query.include_archived = true;
  try {
    const [results, filters] = await Promise.all([
      api.get<SurveyResultSearchJson>("/survey-results/search", {
        query: apiQuery(query, { onlyArchived: options.archived }),
      }),
      filterOptions(api),
    ]);
    let assessmentLink: string | null = null;
    if (results.meta.total === 0 && !options.archived) {
      const { data: dashboard } = await api.get<{ data: { assessment_link_token: string } }>("/dashboard");
      assessmentLink = `${context.services.env.PUBLIC_URL}/survey/register?link=${dashboard.assessment_link_token}`;
    }
    return {
      results: results.data,
      total: results.meta.total,
      query,
      filters,
      assessmentLink,
      canMoveStages: profile.permissions.can_view_hiring_pipeline,
      companyId: profile.company_id,
    };
  } catch (error) {
    // A filter naming a company outside the scope is simply not found.
    if (error instanceof ApiRequestError && error.status === 404) throw new Response("Not Found", { status: 404 });
    if (error instanceof ApiRequestError && error.status === 400) throw new Response("Bad Request", { status: 400 });
    throw error;
  }
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/**
 * The bulk actions of /candidates and /archived: status, role, archive and restore of the selected results through
 * POST /survey-results/bulk-update. Failures answer 200 with their messages (the page shows them as toasts).
 */
export async function bulkAction({ request, context }: ActionFunctionArgs) {
  const { api } = await requireUser(request, context);
  const form = await request.formData();
  const intent = text(form, "intent");
  const ids = form
    .getAll("ids")
    .flatMap((v) => String(v).split(","))
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  const result = (ok: boolean, messages: string[], extra: Partial<BulkResult> = {}): BulkResult => ({
    id: `${intent}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
    ok,
    intent,
    messages,
    ids,
    ...extra,
  });
  if (ids.length === 0) return data(result(false, ["Select at least one row first."]));
  const people = ids.length === 1 ? "1 person" : `${ids.length} people`;
  const body: Record<string, unknown> = { ids };
  let done: string;
  switch (intent) {
    case "status":
      body.status = text(form, "status");
      done = `Moved ${people} to ${body.status}.`;
      break;
    case "role":
      body.role = text(form, "role");
      done = `Set the role of ${people} to ${body.role}.`;
      break;
    case "archive":
      body.archived = true;
      done = `Archived ${people}.`;
      break;
    case "restore":
      body.archived = false;
      done = `Restored ${people}.`;
      break;
    default:
      return data(result(false, ["Unknown action."]));
  }
  try {
    await api.post("/survey-results/bulk-update", body);
    return data(result(true, [done], { archived: body.archived as boolean | undefined }));
  } catch (error) {
    if (error instanceof ApiRequestError) {
      if (error.status === 403) return data(result(false, ["You do not have access to the hiring pipeline."]));
      if (error.status === 404)
        return data(result(false, ["Some of the selected people are no longer there. Reload the page."]));
      if (error.status === 409) return data(result(false, [error.message]));
      return data(result(false, apiErrorMessages(error.status, { errors: error.errors })));
    }
    return data(result(false, apiErrorMessages(undefined)));
  }
}
