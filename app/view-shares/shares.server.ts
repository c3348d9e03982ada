// The share panel's resource route for a comparison, a team view or a conflict plan (/view-shares?kind=…): its
// loader lists the view's links, its action makes a new link or revokes one. The panel calls it with fetchers.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import brand from "~brand";
import { ApiRequestError, notFound } from "~/api/client.server";
import { requireUser } from "~/auth/user.server";
import type { ShareActionResult, SharesData } from "~/report-shares/model";
import { shareLinkAction } from "~/report-shares/shares.server";
import { viewSharesContract as sharesApi, viewSubject, type ViewSubject } from "../../api/view-shares/contract";

/** The view the route's query names, by the API's own rules; a query that names none is not a page: 404. */
function subjectOf(request: Request): ViewSubject {
  if (!brand.features.comparison) throw notFound();
  const parsed = viewSubject.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw notFound();
  return parsed.data;
}

export async function loadViewShares({ request, context }: LoaderFunctionArgs): Promise<SharesData> {
  const subject = subjectOf(request);
  const { api } = await requireUser(request, context);
  try {
    const { data } = await api.call(sharesApi.list, { query: subject });
    return { shares: data };
  } catch (error) {
    // A view outside the user's scope is not found, exactly like one that does not exist.
    if (error instanceof ApiRequestError && error.status === 404) throw notFound();
    if (error instanceof Response) throw error;
    // Anything else stays inside the panel (with "Try again"): the page around it is fine.
    context.services.logger.warn({ err: error }, "view shares could not be listed");
    return { shares: [], failed: true };
  }
}

export function viewSharesAction(args: ActionFunctionArgs): Promise<ShareActionResult> {
  const subject = subjectOf(args.request);
  return shareLinkAction(args, {
    create: async (api, form) =>
      (await api.call(sharesApi.create, { body: { view: subject, expires_in_days: form.expires_in_days } })).data,
    revoke: async (api, id) => (await api.call(sharesApi.revoke, { params: { id } })).data,
  });
}
