import type { AppLoadContext } from "@remix-run/node";
import { auditContract } from "../../api/audit/contract";
import { companiesContract } from "../../api/companies/contract";
import { ApiRequestError, notFound } from "~/api/client.server";
import { forbidden, requireCapability } from "~/auth/user.server";
import { apiQuery, listQuery } from "~/ui/list";

/** The page's URL state is the API's own query (filters, page, page size). */
export const auditListQuery = auditContract.search.query;

/** /audit: the trail of the viewer's scope as the URL filters it, the actions and companies to filter by. */
export async function loadAudit(request: Request, context: AppLoadContext) {
  // Owners and super admins only (ADR 038: 403 for everyone else), before any API call.
  const { api } = await requireCapability(request, context, "audit:read");
  const query = listQuery(request, auditListQuery);
  try {
    const [page, actions, companies] = await Promise.all([
      api.call(auditContract.search, { query: apiQuery(auditListQuery, query) }),
      api.call(auditContract.actions),
      api.call(companiesContract.list),
    ]);
    return {
      entries: page.data,
      total: page.meta.total,
      query,
      actions: actions.data,
      companies: companies.data.map((c) => ({ id: c.id, name: c.name })),
    };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 403) throw forbidden();
    // A company filter outside the scope is simply not found.
    if (error instanceof ApiRequestError && error.status === 404) throw notFound();
    throw error;
  }
}

export type AuditData = Awaited<ReturnType<typeof loadAudit>>;
