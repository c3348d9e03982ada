// Messaging (spec §7 "messaging get and send"): write to one person or to a filtered set of the list, by
// e-mail (the e-mail port) or SMS (the SMS port), from a company's templates with variables; bulk sends run on the
// queue with a result per recipient; a person's conversation; unsubscribing by link or by an SMS reply of STOP.
// Both brands have it (their words for the people differ, the API's do not).
import { z } from "zod";
import { dataOf, id, idParam, operation, pageOf, pageQuery, timestamp } from "../http/contract";
import { surveyResultSearchQuery } from "../survey-results/contract";

export const CHANNELS = ["email", "sms"] as const;
export type Channel = (typeof CHANNELS)[number];
const channel = z.enum(CHANNELS, { error: "must be email or sms" });

/** The variables a message may use, with what each holds (the compose form lists them). */
export const MESSAGE_VARIABLES = {
  name: "the person's first name",
  first_name: "the person's first name",
  last_name: "the person's last name",
  full_name: "the person's full name",
  email: "the person's e-mail address",
  job: "the title of the job they applied for (the newest application), or their role if they have not applied to one",
  role: "their role: the one they applied for or hold",
  company: "the company's name",
  link: "the company's assessment link",
  brand: "the product's name",
} as const;

/** The most people one send may reach (a larger audience is narrowed with the list's filters). */
export const MAX_RECIPIENTS = 5000;

const templateName = z
  .string({ error: "is required" })
  .trim()
  .min(1, "is required")
  .max(120, "must be at most 120 characters");
const subject = z.string().trim().max(200, "must be at most 200 characters");
const body = z
  .string({ error: "is required" })
  .trim()
  .min(1, "is required")
  .max(10_000, "must be at most 10000 characters")
  .meta({
    description: `The text, with variables in Liquid's {{ … }}; ${Object.entries(MESSAGE_VARIABLES)
      .map(([name, holds]) => `\`${name}\`: ${holds}`)
      .join("; ")}.`,
  });

export const templateInput = z
  .object({ name: templateName, channel, subject: subject.optional(), body })
  .strict()
  .superRefine((t, ctx) => {
    if (t.channel === "email" && !t.subject)
      ctx.addIssue({ code: "custom", path: ["subject"], message: "is required" });
    if (t.channel === "sms" && t.body.length > 1600)
      ctx.addIssue({ code: "custom", path: ["body"], message: "must be at most 1600 characters for an SMS" });
  });
export type TemplateInput = z.output<typeof templateInput>;

export const templateJson = z.object({
  id: z.number().int(),
  name: z.string(),
  channel,
  subject: z.string().nullable(),
  body: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type MessageTemplateJson = z.infer<typeof templateJson>;

/** Who receives: chosen rows (`ids`) or everyone the list's filters match (`filters`, the list's own query). */
export const recipientsInput = z.union(
  [
    z
      .object({
        ids: z
          .array(id("a survey result id"), { error: "must be a list of ids" })
          .min(1, "must name at least one person")
          .max(MAX_RECIPIENTS, `must name at most ${MAX_RECIPIENTS} people`),
      })
      .strict(),
    z.object({ filters: surveyResultSearchQuery }).strict(),
  ],
  { error: "must be { ids: [...] } or { filters: {...} }" },
);

export const composeInput = z
  .object({
    channel,
    /** The template the text came from, if any (kept with the send). */
    template_id: id("a template id").optional(),
    subject: subject.optional(),
    body,
    recipients: recipientsInput,
  })
  .strict()
  .superRefine((m, ctx) => {
    if (m.channel === "email" && !m.subject)
      ctx.addIssue({ code: "custom", path: ["subject"], message: "is required" });
  });
export type ComposeInput = z.output<typeof composeInput>;

export const previewJson = z.object({
  /** How many people the send reaches (before skipping). */
  total: z.number().int(),
  /** The first recipients' messages as they will read them. */
  recipients: z.array(
    z.object({
      survey_result_id: z.number().int(),
      name: z.string(),
      to: z.string(),
      subject: z.string().nullable(),
      text: z.string(),
      /** Why this person would be skipped ("Unsubscribed", "No mobile number"…), or null. */
      skip_reason: z.string().nullable(),
    }),
  ),
});
export type PreviewJson = z.infer<typeof previewJson>;

export const MESSAGE_STATUSES = ["pending", "sending", "sent", "skipped", "failed"] as const;

export const messageJson = z.object({
  id: z.number().int(),
  batch_id: z.number().int().nullable(),
  survey_result_id: z.number().int(),
  name: z.string(),
  channel,
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  reason: z.string().nullable(),
  sent_by: z.string().nullable(),
  created_at: timestamp,
  sent_at: timestamp.nullable(),
});
export type MessageJson = z.infer<typeof messageJson>;

export const batchJson = z.object({
  id: z.number().int(),
  channel,
  subject: z.string().nullable(),
  body: z.string(),
  total: z.number().int(),
  pending: z.number().int(),
  sent: z.number().int(),
  /** Not sent: no address, or the person opted out (also counted in `opted_out`). */
  skipped: z.number().int(),
  /** Skipped because the person unsubscribed or replied STOP. */
  opted_out: z.number().int(),
  failed: z.number().int(),
  done: z.boolean(),
  /** Who sent it (null when that user was deleted). */
  sent_by: z.string().nullable(),
  /** The template it was written from (null without one, or when it was deleted since). */
  template_name: z.string().nullable(),
  created_at: timestamp,
  finished_at: timestamp.nullable(),
});
export type BatchJson = z.infer<typeof batchJson>;

/** The past sends' list: newest first, optionally one channel. */
export const batchesQuery = z.object({
  channel: channel.optional(),
  ...pageQuery({ maxLimit: 100, defaultLimit: 25 }),
});

export const batchResultsQuery = z.object({
  status: z.enum(MESSAGE_STATUSES, { error: "must be pending, sending, sent, skipped or failed" }).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const conversationQuery = z.object({ surveyResultId: id("a survey result id") });

export const tokenParam = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, "is not an unsubscribe link")
    .max(100),
});

export const unsubscribeJson = z.object({
  company_name: z.string(),
  /** The address, partly hidden (the link may be forwarded). */
  address: z.string(),
  unsubscribed: z.boolean(),
});

/** Twilio's inbound-message webhook (form fields; more are sent and ignored). */
export const smsInboundInput = z
  .object({ From: z.string().max(40).optional(), Body: z.string().max(2000).optional() })
  .passthrough();

export const smsOutboxJson = z.object({
  id: z.number().int(),
  to: z.string(),
  body: z.string(),
  created_at: timestamp,
});

export const messagingContract = {
  conversation: operation({
    method: "GET",
    path: "/messaging",
    summary: "A person's messages (e-mail and SMS), newest first, with their status",
    description: "Answers a person's e-mail and SMS messages, newest first, each with its delivery status.",
    access: "signed-in",
    query: conversationQuery,
    response: dataOf(z.array(messageJson)),
    errors: [400, 404],
  }),
  listTemplates: operation({
    method: "GET",
    path: "/messaging/templates",
    summary: "The company's message templates in this brand",
    description: "Answers the company's message templates in this brand.",
    access: "signed-in",
    response: dataOf(z.array(templateJson)),
    errors: [],
  }),
  createTemplate: operation({
    method: "POST",
    path: "/messaging/templates",
    summary: "Add a message template (company admins); its text must render",
    description: "Adds a message template for the company; its text must render (422 otherwise). Company admins only.",
    access: "signed-in",
    body: templateInput,
    response: dataOf(templateJson),
    status: 201,
    errors: [400, 403],
  }),
  updateTemplate: operation({
    method: "PUT",
    path: "/messaging/templates/:id",
    summary: "Change a message template (company admins)",
    description: "Changes a message template; company admins only.",
    access: "signed-in",
    params: idParam,
    body: templateInput,
    response: dataOf(templateJson),
    errors: [400, 403, 404],
  }),
  deleteTemplate: operation({
    method: "DELETE",
    path: "/messaging/templates/:id",
    summary: "Delete a message template (company admins); messages sent with it are kept",
    description: "Deletes a message template; messages already sent with it are kept.",
    access: "signed-in",
    params: idParam,
    errors: [400, 403, 404],
  }),
  preview: operation({
    method: "POST",
    path: "/messaging/preview",
    summary: "The message as the first recipients will read it, and who would be skipped",
    description:
      "Answers the message as its first recipients will read it, and which recipients would be skipped and why. Nothing is sent.",
    access: "signed-in",
    body: composeInput,
    response: dataOf(previewJson),
    errors: [400, 404],
  }),
  send: operation({
    method: "POST",
    path: "/messaging/send",
    summary: "Send a message to one person or many: queued, one result per recipient",
    description: "Queues a message to one person or many and answers the batch; each recipient gets their own result.",
    access: "signed-in",
    body: composeInput,
    response: dataOf(batchJson),
    status: 202,
    errors: [400, 404],
  }),
  listBatches: operation({
    method: "GET",
    path: "/messaging/batches",
    summary: "Past sends (to one person or many), newest first, with who sent them and their results",
    description:
      "Answers a page of the sends from the companies in the caller's scope, newest first: when, who sent it, the channel, the template, how many people and how many were sent, skipped, opted out or failed.",
    access: "signed-in",
    query: batchesQuery,
    response: pageOf(batchJson),
    errors: [400],
  }),
  batch: operation({
    method: "GET",
    path: "/messaging/batches/:id",
    summary: "A send's progress",
    description: "Answers a send's progress: how many are sent, skipped, failed and waiting.",
    access: "signed-in",
    params: idParam,
    response: dataOf(batchJson),
    errors: [400, 404],
  }),
  batchResults: operation({
    method: "GET",
    path: "/messaging/batches/:id/results",
    summary: "A send's result per recipient (sent, skipped with the reason, failed with the reason)",
    description: "Answers a send's result per recipient: sent, skipped with the reason, or failed with the reason.",
    access: "signed-in",
    params: idParam,
    query: batchResultsQuery,
    response: dataOf(z.array(messageJson)),
    errors: [400, 404],
  }),
  unsubscribeInfo: operation({
    method: "GET",
    path: "/messaging/unsubscribe/:token",
    summary: "What an e-mail's unsubscribe link stops (public)",
    description: "Answers what an unsubscribe link stops (the company and channel), for the page that confirms it.",
    access: "public",
    params: tokenParam,
    response: dataOf(unsubscribeJson),
    errors: [400, 404],
  }),
  unsubscribe: operation({
    method: "POST",
    path: "/messaging/unsubscribe/:token",
    summary: "Unsubscribe from a company's messages (public; also the List-Unsubscribe one-click POST)",
    description:
      "Unsubscribes the link's address from the company's messages; also the target of the List-Unsubscribe one-click POST.",
    access: "public",
    params: tokenParam,
    body: z.object({}).passthrough(),
    response: dataOf(unsubscribeJson),
    errors: [400, 404],
  }),
  smsInbound: operation({
    method: "POST",
    path: "/messaging/sms/inbound",
    summary: "The SMS provider's inbound-message webhook: a reply of STOP unsubscribes the number (Twilio-signed)",
    description:
      "Called by the SMS provider, not by people, with a form-encoded message; a reply of STOP unsubscribes the number. The provider's signature is checked (403 when it fails).",
    access: "public",
    body: smsInboundInput,
    status: 200,
    produces: "text/xml",
    errors: [400, 403],
  }),
  smsOutbox: operation({
    method: "GET",
    path: "/messaging/sms-outbox",
    summary: "The latest text messages in the SMS outbox (super admins, not in production)",
    description: "Answers the latest text messages in the SMS outbox. Super admins only; not available in production.",
    access: "signed-in",
    query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(25) }),
    response: dataOf(z.array(smsOutboxJson)),
    errors: [400, 403, 404],
  }),
};
