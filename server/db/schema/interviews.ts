// Interviewing (hiring brand): a company's own interview questions, the interviewer's notes and rating
// per candidate and question, and the instant interview a candidate answers in writing after the assessment.
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { InterviewQuestion } from "../../../domain/interview-questions";
import { surveyResults } from "./assessment";
import { roleBenchmarks } from "./benchmarks";
import { createdAt, id } from "./columns";
import { companies, users } from "./tenancy";

/** A company's own interview question, asked of every candidate beside the gap-based ones (key "custom:{id}"). */
export const customInterviewQuestions = pgTable(
  "custom_interview_questions",
  {
    id: id(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    listenFor: text("listen_for"),
    /** The pipeline stage names whose interview kit holds it; null for every stage. */
    stages: jsonb("stages").$type<string[]>(),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("custom_interview_questions_company_idx").on(t.companyId, t.id),
    check("custom_interview_questions_text_length", sql`length(${t.text}) between 1 and 1000`),
  ],
);

/** The interviewer's notes and 1–5 rating for one question asked of one candidate (a survey result). */
export const interviewNotes = pgTable(
  "interview_notes",
  {
    id: id(),
    surveyResultId: integer("survey_result_id")
      .notNull()
      .references(() => surveyResults.id, { onDelete: "cascade" }),
    /** The question's stable key (domain/interview-questions.ts): "gap:…", "confirm:…" or "custom:{id}". */
    questionKey: text("question_key").notNull(),
    notes: text("notes").notNull().default(""),
    rating: smallint("rating"),
    updatedByUserId: integer("updated_by_user_id").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("interview_notes_result_key_idx").on(t.surveyResultId, t.questionKey),
    check("interview_notes_rating_range", sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

/**
 * A candidate's instant interview: the questions chosen when it started (kept, so a changed benchmark or question
 * bank never changes what the candidate is answering), its answers, and when it was submitted. The candidate opens
 * it with their assessment's random uuid, like the assessment itself.
 */
export const instantInterviews = pgTable(
  "instant_interviews",
  {
    id: id(),
    surveyResultId: integer("survey_result_id")
      .notNull()
      .references(() => surveyResults.id, { onDelete: "cascade" }),
    roleBenchmarkId: integer("role_benchmark_id").references(() => roleBenchmarks.id, { onDelete: "set null" }),
    /** What started it: "application", "benchmark" or "campaign". */
    reason: text("reason").notNull(),
    questions: jsonb("questions").$type<InterviewQuestion[]>().notNull(),
    /** Answers by question key, as last saved. */
    answers: jsonb("answers").$type<Record<string, string>>().notNull().default({}),
    startedAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("instant_interviews_result_idx").on(t.surveyResultId)],
);
