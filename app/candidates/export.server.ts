import type { LoaderFunctionArgs } from "@remix-run/node";
import { errorMessage } from "~domain/errors";
import { requireUser } from "~/auth/user.server";
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
  let upstream: Response;
  try {
    upstream = await api.stream(surveyResults.export, { query: filters }, { accept: "text/csv", timeoutMs: 120_000 });
  } catch {
    return new Response(errorMessage("GENERIC_ERROR"), {
      status: 502,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  if (!upstream.ok || !upstream.body) {
    return new Response(upstream.status === 404 ? "Not Found" : errorMessage("GENERIC_ERROR"), {
      status: upstream.status === 404 ? 404 : 502,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(upstream.body, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": upstream.headers.get("content-disposition") ?? 'attachment; filename="survey-results.csv"',
      "Cache-Control": "no-store",
    },
  });
}
