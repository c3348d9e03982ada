// Custom webhooks (spec §7 "custom webhooks: get and upsert"): a company's owner or admin subscribes HTTPS URLs to
// product events. Every delivery is signed (docs/webhooks.md), retried with backoff from the job queue, logged, and
// can be sent again by hand; a hook that keeps failing turns itself off and its company's owner is told by e-mail.
import { z } from "zod";
import { dataOf, id, idParam, operation, timestamp } from "../http/contract";

export const WEBHOOK_EVENTS = [
  "assessment.completed",
  "candidate.stage_changed",
  "application.submitted",
  "candidate.archived",
  "user.invited",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];
/** The event "Send test event" sends to one hook, whatever it subscribes to (docs/webhooks.md). */
export const TEST_EVENT = "webhook.test";

export const webhooksQuery = z.object({ companyId: id("a company id").optional() });

export const webhookUpsertInput = z
  .object({
    /** Absent: a new hook. */
    id: id("a webhook id").optional(),
    /** The company of a new hook (default: the caller's own). */
    company_id: id("a company id").optional(),
    url: z
      .string({ error: "is required" })
      .trim()
      .min(1, "is required")
      .max(2000, "must be at most 2000 characters")
      .refine((v) => URL.canParse(v), "must be a full URL, e.g. https://example.com/hooks")
      .refine((v) => !URL.canParse(v) || ["https:", "http:"].includes(new URL(v).protocol), "must be an https:// URL")
      .refine((v) => !URL.canParse(v) || (!new URL(v).username && !new URL(v).password), "must not hold credentials"),
    description: z.string().trim().max(200, "must be at most 200 characters").default(""),
    events: z
      .array(z.enum(WEBHOOK_EVENTS, { error: `must be one of ${WEBHOOK_EVENTS.join(", ")}` }), {
        error: "must be a list of events",
      })
      .min(1, "must hold at least one event")
      .transform((list) => [...new Set(list)]),
    active: z.boolean({ error: "must be true or false" }).default(true),
  })
  .strict();
export type WebhookUpsert = z.output<typeof webhookUpsertInput>;

export const rotateSecretInput = z
  .object({
    /** How long the old secret keeps signing too (0: stop at once). */
    overlap_hours: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(0, "must be 0 to 168")
      .max(168, "must be 0 to 168")
      .default(24),
  })
  .strict();

export const webhookJson = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  active: z.boolean(),
  /** Why the server turned it off, if it did. */
  disabled_reason: z.string().nullable(),
  disabled_at: timestamp.nullable(),
  consecutive_failures: z.number().int(),
  /** Until when the previous secret also signs (after a rotation). */
  previous_secret_expires_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type WebhookJson = z.infer<typeof webhookJson>;

/** A hook with its secret: answered once, when the hook is made or its secret rotated. */
export const webhookWithSecretJson = z.object({ data: webhookJson, secret: z.string().nullable() });
export const rotatedSecretJson = z.object({ data: webhookJson, secret: z.string() });

export const deliveryAttemptJson = z.object({
  attempt: z.number().int(),
  status_code: z.number().int().nullable(),
  duration_ms: z.number().int(),
  error: z.string().nullable(),
  created_at: timestamp,
});
export const deliveryJson = z.object({
  id: z.number().int(),
  webhook_id: z.number().int(),
  event_id: z.string(),
  event_type: z.string(),
  state: z.enum(["pending", "queued", "succeeded", "failed"]),
  attempts: z.number().int(),
  last_status_code: z.number().int().nullable(),
  redelivery_of: z.number().int().nullable(),
  delivered_at: timestamp.nullable(),
  created_at: timestamp,
  log: z.array(deliveryAttemptJson),
});
export type DeliveryJson = z.infer<typeof deliveryJson>;

const access = "users:manage" as const;
const denied = "Only the company's owner or an admin manages webhooks";

export const webhooksContract = {
  list: operation({
    method: "GET",
    path: "/custom-webhooks",
    summary: "A company's webhooks (default: the caller's company)",
    description: "Answers a company's webhooks, the caller's company unless another is named.",
    access,
    denied,
    query: webhooksQuery,
    response: dataOf(z.array(webhookJson)),
    errors: [400, 403, 404],
  }),
  upsert: operation({
    method: "PUT",
    path: "/custom-webhooks",
    summary: "Create a webhook (no `id`; answers its secret once) or change one",
    description:
      "Creates a webhook (without `id`), answering its signing secret this once, or changes an existing one.",
    access,
    denied,
    body: webhookUpsertInput,
    response: webhookWithSecretJson,
    errors: [400, 403, 404],
  }),
  get: operation({
    method: "GET",
    path: "/custom-webhooks/:id",
    summary: "One webhook",
    description: "Answers one webhook, without its secret.",
    access,
    denied,
    params: idParam,
    response: dataOf(webhookJson),
    errors: [400, 403, 404],
  }),
  remove: operation({
    method: "DELETE",
    path: "/custom-webhooks/:id",
    summary: "Delete a webhook and its delivery log",
    description: "Deletes a webhook and its delivery log.",
    access,
    denied,
    params: idParam,
    errors: [400, 403, 404],
  }),
  rotateSecret: operation({
    method: "POST",
    path: "/custom-webhooks/:id/rotate-secret",
    summary: "A new signing secret (answered once); the old one also signs for `overlap_hours`",
    description:
      "Makes a new signing secret and answers it this once; the old secret keeps signing for `overlap_hours`.",
    access,
    denied,
    params: idParam,
    body: rotateSecretInput,
    response: rotatedSecretJson,
    errors: [400, 403, 404],
  }),
  deliveries: operation({
    method: "GET",
    path: "/custom-webhooks/:id/deliveries",
    summary: "A webhook's newest 50 deliveries with their attempts",
    description: "Answers a webhook's newest 50 deliveries with their attempts and answers.",
    access,
    denied,
    params: idParam,
    response: dataOf(z.array(deliveryJson)),
    errors: [400, 403, 404],
  }),
  sendTest: operation({
    method: "POST",
    path: "/custom-webhooks/:id/test",
    summary: "Send a test event to the webhook now and answer how it went (a signed `webhook.test` delivery)",
    description:
      "Sends the webhook a signed `webhook.test` event at once, whatever it subscribes to, as a new delivery with its own log, and answers that delivery after its one attempt: `state` succeeded or failed, with the endpoint's status code or the error in `log`. A failed test is not retried. Refused (409) while the webhook is off.",
    access,
    denied,
    params: idParam,
    response: dataOf(deliveryJson),
    status: 201,
    errors: [400, 403, 404, 409],
  }),
  redeliver: operation({
    method: "POST",
    path: "/custom-webhooks/deliveries/:id/redeliver",
    summary: "Send a delivery's event again (a new delivery with the same event id)",
    description: "Sends a delivery's event again as a new delivery with the same event id.",
    access,
    denied,
    params: idParam,
    response: dataOf(deliveryJson),
    status: 201,
    errors: [400, 403, 404, 409],
  }),
};
