// A company's settings for its adverse-impact figures (docs/adverse-impact.md): the fit at or above which a candidate
// counts as passing a benchmark. No row: the default (DEFAULT_PASS_THRESHOLD in domain/adverse-impact.ts).
import { sql } from "drizzle-orm";
import { check, integer, pgTable, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";
import { companies, users } from "./tenancy";

export const adverseImpactSettings = pgTable(
  "adverse_impact_settings",
  {
    companyId: integer("company_id")
      .primaryKey()
      .references(() => companies.id, { onDelete: "cascade" }),
    passThreshold: integer("pass_threshold").notNull().default(70),
    updatedByUserId: integer("updated_by_user_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("adverse_impact_settings_threshold_valid", sql`${t.passThreshold} between 1 and 100`)],
);
