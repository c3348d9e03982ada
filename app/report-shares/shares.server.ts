// The share panel's resource route (/survey-results/{id}/shares): its loader lists a person's links, its action
// makes a new link or revokes one. The panel calls it with fetchers.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import brand from "~brand";
import { ApiRequestError, notFound } from "~/api/client.server";
import { requireUser } from "~/auth/user.server";
import { actionFailure, actionSuccess, apiFailure, intents, parseSubmission } from "~/ui/action/index.server";
import { id as idOfText } from "../../api/http/contract";
import { reportSharesContract as sharesApi, shareCreateInput } from "../../api/report-shares/contract";
import type { ShareActionResult, ShareJson, SharesData } from "./model";
import { idParam } from "~/ui/id-param.server";

type ShareData = Extract<ShareActionResult, { ok: true }>["data"];

function idOf(params: Record<string, string | undefined>) {
  if (!brand.features.growthReport) throw notFound();
  return idParam(params.id);
}

export async function loadShares({ request, context, params }: LoaderFunctionArgs): Promise<SharesData> {
  const id = idOf(params);
  const { api } = await requireUser(request, context);
  try {
    const { data } = await api.call(sharesApi.list, { query: { survey_result_id: id } });
    return { shares: data };
  } catch (error) {
    // A person outside the user's scope is not found, exactly like one that does not exist.
    if (error instanceof ApiRequestError && error.status === 404) throw notFound();
    if (error instanceof Response) throw error;
    // Any other failure stays inside the panel (with "Try again"): the page around it is fine.
    context.services.logger.warn({ err: error }, "report shares could not be listed");
    return { shares: [], failed: true };
  }
}

// The API's own rules, so a refusal reads the same from either. `benchmark_id` is the growth report's alone.
const sharesForm = intents({
  create: z.object({
    expires_in_days: shareCreateInput.shape.expires_in_days,
    benchmark_id: idOfText("a role benchmark id").optional(),
  }),
  revoke: z.object({ shareId: idOfText("a link id") }),
});

type SignedInApi = Awaited<ReturnType<typeof requireUser>>["api"];

/** What a share panel's action does with the API: make a link (its path), revoke one. */
export interface ShareLinkOperations {
  create(
    api: SignedInApi,
    form: { expires_in_days: number; benchmark_id?: number },
  ): Promise<{ id: number; path: string; expires_at: string }>;
  revoke(api: SignedInApi, id: number): Promise<ShareJson>;
}

/**
 * A share panel's action, for a report's links and a view's alike: "create" answers the new link's full URL (shown
 * once), "revoke" the revoked link. The caller has checked the route (feature, id) before.
 */
export async function shareLinkAction(
  { request, context }: ActionFunctionArgs,
  operations: ShareLinkOperations,
): Promise<ShareActionResult> {
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
      const made = await operations.create(api, form);
      const url = new URL(made.path, context.services.env.PUBLIC_URL).toString();
      return done("Link created.", { created: { id: made.id, url, expires_at: made.expires_at } });
    }
    return done("Link revoked. It no longer opens.", { revoked: await operations.revoke(api, form.shareId) });
  } catch (error) {
    return apiFailure(error, { submission: input, fields: ["expires_in_days"] });
  }
}

export function sharesAction(args: ActionFunctionArgs): Promise<ShareActionResult> {
  const id = idOf(args.params);
  return shareLinkAction(args, {
    create: async (api, form) =>
      (
        await api.call(sharesApi.create, {
          body: {
            survey_result_id: id,
            expires_in_days: form.expires_in_days,
            benchmark_id: form.benchmark_id ?? null,
          },
        })
      ).data,
    revoke: async (api, shareId) => (await api.call(sharesApi.revoke, { params: { id: shareId } })).data,
  });
}
