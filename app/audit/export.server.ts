import type { LoaderFunctionArgs } from "@remix-run/node";
import { auditContract } from "../../api/audit/contract";
import { requireCapability } from "~/auth/user.server";
import { csvDownload, CSV_STREAM } from "~/ui/download.server";
import { listQuery } from "~/ui/list";

/** /audit.csv: the page's filtered trail as a CSV download, streamed from GET /audit/export with the user's token. */
export async function exportAudit({ request, context }: LoaderFunctionArgs): Promise<Response> {
  const { api } = await requireCapability(request, context, "audit:read");
  // The list's filters without its page and page size: the export holds every row they select.
  const { page: _page, limit: _limit, ...filters } = listQuery(request, auditContract.search.query);
  return csvDownload(() => api.stream(auditContract.export, { query: filters }, CSV_STREAM), "audit.csv");
}
