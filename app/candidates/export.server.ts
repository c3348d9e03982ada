import type { LoaderFunctionArgs } from "@remix-run/node";
import { errorMessage } from "~domain/errors";
import { requireUser } from "~/auth/user.server";
import { apiQuery, parseCandidateQuery } from "./model";

/**
 * /candidates.csv: the list's filtered set as CSV, streamed from GET /survey-results/export with the user's token,
 * so a large export never sits in this server's memory. The browser downloads it (Content-Disposition).
 */
export async function exportCandidates({ request, context }: LoaderFunctionArgs): Promise<Response> {
  const { api } = await requireUser(request, context);
  const params = new URL(request.url).searchParams;
  const query = parseCandidateQuery(params);
  const onlyArchived = params.get("only_archived") === "true";
  const exportQuery: Record<string, string | number | boolean | null | undefined> = Object.fromEntries(
    Object.entries(apiQuery(query, { onlyArchived })).filter(([key]) => key !== "page" && key !== "limit"),
  );
  if (onlyArchived) exportQuery.include_archived = true;
  let upstream: Response;
  try {
    upstream = await api.legacyStream("/survey-results/export", {
      query: exportQuery,
      accept: "text/csv",
      timeoutMs: 120_000,
    });
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
