// What the instant-interview operations share. The candidate opens their instant interview with their assessment's
// random uuid (the same key /survey/take uses): no new token, nothing guessable from an id.
import { eq } from "drizzle-orm";
import { DEFAULT_LANGUAGE, isLanguage } from "../../domain/languages";
import type { Database } from "../../server/db/client";
import { companies, instantInterviews, surveyResults } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import type { Executor } from "../survey-results/model";
import type { InstantInterviewSummaryJson } from "../interview-questions/contract";
import type { InstantInterviewJson } from "./contract";

export type InstantInterviewRow = typeof instantInterviews.$inferSelect;

/** The candidate's page for an assessment's instant interview (path and query: the app knows its own origin). */
export const instantInterviewLink = (uuid: string) => `/instant-interview?id=${uuid}`;

export const noInstantInterview = () => ApiError.notFound("Instant interview not found");

/** The instant interview behind a candidate's uuid, with who they are to the page; 404 if there is none. */
export async function findByUuid(db: Database | Executor, uuid: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      interview: instantInterviews,
      first: surveyResults.first,
      companyName: companies.name,
      companyLanguage: companies.defaultLanguage,
      uuid: surveyResults.uuid,
    })
    .from(instantInterviews)
    .innerJoin(surveyResults, eq(surveyResults.id, instantInterviews.surveyResultId))
    .innerJoin(companies, eq(companies.id, surveyResults.companyId))
    .where(eq(surveyResults.uuid, uuid));
  // Saving and submitting lock the row, so an answer can never slip in beside a submit.
  const [row] = options.lock ? await query.for("update", { of: instantInterviews }) : await query;
  if (!row) throw noInstantInterview();
  return row;
}

/** What the candidate sees: the questions (never what the interviewer listens for), their answers, the state. */
export function toInstantInterviewJson(row: Awaited<ReturnType<typeof findByUuid>>): InstantInterviewJson {
  const { interview } = row;
  return {
    survey_result_uuid: row.uuid,
    company: {
      name: row.companyName,
      default_language: isLanguage(row.companyLanguage) ? row.companyLanguage : DEFAULT_LANGUAGE,
    },
    first: row.first,
    questions: interview.questions.map((q) => ({ key: q.key, text: q.text })),
    answers: interview.questions.map((q) => ({ question_key: q.key, answer: interview.answers[q.key] ?? "" })),
    updated_at: interview.updatedAt.toISOString(),
    submitted_at: interview.submittedAt?.toISOString() ?? null,
  };
}

/** What the interviewer sees on the report: every question with its answer so far. */
export async function instantInterviewSummary(
  db: Executor,
  result: { id: number; uuid: string },
): Promise<InstantInterviewSummaryJson | null> {
  const [row] = await db.select().from(instantInterviews).where(eq(instantInterviews.surveyResultId, result.id));
  if (!row) return null;
  return {
    reason: row.reason,
    started_at: row.startedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    submitted_at: row.submittedAt?.toISOString() ?? null,
    link: instantInterviewLink(result.uuid),
    answers: row.questions.map((q) => ({ question_key: q.key, question: q.text, answer: row.answers[q.key] ?? "" })),
  };
}
