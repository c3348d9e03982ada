// What the AI features keep (api/candidate-analysis, api/chat): a candidate's hiring summary with its interview
// questions, and the managers' chats about a candidate. Rows belong to a survey result and go with it.
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { surveyResults } from "./assessment";
import { roleBenchmarks } from "./benchmarks";
import { users } from "./tenancy";

/** Who wrote a stored text: the configured endpoint (`ai`) or the embedded, deterministic default. */
export type AiSource = "ai" | "default";

/** A hiring summary section list and the questions, as stored (api/candidate-analysis/contract.ts's shapes). */
export interface StoredAnalysis {
  overview: string;
  strengths: string[];
  risks: string[];
  benchmark_fit: string;
  explore: string[];
  /** What the resume and the written answers add (absent in summaries written before they were read). */
  background?: string[];
  /** What it was written from ("the assessment report", "the resume", "2 application answers"…). */
  sources?: string[];
}
export interface StoredQuestion {
  /** The interview question's key (domain/interview-questions.ts) when it is one of the gap questions. */
  key: string | null;
  question: string;
  /** Why to ask it: the gap or strength it probes. */
  purpose: string;
  kind: "probe" | "confirm";
  trait: string | null;
}

/** One analysis per survey result; generating again replaces it. */
export const candidateAnalyses = pgTable(
  "candidate_analyses",
  {
    id: id(),
    surveyResultId: integer("survey_result_id")
      .notNull()
      .references(() => surveyResults.id, { onDelete: "cascade" }),
    analysis: jsonb("analysis").$type<StoredAnalysis>().notNull(),
    questions: jsonb("questions").$type<StoredQuestion[]>().notNull(),
    source: text("source", { enum: ["ai", "default"] }).notNull(),
    model: text("model"),
    generatedByUserId: integer("generated_by_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The benchmark the summary's fit was written against (the page's, ADR 056); null without one. */
    roleBenchmarkId: integer("role_benchmark_id").references(() => roleBenchmarks.id, { onDelete: "set null" }),
    /** Its name then (kept if the benchmark is renamed or deleted). */
    benchmarkName: text("benchmark_name"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("candidate_analyses_result_idx").on(t.surveyResultId)],
);

/** What an answer rests on: a report section, a template answer, an instant-interview answer, a resume passage… */
export interface StoredCitation {
  kind: "report" | "score" | "application_answer" | "interview_answer" | "resume" | "analysis";
  /** A stable reference within its kind (a trait key, a question id…). */
  ref: string;
  /** What the chip says, e.g. "Report: Conscientiousness". */
  label: string;
  /** The quoted passage. */
  quote: string;
}

/**
 * A manager's chat about one candidate: each manager has their own conversation per survey result (questions and
 * answers in order); an answer carries its citations and the manager's thumbs up/down with an optional comment.
 */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: id(),
    surveyResultId: integer("survey_result_id")
      .notNull()
      .references(() => surveyResults.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    citations: jsonb("citations").$type<StoredCitation[]>().notNull().default([]),
    source: text("source", { enum: ["ai", "default"] }),
    model: text("model"),
    rating: text("rating", { enum: ["up", "down"] }),
    feedbackComment: text("feedback_comment"),
    feedbackAt: timestamp("feedback_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("chat_messages_result_user_idx").on(t.surveyResultId, t.userId, t.id)],
);
