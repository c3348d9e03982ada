// The e-mail outbox, for super admins outside production: where the embedded default "sends" set-up, reset and
// invitation e-mails, so they can be read (and their links followed) without an SMTP server. And the general send of
// spec §7 "mailer templates and send": a super admin sends one of the product's e-mails, in this brand's text.
import { z } from "zod";
import { dataOf, operation, timestamp } from "../http/contract";
import { EMAIL_TEMPLATE_NAMES } from "../../server/mail/template-names";

export const outboxQuery = z.object({
  to: z.string().trim().toLowerCase().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const outboxEmailJson = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  template: z.string(),
  created_at: timestamp,
});
export type OutboxEmailJson = z.infer<typeof outboxEmailJson>;

/** POST /mailer/send: which e-mail, to whom, with which values (the template's own variables). */
export const mailSendInput = z.strictObject({
  template: z.enum(EMAIL_TEMPLATE_NAMES, { error: `must be one of ${EMAIL_TEMPLATE_NAMES.join(", ")}` }),
  to: z
    .string({ error: "is required" })
    .trim()
    .max(254, "must be at most 254 characters")
    .pipe(z.email({ error: "must be a valid e-mail address" })),
  variables: z
    .record(
      z.string().max(50, "must be at most 50 characters"),
      z.union([z.string().max(2000, "must be at most 2000 characters"), z.number()], {
        error: "must be text or a number",
      }),
      { error: "must be an object of values" },
    )
    .default({}),
});
export type MailSendInput = z.output<typeof mailSendInput>;

export const mailSentJson = z.object({ template: z.enum(EMAIL_TEMPLATE_NAMES), sent_to: z.string() });

export const mailerContract = {
  outbox: operation({
    method: "GET",
    path: "/mailer/outbox",
    summary: "The latest e-mails in the outbox, optionally to one address (not in production)",
    // The person really signed in must be a super admin outside a proxy session: checked inside, as the actor of
    // a proxy session is the impersonated user.
    description:
      "Answers the latest e-mails the product wrote to its outbox, optionally only those to one address. Not available in production.",
    access: "signed-in",
    query: outboxQuery,
    response: dataOf(z.array(outboxEmailJson)),
    errors: [400, 403, 404],
  }),
  send: operation({
    method: "POST",
    path: "/mailer/send",
    summary:
      "Send one of the product's e-mails to one address, in this brand's text (stored or built-in), with its " +
      "values; links must lead to this product. Super admins; audited",
    description:
      "Sends one of the product's e-mails to one address with the given values, in this brand's stored or built-in text. Its links must lead to this product; the send is audited.",
    access: "mail-templates:edit",
    denied: "Only super admins send the product's e-mails",
    body: mailSendInput,
    response: dataOf(mailSentJson),
    errors: [400, 403],
  }),
};
