import type { LoaderFunctionArgs } from "@remix-run/node";
import { errorMessage } from "~domain/errors";
import { auditContract } from "../../api/audit/contract";
import { requireCapability } from "~/auth/user.server";
import { listQuery } from "~/ui/list";

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** /audit.csv: the page's filtered trail as a CSV download, streamed from GET /audit/export with the user's token. */
export async function exportAudit({ request, context }: LoaderFunctionArgs): Promise<Response> {
  const { api } = await requireCapability(request, context, "audit:read");
  // The list's filters without its page and page size: the export holds every row they select.
  const { page: _page, limit: _limit, ...filters } = listQuery(request, auditContract.search.query);
  let upstream: Response;
  try {
    upstream = await api.stream(auditContract.export, { query: filters }, { accept: "text/csv", timeoutMs: 120_000 });
  } catch {
    return text(errorMessage("GENERIC_ERROR"), 502);
  }
  if (!upstream.ok || !upstream.body) {
    if (upstream.status === 404) return text("Not Found", 404);
    if (upstream.status === 403) return text("Forbidden", 403);
    return text(errorMessage("GENERIC_ERROR"), 502);
  }
  return new Response(upstream.body, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": upstream.headers.get("content-disposition") ?? 'attachment; filename="audit.csv"',
      "Cache-Control": "no-store",
    },
  });
}
