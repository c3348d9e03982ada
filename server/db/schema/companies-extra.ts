import { customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { companies, users } from "./tenancy";

/** Raw bytes (PostgreSQL bytea); PGlite answers Uint8Array and node-postgres Buffer, both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A company's logo: one image per company, kept in the database so every server instance serves the same one.
 * Only PNG and JPEG, at most 1 MB, checked by their magic bytes (never SVG, which can carry scripts).
 */
export const companyLogos = pgTable("company_logos", {
  companyId: integer("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  contentType: text("content_type", { enum: ["image/png", "image/jpeg"] }).notNull(),
  data: bytea("data").notNull(),
  /** SHA-256 of the bytes (hex): the ETag of the served image. */
  sha256: text("sha256").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedByUserId: integer("updated_by_user_id").references(() => users.id, { onDelete: "set null" }),
});

/** Spec §7 "company events create-bulk": things that happened in a company, as the app reports them. */
export const companyEvents = pgTable(
  "company_events",
  {
    id: id(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** Who reported it (the acting user; in a proxy session the impersonated one). */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The super admin behind the event, when it was reported in a proxy session. */
    proxySuperUserId: integer("proxy_super_user_id").references(() => users.id, { onDelete: "set null" }),
    description: text("description").notNull(),
    metadata: jsonb("metadata").$type<Record<string, unknown>>(),
    timestamp: timestamp("timestamp", { withTimezone: true }).notNull(),
    /** The caller's id for the event: sending it again finds this row instead of adding another. */
    eventId: text("event_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("company_events_company_idx").on(t.companyId, t.timestamp),
    uniqueIndex("company_events_event_id_idx").on(t.companyId, t.eventId),
  ],
);

/**
 * Companies created by the HubSpot webhook, keyed by HubSpot's object id: a retried delivery finds its row and
 * answers with the company it made the first time instead of creating another.
 */
export const hubspotCompanyImports = pgTable("hubspot_company_imports", {
  objectId: text("object_id").primaryKey(),
  eventId: text("event_id"),
  companyId: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});
