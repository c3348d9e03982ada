// /settings/webhooks: a company's custom webhooks for its owner or admin (the API enforces the same). The loader lists
// the hooks and, for the one opened (`?hook=`), its newest deliveries; the action saves a hook, rotates its secret,
// sends it a test event, sends a delivery again or deletes a hook. A new secret is answered once and shown once.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { ApiRequestError, notFound } from "~/api/client.server";
import { forbidden, requireCapability } from "~/auth/user.server";
import { actionSuccess, apiFailure, intents, parseSubmission } from "~/ui/action/index.server";
import { id as idOfText } from "../../api/http/contract";
import { rotateSecretInput, webhooksContract, webhookUpsertInput } from "../../api/webhooks/contract";
import { testEventResult } from "./model";

const pageQuery = z.object({
  hook: idOfText().optional().catch(undefined),
  companyId: idOfText().optional().catch(undefined),
});

export async function loadWebhooks({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireCapability(request, context, "users:manage");
  const url = new URL(request.url);
  const query = pageQuery.parse(Object.fromEntries(url.searchParams));
  try {
    const { data: hooks } = await api.call(webhooksContract.list, { query: { companyId: query.companyId } });
    const open = hooks.find((h) => h.id === query.hook) ?? null;
    const deliveries = open ? (await api.call(webhooksContract.deliveries, { params: { id: open.id } })).data : [];
    return { hooks, open: open?.id ?? null, deliveries };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 403) throw forbidden();
    if (error instanceof ApiRequestError && error.status === 404) throw notFound();
    throw error;
  }
}
export type WebhooksData = Awaited<ReturnType<typeof loadWebhooks>>;

const FIELDS = ["url", "description", "events", "overlap_hours"];
/** The form field of an API or form problem: `events.0` is the events' checkboxes. */
const fieldOf = (path: string) => FIELDS.find((f) => path === f || path.startsWith(`${f}.`));

// The API's own rules, so a refusal reads the same from either.
const form = intents({
  save: z.object({
    id: idOfText("a webhook id").optional(),
    url: webhookUpsertInput.shape.url,
    description: webhookUpsertInput.shape.description,
    // One checkbox per event: absent when none is ticked.
    events: z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), webhookUpsertInput.shape.events),
    active: z.boolean().default(false),
  }),
  rotate: z.object({ id: idOfText("a webhook id"), overlap_hours: rotateSecretInput.shape.overlap_hours }),
  redeliver: z.object({ deliveryId: idOfText("a delivery id") }),
  test: z.object({ id: idOfText("a webhook id") }),
  remove: z.object({ id: idOfText("a webhook id") }),
});

/** The new secret is the success's data, shown once by the page. */
export async function webhooksAction({ request, context }: ActionFunctionArgs) {
  const { api } = await requireCapability(request, context, "users:manage");
  const input = await parseSubmission(request, form, { fields: fieldOf });
  if (!input.ok) return input.result;
  const value = input.value;
  const done = (message: string, data: { secret?: string; hookId?: number; delivered?: boolean } = {}) =>
    actionSuccess(message, { submission: input, data });
  try {
    switch (value.intent) {
      case "save": {
        const saved = await api.call(webhooksContract.upsert, {
          body: {
            id: value.id,
            url: value.url,
            description: value.description,
            events: value.events,
            active: value.active,
          },
        });
        return saved.secret
          ? done("Webhook added. Copy its signing secret now.", { secret: saved.secret, hookId: saved.data.id })
          : done("Webhook saved.");
      }
      case "rotate": {
        const rotated = await api.call(webhooksContract.rotateSecret, {
          params: { id: value.id },
          body: { overlap_hours: value.overlap_hours },
        });
        return done("New signing secret made. Copy it now.", { secret: rotated.secret, hookId: value.id });
      }
      case "redeliver":
        await api.call(webhooksContract.redeliver, { params: { id: value.deliveryId } });
        return done("Sending it again. The log shows how it went.");
      case "test": {
        // Answered after the attempt: the page's toast says how the endpoint answered.
        const { data: sent } = await api.call(webhooksContract.sendTest, { params: { id: value.id } });
        const result = testEventResult(sent);
        return done(result.message, { delivered: result.delivered });
      }
      case "remove":
        await api.call(webhooksContract.remove, { params: { id: value.id } });
        return done("Webhook deleted.");
    }
  } catch (error) {
    return apiFailure(error, { submission: input, fields: fieldOf });
  }
}
export type WebhooksActionResult = Awaited<ReturnType<typeof webhooksAction>>;
