// The product's own e-mails as editable templates (spec §7 "mailer templates and send"): super admins
// change a brand's text of each, preview it, send a test to themselves, and reset it to the built-in text. A text
// that does not render, or lacks a required variable (the link), cannot be saved. The e-mails a candidate receives
// have a text per language (`?language=`, English when absent); staff e-mails are English only.
import { z } from "zod";
import { LANGUAGES } from "../../domain/languages";
import { dataOf, operation, timestamp } from "../http/contract";
import { EMAIL_TEMPLATE_NAMES } from "../../server/mail/template-names";

export const nameParam = z.object({
  name: z.enum(EMAIL_TEMPLATE_NAMES, { error: `must be one of ${EMAIL_TEMPLATE_NAMES.join(", ")}` }),
});

/** Which language's text: one of the template's languages (a staff e-mail's only language is English). */
export const languageQuery = z.object({
  language: z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(", ")}` }).default("en"),
});

export const mailTemplateInput = z
  .object({
    subject: z.string({ error: "is required" }).trim().min(1, "is required").max(300, "must be at most 300 characters"),
    body: z
      .string({ error: "is required" })
      .trim()
      .min(1, "is required")
      .max(20_000, "must be at most 20000 characters"),
  })
  .strict();
export type MailTemplateInput = z.output<typeof mailTemplateInput>;

export const mailTemplateSummary = z.object({
  name: z.enum(EMAIL_TEMPLATE_NAMES),
  title: z.string(),
  description: z.string(),
  /** Whether an English text is stored (the summary's language). */
  customized: z.boolean(),
  updated_at: timestamp.nullable(),
  /** The languages the e-mail is written in: every language for a candidate's e-mail, English for staff e-mails. */
  languages: z.array(z.enum(LANGUAGES)),
  /** The languages whose text is stored (each replaces the built-in text of its language only). */
  customized_languages: z.array(z.enum(LANGUAGES)),
});

export const mailTemplateJson = mailTemplateSummary.extend({
  /** The language of this text (and of `customized`, `updated_at` and the built-in text). */
  language: z.enum(LANGUAGES),
  subject: z.string(),
  body: z.string(),
  default_subject: z.string(),
  default_body: z.string(),
  /** Name → what it holds. */
  variables: z.record(z.string(), z.string()),
  required: z.array(z.string()),
});
export type MailTemplateJson = z.infer<typeof mailTemplateJson>;

export const renderedJson = z.object({ subject: z.string(), text: z.string(), html: z.string() });

export const mailTemplatesContract = {
  list: operation({
    method: "GET",
    path: "/mailer/templates",
    summary: "The product's e-mails in this brand, and which have a stored text (super admins)",
    description:
      "Answers the product's e-mails in this brand and whether each has a stored text replacing the built-in one.",
    access: "mail-templates:edit",
    denied: "Only super admins edit the product's e-mails",
    response: dataOf(z.array(mailTemplateSummary)),
    errors: [403],
  }),
  get: operation({
    method: "GET",
    path: "/mailer/templates/:name",
    summary: "One e-mail's text (stored or built-in), its built-in text and its variables (super admins)",
    description: "Answers one e-mail's current text, its built-in text and the variables it may use.",
    access: "mail-templates:edit",
    denied: "Only super admins edit the product's e-mails",
    params: nameParam,
    query: languageQuery,
    response: dataOf(mailTemplateJson),
    errors: [400, 403, 422],
  }),
  update: operation({
    method: "PUT",
    path: "/mailer/templates/:name",
    summary: "Store this brand's text of an e-mail; refused when it does not render or lacks a required variable",
    description:
      "Stores this brand's text of an e-mail. Refused with 422 when it does not render or lacks a required variable.",
    access: "mail-templates:edit",
    denied: "Only super admins edit the product's e-mails",
    params: nameParam,
    query: languageQuery,
    body: mailTemplateInput,
    response: dataOf(mailTemplateJson),
    errors: [400, 403, 422],
  }),
  reset: operation({
    method: "DELETE",
    path: "/mailer/templates/:name",
    summary: "Go back to the built-in text",
    description: "Deletes the stored text of an e-mail, so the built-in text is sent again.",
    access: "mail-templates:edit",
    denied: "Only super admins edit the product's e-mails",
    params: nameParam,
    query: languageQuery,
    response: dataOf(mailTemplateJson),
    errors: [400, 403, 422],
  }),
  preview: operation({
    method: "POST",
    path: "/mailer/templates/:name/preview",
    summary: "A text rendered with example values (not stored)",
    description: "Answers a text rendered with example values, without storing it.",
    access: "mail-templates:edit",
    denied: "Only super admins edit the product's e-mails",
    params: nameParam,
    query: languageQuery,
    body: mailTemplateInput,
    response: dataOf(renderedJson),
    errors: [400, 403, 422],
  }),
  sendTest: operation({
    method: "POST",
    path: "/mailer/templates/:name/send-test",
    summary: "Send a text, rendered with example values, to oneself",
    description: "Sends a text rendered with example values to the caller's own address.",
    access: "mail-templates:edit",
    denied: "Only super admins edit the product's e-mails",
    params: nameParam,
    query: languageQuery,
    body: mailTemplateInput,
    response: dataOf(z.object({ sent_to: z.string() })),
    errors: [400, 403, 422],
  }),
};
