import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { ApiRequestError, notFound, type ApiClient } from "~/api/client.server";
import { requireUser } from "~/auth/user.server";
import { actionFailure, actionSuccess, apiFailure, intents, parseSubmission } from "~/ui/action/index.server";
import { NO_PIPELINE_ACCESS } from "~/ui/wording";
import { companiesContract } from "../../api/companies/contract";
import { dashboardContract } from "../../api/dashboard/contract";
import { surveyResultsContract as surveyResults, type BulkUpdateInput } from "../../api/survey-results/contract";
import { candidateRow, type BulkResult } from "./list-model";
import { apiQuery, parseCandidateQuery, searchInput } from "./query.server";

/** Everything the filter bar offers: the companies, locations, departments, roles and statuses in scope. */
async function filterOptions(api: ApiClient) {
  const [companies, locations, departments, roles, statuses] = await Promise.all([
    api.reference(companiesContract.list),
    api.reference(companiesContract.listLocations, { query: {} }),
    api.reference(companiesContract.listDepartments, { query: {} }),
    api.reference(companiesContract.listRoleNames, { query: {} }),
    api.reference(surveyResults.statuses, { query: {} }),
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
  const query = parseCandidateQuery(request);
  if (options.archived) query.include_archived = true;
  try {
    const [results, filters] = await Promise.all([
      api.call(surveyResults.search, { query: searchInput(apiQuery(query, { onlyArchived: options.archived })) }),
      filterOptions(api),
    ]);
    let assessmentLink: string | null = null;
    if (results.meta.total === 0 && !options.archived) {
      const { data: dashboard } = await api.call(dashboardContract.get);
      assessmentLink = `${context.services.env.PUBLIC_URL}/survey/register?link=${dashboard.assessment_link_token}`;
    }
    return {
      results: results.data.map(candidateRow),
      total: results.meta.total,
      query,
      filters,
      assessmentLink,
      canMoveStages: profile.permissions.can_view_hiring_pipeline,
      companyId: profile.company_id,
    };
  } catch (error) {
    // A filter naming a company outside the scope is simply not found.
    if (error instanceof ApiRequestError && error.status === 404) throw notFound();
    if (error instanceof ApiRequestError && error.status === 400) throw new Response("Bad Request", { status: 400 });
    throw error;
  }
}

/** The selected rows: one `ids` field of comma-separated ids (or several); anything else is left out. */
const ids = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => [
    ...new Set(
      [v ?? []]
        .flat()
        .flatMap((s) => s.split(","))
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0),
    ),
  ]);
// Worded like the API's problems with the same fields, so a refusal reads the same from either.
const text = z.string({ error: "is required" }).trim().min(1, "is required");

const BULK_INTENTS = ["status", "role", "archive", "restore"] as const;
const bulkForm = intents({
  status: z.object({ ids, status: text }),
  role: z.object({ ids, role: text }),
  archive: z.object({ ids }),
  restore: z.object({ ids }),
});

/**
 * The bulk actions of /candidates and /archived: status, role, archive and restore of the selected results through
 * POST /survey-results/bulk-update. Failures are answered as messages (the page shows them as toasts).
 */
export async function bulkAction({ request, context }: ActionFunctionArgs): Promise<BulkResult> {
  const { api } = await requireUser(request, context);
  const input = await parseSubmission(request, bulkForm);
  if (!input.ok) {
    const known = (BULK_INTENTS as readonly string[]).includes(input.result.intent);
    return known ? input.result : actionFailure("Unknown action.", { intent: input.result.intent });
  }
  const form = input.value;
  if (form.ids.length === 0) return actionFailure("Select at least one row first.", { submission: input });
  const people = form.ids.length === 1 ? "1 person" : `${form.ids.length} people`;
  let body: BulkUpdateInput;
  let done: string;
  switch (form.intent) {
    case "status":
      body = { ids: form.ids, status: form.status };
      done = `Moved ${people} to ${form.status}.`;
      break;
    case "role":
      body = { ids: form.ids, role: form.role };
      done = `Set the role of ${people} to ${form.role}.`;
      break;
    case "archive":
      body = { ids: form.ids, archived: true };
      done = `Archived ${people}.`;
      break;
    case "restore":
      body = { ids: form.ids, archived: false };
      done = `Restored ${people}.`;
      break;
  }
  try {
    await api.call(surveyResults.bulkUpdate, { body });
    return actionSuccess(done, { submission: input, data: { ids: form.ids, archived: body.archived } });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 403)
      return actionFailure(NO_PIPELINE_ACCESS, { submission: input });
    if (error instanceof ApiRequestError && error.status === 404)
      return actionFailure("Some of the selected people are no longer there. Reload the page.", { submission: input });
    return apiFailure(error, { submission: input, ownMessages: [409] });
  }
}
