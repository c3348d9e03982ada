import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createdAt, id } from "./columns";
import { jobApplications } from "./jobs";
import { companies, users } from "./tenancy";

/** What a resume analysis found, as stored (api/resume-analysis/contract.ts describes each field). */
export interface StoredResumeProfile {
  experience: { employer: string; title: string; start: string | null; end: string | null }[];
  skills: string[];
  education: { institution: string; qualification: string; year: string | null }[];
}
export interface StoredRequirementMatch {
  requirement: string;
  status: "met" | "partly" | "not_found";
  /** The resume passage the verdict rests on (null when nothing was found). */
  evidence: string | null;
}

/**
 * One analysis of an application's resume against its job. A new analysis replaces nothing: the newest per
 * application is the one shown, older ones stay with their feedback. The resume's full text is NOT stored (personal
 * data kept to what the analysis shows): only the structure found and the quoted evidence.
 */
export const resumeAnalyses = pgTable(
  "resume_analyses",
  {
    id: id(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => jobApplications.id, { onDelete: "cascade" }),
    /** Denormalised for tenant scope checks and audit (the job's company). */
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** The resume file analysed: a later upload makes this analysis out of date. */
    resumeKey: text("resume_key").notNull(),
    /** `ai`: the configured model structured it; `default`: the deterministic parser did. */
    source: text("source", { enum: ["ai", "default"] }).notNull(),
    label: text("label"),
    model: text("model"),
    profile: jsonb("profile").$type<StoredResumeProfile>().notNull(),
    matches: jsonb("matches").$type<StoredRequirementMatch[]>().notNull().default([]),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("resume_analyses_application_idx").on(t.applicationId, t.createdAt),
    check("resume_analyses_source_valid", sql`${t.source} in ('ai', 'default')`),
  ],
);

/** A user's thumbs up or down (and comment) on an analysis: one per user and analysis, changed in place. */
export const resumeAnalysisFeedback = pgTable(
  "resume_analysis_feedback",
  {
    id: id(),
    analysisId: integer("analysis_id")
      .notNull()
      .references(() => resumeAnalyses.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: text("rating", { enum: ["up", "down"] }).notNull(),
    comment: text("comment"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("resume_analysis_feedback_user_idx").on(t.analysisId, t.userId),
    check("resume_analysis_feedback_rating_valid", sql`${t.rating} in ('up', 'down')`),
  ],
);
