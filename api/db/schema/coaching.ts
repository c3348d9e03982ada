import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uuid, uniqueIndex } from "drizzle-orm/pg-core";
import type { ActionPlanGoal } from "../../../domain/coaching/action-plan";
import { surveyResults } from "./assessment";
import { createdAt, id } from "./columns";
import { users } from "./tenancy";

/**
 * The action plan of a growth report (one per survey result): goals with steps and dates that the coach and the
 * person edit together. Saved as a whole; `version` refuses a save made from a stale copy (409).
 */
export const actionPlans = pgTable("action_plans", {
  surveyResultId: integer("survey_result_id")
    .primaryKey()
    .references(() => surveyResults.id, { onDelete: "cascade" }),
  goals: jsonb("goals").$type<ActionPlanGoal[]>().notNull().default(sql`'[]'::jsonb`),
  version: integer("version").notNull().default(1),
  updatedByUserId: integer("updated_by_user_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Who coaches whom: a staff user coaches the person of a survey result (one coach per result). */
export const coachingAssignments = pgTable(
  "coaching_assignments",
  {
    surveyResultId: integer("survey_result_id")
      .primaryKey()
      .references(() => surveyResults.id, { onDelete: "cascade" }),
    coachUserId: integer("coach_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("coaching_assignments_coach_idx").on(t.coachUserId)],
);

/** A coaching session held with a person: when, by whom, and the coach's notes. */
export const coachingSessions = pgTable(
  "coaching_sessions",
  {
    id: id(),
    surveyResultId: integer("survey_result_id")
      .notNull()
      .references(() => surveyResults.id, { onDelete: "cascade" }),
    coachUserId: integer("coach_user_id").references(() => users.id, { onDelete: "set null" }),
    heldOn: date("held_on", { mode: "string" }).notNull(),
    notes: text("notes").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("coaching_sessions_result_idx").on(t.surveyResultId, t.heldOn),
    check("coaching_sessions_notes_length", sql`length(${t.notes}) <= 10000`),
  ],
);

/**
 * A read-only link to one report (spec §7 survey-results `public/encode-report-payload`). The link carries an
 * encrypted, signed payload naming this row; the row makes it revocable and records its expiry.
 */
export const reportShares = pgTable(
  "report_shares",
  {
    id: id(),
    /** Random: what the encrypted payload names, so a payload never reveals a sequential id. */
    uuid: uuid("uuid").notNull().defaultRandom(),
    surveyResultId: integer("survey_result_id")
      .notNull()
      .references(() => surveyResults.id, { onDelete: "cascade" }),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastOpenedAt: timestamp("last_opened_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("report_shares_uuid_idx").on(t.uuid),
    index("report_shares_result_idx").on(t.surveyResultId, t.createdAt),
  ],
);
