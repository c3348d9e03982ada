// The record of every AI call (api/ai-calls/, docs/decisions/076-ai-call-record-append-only.md): one row per call of
// the AI port, whether the endpoint or the embedded default answered. Append-only: a trigger (migration 0035)
// refuses every UPDATE, and a DELETE unless it is the retention purge or goes with the person's data (their survey
// result or application being erased or cleaned up, by foreign-key cascade).
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { surveyResults } from "./assessment";
import { jobApplications } from "./jobs";
import { companies, users } from "./tenancy";

/** One input of a prompt: its id (the prompt variable's name, or `history`) and the SHA-256 of what was sent. */
export interface AiCallInput {
  id: string;
  sha256: string;
}

/** What an answer cites: a report section, a resume passage, an answer… (the feature's own references). */
export interface AiCallCitation {
  kind: string;
  ref: string;
  label?: string;
}

export const aiCalls = pgTable(
  "ai_calls",
  {
    id: id(),
    /** The company whose data the prompt carried (null only for a text about no company's people). */
    companyId: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    /** Who asked: the signed-in user (no foreign key, as in the audit trail: the record outlives the user). */
    userId: integer("user_id"),
    /** The person it evaluated, when it evaluated one: the record goes with their data at erasure. */
    surveyResultId: integer("survey_result_id").references(() => surveyResults.id, { onDelete: "cascade" }),
    applicationId: integer("application_id").references(() => jobApplications.id, { onDelete: "cascade" }),
    /** The feature that asked, e.g. `candidate_analysis`, `chat_answer`, `resume_analysis`, `job_ad`. */
    feature: text("feature").notNull(),
    /** `ai`: the endpoint answered; `default`: the embedded default did (no endpoint, or the company's AI is off). */
    source: text("source", { enum: ["ai", "default"] }).notNull(),
    /** The model that answered; `none` when the embedded default did. */
    model: text("model").notNull(),
    /** Why the default answered (`no_endpoint`, `ai_switched_off`); null when the endpoint did. */
    fallback: text("fallback"),
    /** `answered`, or `failed` when the endpoint did not give a usable answer (nothing was stored then). */
    outcome: text("outcome", { enum: ["answered", "failed"] }).notNull(),
    /** The prompt template (its file name in api/ai/prompts) and the SHA-256 of the file's text. */
    promptId: text("prompt_id").notNull(),
    promptSha256: text("prompt_sha256").notNull(),
    /** Whether the inputs were stripped of the person's identifying details (domain/redaction.ts). */
    redacted: boolean("redacted").notNull(),
    inputs: jsonb("inputs").$type<AiCallInput[]>().notNull(),
    /** The answer as the feature received it (null when the call failed). */
    output: jsonb("output").$type<unknown>(),
    citations: jsonb("citations").$type<AiCallCitation[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index("ai_calls_company_idx").on(t.companyId, t.createdAt),
    index("ai_calls_result_idx").on(t.surveyResultId),
    index("ai_calls_application_idx").on(t.applicationId),
    index("ai_calls_created_idx").on(t.createdAt),
  ],
);

/** How long a company keeps its AI-call record: 6 months unless it chooses longer, at most 4 years (48 months). */
export const companyAiCallSettings = pgTable(
  "company_ai_call_settings",
  {
    companyId: integer("company_id")
      .primaryKey()
      .references(() => companies.id, { onDelete: "cascade" }),
    retentionMonths: integer("retention_months").notNull(),
    updatedByUserId: integer("updated_by_user_id").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("company_ai_call_settings_months", sql`${t.retentionMonths} between 6 and 48`)],
);
