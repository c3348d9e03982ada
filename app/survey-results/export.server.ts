import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth/user.server";
import { csvDownload, CSV_STREAM } from "~/ui/download.server";
import { surveyResultsContract as surveyResults } from "../../api/survey-results/contract";
import { apiQuery, parseCandidateQuery, searchInput } from "./query.server";

/**
 * /candidates.csv: the list's filtered set as CSV, streamed from GET /survey-results/export with the user's token,
 * so a large export never sits in this server's memory. The browser downloads it (Content-Disposition).
 */
export async function exportCandidates({ request, context }: LoaderFunctionArgs): Promise<Response> {
  const { api } = await requireUser(request, context);
  const params = new URL(request.url).searchParams;
  const query = parseCandidateQuery(params);
  const onlyArchived = params.get("only_archived") === "true";
  // The whole filtered set: no page or limit.
  const { page: _page, limit: _limit, ...filters } = searchInput(apiQuery(query, { onlyArchived }));
  if (onlyArchived) filters.include_archived = "true";
  return csvDownload(() => api.stream(surveyResults.export, { query: filters }, CSV_STREAM), "survey-results.csv");
}
