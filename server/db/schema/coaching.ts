import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { ActionPlanGoal } from "../../../domain/coaching/action-plan";
import { surveyResults } from "./assessment";
import { createdAt, id } from "./columns";
import { companies, departments, locations, users } from "./tenancy";

/**
 * The action plan of a growth report (one per survey result): goals with steps and dates that the coach and the
 * person edit together. Saved as a whole; `version` refuses a save made from a stale copy (409).
 */
export const actionPlans = pgTable("action_plans", {
  surveyResultId: integer("survey_result_id")
    .primaryKey()
    .references(() => surveyResults.id, { onDelete: "cascade" }),
  goals: jsonb("goals")
    .$type<ActionPlanGoal[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
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

/** A team: a named set of people (custom), or everyone assessed in one department or location of the company. */
export const TEAM_KINDS = ["custom", "department", "location"] as const;
export type TeamKind = (typeof TEAM_KINDS)[number];

export const teams = pgTable(
  "teams",
  {
    id: id(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    kind: text("kind", { enum: TEAM_KINDS }).notNull().default("custom"),
    /** For a department team: whose members are the department's people, as they are when the team is read. */
    departmentId: integer("department_id").references(() => departments.id, { onDelete: "cascade" }),
    locationId: integer("location_id").references(() => locations.id, { onDelete: "cascade" }),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("teams_company_name_idx").on(t.companyId, sql`lower(${t.name})`),
    check("teams_name_length", sql`length(${t.name}) between 1 and 120`),
    check(
      "teams_kind_source",
      sql`(${t.kind} = 'custom' and ${t.departmentId} is null and ${t.locationId} is null)
        or (${t.kind} = 'department' and ${t.departmentId} is not null and ${t.locationId} is null)
        or (${t.kind} = 'location' and ${t.locationId} is not null and ${t.departmentId} is null)`,
    ),
  ],
);

/** The people of a custom team (department and location teams have none stored). */
export const teamMembers = pgTable(
  "team_members",
  {
    teamId: integer("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    surveyResultId: integer("survey_result_id")
      .notNull()
      .references(() => surveyResults.id, { onDelete: "cascade" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "team_members_pkey", columns: [t.teamId, t.surveyResultId] }),
    index("team_members_result_idx").on(t.surveyResultId),
  ],
);

/** What a view share shows: a comparison of people, a team view, or the conflict tool's two sides. */
export const VIEW_SHARE_KINDS = ["comparison", "team", "conflict"] as const;
export type ViewShareKind = (typeof VIEW_SHARE_KINDS)[number];

/**
 * A read-only link to a comparison, a team view or a conflict plan, made like a report share. The view is
 * computed afresh when the link opens, with its maker's permissions of that moment: a link never shows more than its
 * maker may still see, and stops once its maker is deactivated.
 */
export const viewShares = pgTable(
  "view_shares",
  {
    id: id(),
    uuid: uuid("uuid").notNull().defaultRandom(),
    kind: text("kind", { enum: VIEW_SHARE_KINDS }).notNull(),
    /** The view's input as its API takes it (survey result ids, a team id…), validated when the link was made. */
    subject: jsonb("subject").$type<Record<string, unknown>>().notNull(),
    /** kind + the subject's ids in a fixed order: the links to one view, whatever order its people were named in. */
    subjectKey: text("subject_key").notNull(),
    /** The company of the view's first person or its team: whose staff may list and revoke its links. */
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastOpenedAt: timestamp("last_opened_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("view_shares_uuid_idx").on(t.uuid),
    index("view_shares_subject_idx").on(t.companyId, t.subjectKey, t.createdAt),
    check("view_shares_subject_key_length", sql`length(${t.subjectKey}) <= 200`),
  ],
);
