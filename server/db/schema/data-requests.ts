import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { surveyResults } from "./assessment";
import { createdAt, id } from "./columns";
import { companies, users } from "./tenancy";

/**
 * A request a person filed about their own data or a decision, from the rights portal on their own report's link
 * (api/data-requests/): human review, an accommodation, a correction, their data, its deletion. It belongs to the
 * company and outlives the person: erasing them sets `survey_result_id` to null (the request stays, nameless, as the
 * record that it was handled) and the portal's own erasure empties `details`. `due_at` is the 30-day clock.
 */
export const dataRequests = pgTable(
  "data_requests",
  {
    id: id(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    surveyResultId: integer("survey_result_id").references(() => surveyResults.id, { onDelete: "set null" }),
    type: text("type").notNull(),
    status: text("status").notNull().default("open"),
    /** What the person wrote (required for a correction); null when they wrote nothing or were erased. */
    details: text("details"),
    assigneeUserId: integer("assignee_user_id").references(() => users.id, { onDelete: "set null" }),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("data_requests_company_due_idx").on(t.companyId, t.status, t.dueAt),
    index("data_requests_result_idx").on(t.surveyResultId),
  ],
);
