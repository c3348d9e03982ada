import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { surveyResults } from "./assessment";
import { createdAt, id } from "./columns";
import { users } from "./tenancy";

/**
 * Notes staff keep about a candidate (a survey result). Deleting one sets `deleted_at`, so Undo brings back the same
 * note; deleted notes are never listed.
 */
export const candidateNotes = pgTable(
  "candidate_notes",
  {
    id: id(),
    surveyResultId: integer("survey_result_id")
      .notNull()
      .references(() => surveyResults.id, { onDelete: "cascade" }),
    authorUserId: integer("author_user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [index("candidate_notes_result_idx").on(t.surveyResultId, t.createdAt)],
);

/** Spec §7 POST /survey-results/track-event: what staff did with a result (viewed or printed the report…). */
export const surveyResultEvents = pgTable(
  "survey_result_events",
  {
    id: id(),
    surveyResultId: integer("survey_result_id")
      .notNull()
      .references(() => surveyResults.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The super admin behind it in a proxy session. */
    proxySuperUserId: integer("proxy_super_user_id").references(() => users.id, { onDelete: "set null" }),
    event: text("event").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("survey_result_events_result_idx").on(t.surveyResultId, t.createdAt)],
);
