// Messaging: message templates per brand and company, every message sent to a person (e-mail or SMS) with
// its result, bulk sends worked on the queue, unsubscribes, the SMS outbox, and the super admins' overrides of the
// product's own e-mails.
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { surveyResults } from "./assessment";
import { createdAt, id, language, languageValid } from "./columns";
import { companies, users } from "./tenancy";

export const MESSAGE_CHANNELS = ["email", "sms"] as const;
export const MESSAGE_STATUSES = ["pending", "sending", "sent", "skipped", "failed"] as const;

/** A company's reusable message (Liquid source, rendered per recipient); `brand` keeps each brand's texts apart. */
export const messageTemplates = pgTable(
  "message_templates",
  {
    id: id(),
    brand: text("brand").notNull(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    channel: text("channel", { enum: MESSAGE_CHANNELS }).notNull(),
    /** E-mail only. */
    subject: text("subject"),
    body: text("body").notNull(),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("message_templates_company_idx").on(t.brand, t.companyId)],
);

/** One send to one or many people; its messages carry each recipient's result, the counts follow from them. */
export const messageBatches = pgTable(
  "message_batches",
  {
    id: id(),
    /** The sender's company (the recipients may span a franchise's or a super admin's companies). */
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    channel: text("channel", { enum: MESSAGE_CHANNELS }).notNull(),
    templateId: integer("template_id").references(() => messageTemplates.id, { onDelete: "set null" }),
    subject: text("subject"),
    body: text("body").notNull(),
    total: integer("total").notNull(),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("message_batches_company_idx").on(t.companyId, t.createdAt)],
);

/**
 * One message to one person. The row exists (status `pending`) before the message goes out and is marked `sent` in
 * the same step, so a worker that restarts part-way skips every recipient already sent (the unique index makes a
 * batch hold each person once).
 */
export const messages = pgTable(
  "messages",
  {
    id: id(),
    batchId: integer("batch_id").references(() => messageBatches.id, { onDelete: "cascade" }),
    surveyResultId: integer("survey_result_id")
      .notNull()
      .references(() => surveyResults.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: MESSAGE_CHANNELS }).notNull(),
    /** The address or number it went to (empty when skipped for lack of one). */
    to: text("to").notNull(),
    subject: text("subject"),
    text: text("text").notNull(),
    status: text("status", { enum: MESSAGE_STATUSES }).notNull().default("pending"),
    reason: text("reason"),
    /** The unguessable key of the e-mail's unsubscribe link. */
    unsubscribeToken: text("unsubscribe_token"),
    sentByUserId: integer("sent_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("messages_batch_result_idx").on(t.batchId, t.surveyResultId),
    uniqueIndex("messages_unsubscribe_token_idx").on(t.unsubscribeToken),
    index("messages_result_idx").on(t.surveyResultId, t.createdAt),
  ],
);

/**
 * An address or number that asked for no more messages: from an e-mail's link (that company's messages) or an SMS
 * STOP (company null: the number is ours for every company, so STOP stops all of them).
 */
export const messageUnsubscribes = pgTable(
  "message_unsubscribes",
  {
    id: id(),
    channel: text("channel", { enum: MESSAGE_CHANNELS }).notNull(),
    /** Lower-cased e-mail, or the number in E.164 form. */
    address: text("address").notNull(),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    source: text("source", { enum: ["link", "stop"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("message_unsubscribes_idx").on(t.channel, t.address, sql`coalesce(${t.companyId}, 0)`)],
);

/**
 * Where the default SMS port keeps text messages instead of sending them (like outbox_emails). `company_id`: the
 * company that sent the text, so a person's export at one company holds none of another's texts to their number.
 */
export const outboxSms = pgTable(
  "outbox_sms",
  {
    id: id(),
    to: text("to").notNull(),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_sms_created_idx").on(t.createdAt)],
);

/** A super admin's text for one of the product's own e-mails in one brand; without a row the built-in text is used. */
export const mailTemplateOverrides = pgTable(
  "mail_template_overrides",
  {
    id: id(),
    brand: text("brand").notNull(),
    template: text("template").notNull(),
    /** Each language of a template has its own text (the built-in ones: server/mail). */
    language: language("language"),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    updatedByUserId: integer("updated_by_user_id").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    languageValid("mail_template_overrides_language_valid", t.language),
    uniqueIndex("mail_template_overrides_language_idx").on(t.brand, t.template, t.language),
  ],
);
