import { integer, pgTable, timestamp } from "drizzle-orm/pg-core";
import { companies, users } from "./tenancy";

/**
 * A company's data-care settings: how long its people's assessments are kept (api/utils/clean-up-data.ts removes
 * older ones). Null keeps them until someone erases them.
 */
export const companyDataSettings = pgTable("company_data_settings", {
  companyId: integer("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  retentionDays: integer("retention_days"),
  updatedByUserId: integer("updated_by_user_id").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
