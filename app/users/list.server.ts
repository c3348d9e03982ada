import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { companiesContract } from "../../api/companies/contract";
import { usersContract } from "../../api/users/contract";
import { ApiRequestError, notFound } from "~/api/client.server";
import { actorOf, forbidden, requireCapability } from "~/auth/user.server";
import { apiQuery, listQuery } from "~/ui/list";
import { can } from "~domain/permissions";
import { permissionContext } from "../../server/permissions";
import { PAGE_SIZES } from "./model";

/** The page's URL state: the API's search query, with the page sizes the page offers. */
export const userListQuery = usersContract.search.query.extend({
  limit: z.coerce
    .number()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), `must be one of ${PAGE_SIZES.join(", ")}`)
    .default(25),
});

/** The users of the manager's scope as the URL asks for them, and the companies they may choose. */
export async function loadUserManagement(request: Request, context: AppLoadContext) {
  // Only user managers open the page (ADR 038: 403), before any API call.
  const { profile, api } = await requireCapability(request, context, "users:manage");
  const query = listQuery(request, userListQuery);
  try {
    // Companies are read fresh, not from the 8-hour cache: sign-up and the HubSpot webhook add them elsewhere.
    const [users, companies] = await Promise.all([
      api.call(usersContract.search, { query: apiQuery(userListQuery, query) }),
      api.call(companiesContract.list),
    ]);
    const actor = actorOf(profile);
    return {
      users: users.data,
      total: users.meta.total,
      query,
      companies: companies.data,
      actor,
      // The product's own e-mails are edited by super admins, who reach them from here.
      editsMailTemplates: can(actor, "mail-templates:edit", permissionContext(context.services.env)),
    };
  } catch (error) {
    // The API decides who manages users (spec §6); a company filter outside the scope is simply not found.
    if (error instanceof ApiRequestError && error.status === 403) throw forbidden();
    if (error instanceof ApiRequestError && error.status === 404) throw notFound();
    throw error;
  }
}
