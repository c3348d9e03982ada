// Starting an instant interview. Other features call `startInstantInterview` (a funnel may end in one) and send the
// candidate its link; the public `start` operation runs after the assessment when the brand's "interview after
// application" or "interview after benchmark" applies to the candidate.
import { and, eq } from "drizzle-orm";
import brand from "~brand";
import { instantInterviewQuestions, type InterviewQuestion } from "../../domain/interview-questions";
import type { Database } from "../../server/db/client";
import { instantInterviews, jobApplications, jobs, surveyResults } from "../../server/db/schema/index";
import { chooseBenchmark, customQuestionsOf, mergeQuestions, asInterviewQuestion } from "../interview-questions/model";
import type { InstantInterviewJson } from "./contract";
import { findByUuid, instantInterviewLink, noInstantInterview, toInstantInterviewJson } from "./model";

/** Why an instant interview was started. */
export type InstantInterviewReason = "application" | "benchmark" | "campaign";

/** At most this many questions, at least this many when there are enough (an instant interview asks 3–5). */
export const MAX_QUESTIONS = 5;
export const MIN_QUESTIONS = 3;

type Result = typeof surveyResults.$inferSelect;

/**
 * The questions an instant interview asks: one gap question per misaligned or confirmed trait, largest gap first,
 * up to five; fewer than three are topped up with the company's own questions.
 */
async function chooseQuestions(db: Database, result: Result) {
  const benchmark = await chooseBenchmark(db, result);
  const custom = await customQuestionsOf(db, result.companyId);
  const gap = instantInterviewQuestions(mergeQuestions(result, benchmark, []), MAX_QUESTIONS);
  const questions: InterviewQuestion[] =
    gap.length >= MIN_QUESTIONS ? gap : [...gap, ...custom.map(asInterviewQuestion)].slice(0, MIN_QUESTIONS);
  return { benchmark, questions };
}

/**
 * Starts (or finds) the instant interview of a submitted assessment and answers its link, or null when there is
 * nothing to ask (not scored yet, no benchmark and no company questions) or the brand has no interview questions.
 * Idempotent: a second call answers the first interview, whatever the reason.
 */
export async function startInstantInterview(
  db: Database,
  surveyResultId: number,
  reason: InstantInterviewReason = "campaign",
): Promise<{ link: string; uuid: string } | null> {
  if (!brand.features.interviewQuestions) return null;
  const [result] = await db.select().from(surveyResults).where(eq(surveyResults.id, surveyResultId));
  if (!result || !result.scores || !result.submittedAt) return null;
  const [existing] = await db
    .select({ id: instantInterviews.id })
    .from(instantInterviews)
    .where(eq(instantInterviews.surveyResultId, result.id));
  if (!existing) {
    const { benchmark, questions } = await chooseQuestions(db, result);
    if (!questions.length) return null;
    // A second start racing this one meets the unique index and keeps the first.
    await db
      .insert(instantInterviews)
      .values({ surveyResultId: result.id, roleBenchmarkId: benchmark?.id ?? null, reason, questions })
      .onConflictDoNothing();
  }
  return { link: instantInterviewLink(result.uuid), uuid: result.uuid };
}

/** Which of the brand's "interview after …" applies to a candidate, if any. */
async function reasonFor(db: Database, result: Result): Promise<InstantInterviewReason | null> {
  if (brand.features.interviewAfterApplication) {
    // A job may turn it off for its applicants (jobs.interview_after_application).
    const [applied] = await db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(and(eq(jobApplications.surveyResultId, result.id), eq(jobs.interviewAfterApplication, true)))
      .limit(1);
    if (applied) return "application";
  }
  if (brand.features.interviewAfterBenchmark && (await chooseBenchmark(db, result))) return "benchmark";
  return null;
}

/** POST /instant-interviews/{uuid}/start: after the assessment, when one of the brand's triggers applies. */
export async function startAfterAssessment(db: Database, uuid: string): Promise<InstantInterviewJson> {
  const [result] = await db.select().from(surveyResults).where(eq(surveyResults.uuid, uuid));
  if (!result || !result.submittedAt || result.archivedAt) throw noInstantInterview();
  const [existing] = await db
    .select({ id: instantInterviews.id })
    .from(instantInterviews)
    .where(eq(instantInterviews.surveyResultId, result.id));
  if (!existing) {
    const reason = await reasonFor(db, result);
    if (!reason || !(await startInstantInterview(db, result.id, reason))) throw noInstantInterview();
  }
  return toInstantInterviewJson(await findByUuid(db, uuid));
}
