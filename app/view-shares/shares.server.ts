// The share panel's resource route for a comparison, a team view or a conflict plan (/view-shares?kind=…): its
// loader lists the view's links, its action makes a new link or revokes one. The panel calls it with fetchers.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import brand from "~brand";
import { ApiRequestError } from "~/api/client.server";
import { requireUser } from "~/auth/user.server";
import type { ShareActionResult, SharesData } from "~/report-shares/model";
import { actionFailure, actionSuccess, apiFailure, intents, parseSubmission } from "~/ui/action/index.server";
import { id as idOfText } from "../../api/http/contract";
import { shareCreateInput } from "../../api/report-shares/contract";
import { viewSharesContract as sharesApi, viewSubject, type ViewSubject } from "../../api/view-shares/contract";

type ShareData = Extract<ShareActionResult, { ok: true }>["data"];

const notFound = () => new Response("Not Found", { status: 404 });

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

const sharesForm = intents({
  create: z.object({ expires_in_days: shareCreateInput.shape.expires_in_days }),
  revoke: z.object({ shareId: idOfText("a link id") }),
});

export async function viewSharesAction({ request, context }: ActionFunctionArgs): Promise<ShareActionResult> {
  const subject = subjectOf(request);
  const { api } = await requireUser(request, context);
  const input = await parseSubmission(request, sharesForm, { fields: ["expires_in_days"] });
  if (!input.ok) {
    const known = ["create", "revoke"].includes(input.result.intent);
    return known ? input.result : actionFailure("Unknown action.", { intent: input.result.intent });
  }
  const form = input.value;
  const done = (message: string, data: ShareData) => actionSuccess(message, { submission: input, data });
  try {
    if (form.intent === "create") {
      const { data } = await api.call(sharesApi.create, {
        body: { view: subject, expires_in_days: form.expires_in_days },
      });
      const url = new URL(data.path, context.services.env.PUBLIC_URL).toString();
      return done("Link created.", { created: { id: data.id, url, expires_at: data.expires_at } });
    }
    const { data } = await api.call(sharesApi.revoke, { params: { id: form.shareId } });
    return done("Link revoked. It no longer opens.", { revoked: data });
  } catch (error) {
    return apiFailure(error, { submission: input, fields: ["expires_in_days"] });
  }
}
