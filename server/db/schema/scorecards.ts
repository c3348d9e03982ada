// Structured interview scorecards (hiring brand): each interviewer's ratings of a candidate, one scorecard per
// candidate (survey result), pipeline stage and interviewer, with a 1–4 rating per attribute and an overall
// recommendation; the attribute and four anchors a company writes for its own questions; and the company's choice
// whether interviewers see each other's scorecards only once their own is submitted.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { surveyResults } from "./assessment";
import { createdAt, id } from "./columns";
import { customInterviewQuestions } from "./interviews";
import { jobApplications, jobs } from "./jobs";
import { companies, users } from "./tenancy";

export const SCORECARD_STATUSES = ["draft", "submitted"] as const;
export const SCORECARD_RECOMMENDATIONS = ["strong_no", "no", "yes", "strong_yes"] as const;

/** One interviewer's scorecard for one candidate at one pipeline stage: a draft until submitted, then final. */
export const scorecards = pgTable(
  "scorecards",
  {
    id: id(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    surveyResultId: integer("survey_result_id")
      .notNull()
      .references(() => surveyResults.id, { onDelete: "cascade" }),
    /** The application the candidate came through, if any, and its job (whose benchmark the kit is drafted from). */
    jobApplicationId: integer("job_application_id").references(() => jobApplications.id, { onDelete: "set null" }),
    jobId: integer("job_id").references(() => jobs.id, { onDelete: "set null" }),
    /** The pipeline status (stage) name the interview belongs to. */
    stage: text("stage").notNull(),
    interviewerUserId: integer("interviewer_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recommendation: text("recommendation", { enum: SCORECARD_RECOMMENDATIONS }),
    status: text("status", { enum: SCORECARD_STATUSES }).notNull().default("draft"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("scorecards_result_stage_interviewer_idx").on(t.surveyResultId, t.stage, t.interviewerUserId),
    index("scorecards_company_idx").on(t.companyId, t.createdAt),
    index("scorecards_interviewer_idx").on(t.interviewerUserId),
    check(
      "scorecards_recommendation_valid",
      sql`${t.recommendation} is null or ${t.recommendation} in ('strong_no', 'no', 'yes', 'strong_yes')`,
    ),
    check("scorecards_status_valid", sql`${t.status} in ('draft', 'submitted')`),
    // A submitted scorecard has its recommendation and its time.
    check(
      "scorecards_submitted_complete",
      sql`${t.status} = 'draft' or (${t.recommendation} is not null and ${t.submittedAt} is not null)`,
    ),
  ],
);

/** One attribute's 1–4 rating on a scorecard (null while a draft leaves it open), with the interviewer's notes. */
export const scorecardRatings = pgTable(
  "scorecard_ratings",
  {
    id: id(),
    scorecardId: integer("scorecard_id")
      .notNull()
      .references(() => scorecards.id, { onDelete: "cascade" }),
    /** The attribute's stable key (domain/scorecards.ts): a trait code "trait:C4" or a company question "custom:12". */
    attributeKey: text("attribute_key").notNull(),
    rating: smallint("rating"),
    notes: text("notes").notNull().default(""),
  },
  (t) => [
    uniqueIndex("scorecard_ratings_scorecard_attribute_idx").on(t.scorecardId, t.attributeKey),
    check("scorecard_ratings_rating_range", sql`${t.rating} is null or ${t.rating} between 1 and 4`),
  ],
);

/** The attribute a company's own question measures, with what a 1, 2, 3 and 4 answer sounds like. */
export const customQuestionAttributes = pgTable(
  "custom_question_attributes",
  {
    questionId: integer("question_id")
      .primaryKey()
      .references(() => customInterviewQuestions.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Four anchors, for ratings 1 to 4. */
    anchors: jsonb("anchors").$type<[string, string, string, string]>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("custom_question_attributes_name_length", sql`length(${t.name}) between 1 and 120`)],
);

/** A company's scorecard settings; no row means the defaults. */
export const scorecardSettings = pgTable("scorecard_settings", {
  companyId: integer("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  /** Whether an interviewer sees others' scorecards only after submitting their own (on by default). */
  hideUntilSubmitted: boolean("hide_until_submitted").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
