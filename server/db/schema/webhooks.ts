import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { companies, users } from "./tenancy";

/**
 * A company's custom webhook (api/webhooks/): an HTTPS URL subscribed to product events, each delivery signed with
 * the hook's secret. After a rotation the previous secret keeps signing too until `previous_secret_expires_at`, so a
 * receiver can switch over without losing deliveries. Secrets are kept encrypted (api/utils/crypto.ts).
 */
export const webhooks = pgTable(
  "webhooks",
  {
    id: id(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    /** The event types it receives (api/webhooks/events.ts). */
    events: jsonb("events").$type<string[]>().notNull(),
    active: boolean("active").notNull().default(true),
    /** Why the server turned it off (repeated failure); cleared when someone turns it on again. */
    disabledReason: text("disabled_reason"),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    secret: text("secret").notNull(),
    previousSecret: text("previous_secret"),
    previousSecretExpiresAt: timestamp("previous_secret_expires_at", { withTimezone: true }),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("webhooks_company_idx").on(t.companyId)],
);

export const WEBHOOK_DELIVERY_STATES = ["pending", "queued", "succeeded", "failed"] as const;

/** One event for one hook: what is sent (the payload, fixed at emit time) and how it went. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: id(),
    webhookId: integer("webhook_id")
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** The event's id, the same for every hook and every attempt: receivers de-duplicate by it. */
    eventId: uuid("event_id").notNull(),
    eventType: text("event_type").notNull(),
    /** The survey result the event is about, if any (so erasing a person finds their deliveries). */
    surveyResultId: integer("survey_result_id"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    state: text("state", { enum: WEBHOOK_DELIVERY_STATES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** The delivery this one repeats (manual redelivery). */
    redeliveryOf: integer("redelivery_of"),
    lastStatusCode: integer("last_status_code"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("webhook_deliveries_hook_idx").on(t.webhookId, t.createdAt),
    index("webhook_deliveries_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.state} = 'pending'`),
    index("webhook_deliveries_result_idx").on(t.surveyResultId),
  ],
);

/** The delivery log: every HTTP attempt with its status code, duration and error. */
export const webhookDeliveryAttempts = pgTable(
  "webhook_delivery_attempts",
  {
    id: id(),
    deliveryId: integer("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    statusCode: integer("status_code"),
    durationMs: integer("duration_ms").notNull(),
    error: text("error"),
    createdAt: createdAt(),
  },
  (t) => [index("webhook_delivery_attempts_delivery_idx").on(t.deliveryId, t.attempt)],
);
