// What the scorecard operations share: a candidate's kit at a stage (the interview's questions grouped under the
// attributes they rate), a scorecard as JSON, whether a caller may see another interviewer's scorecard, and the
// company's setting.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import { kitAttributes, type Anchors, type KitAttribute } from "../../domain/scorecards";
import type { Database } from "../../server/db/client";
import {
  customInterviewQuestions,
  customQuestionAttributes,
  jobApplications,
  jobs,
  pipelineStatuses,
  scorecardRatings,
  scorecardSettings,
  scorecards,
  surveyResults,
  users,
} from "../../server/db/schema/index";
import { askedAt, chooseBenchmarkWithReason, customQuestionsOf, mergeQuestions } from "../interview-questions/model";
import type { Executor } from "../survey-results/model";
import type { ScorecardJson } from "./contract";

export type Result = typeof surveyResults.$inferSelect;
type ScorecardRow = typeof scorecards.$inferSelect;

/** Whether interviewers of a company see others' scorecards only after submitting their own (default on). */
export async function hidesUntilSubmitted(db: Executor, companyId: number): Promise<boolean> {
  const [row] = await db.select().from(scorecardSettings).where(eq(scorecardSettings.companyId, companyId));
  return row?.hideUntilSubmitted ?? true;
}

/** The company questions' attributes, by question key ("custom:12"). */
async function customAttributesOf(db: Executor, companyId: number) {
  const rows = await db
    .select({
      id: customQuestionAttributes.questionId,
      name: customQuestionAttributes.name,
      anchors: customQuestionAttributes.anchors,
    })
    .from(customQuestionAttributes)
    .innerJoin(customInterviewQuestions, eq(customInterviewQuestions.id, customQuestionAttributes.questionId))
    .where(eq(customInterviewQuestions.companyId, companyId));
  return new Map(rows.map((r) => [`custom:${r.id}`, { name: r.name, anchors: r.anchors as Anchors }]));
}

/** The job the candidate applied for in its own company (the first application), if any. */
export async function jobOf(db: Executor, result: Pick<Result, "id" | "companyId">) {
  const [row] = await db
    .select({ applicationId: jobApplications.id, jobId: jobs.id, title: jobs.title })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(and(eq(jobApplications.surveyResultId, result.id), eq(jobs.companyId, result.companyId)))
    .orderBy(asc(jobApplications.createdAt), asc(jobApplications.id))
    .limit(1);
  return row ?? null;
}

export interface Kit {
  attributes: KitAttribute[];
  unratedQuestionCount: number;
  unratedQuestions: { question_id: number; text: string }[];
  benchmark: { id: number; name: string } | null;
  benchmarkReason: string;
}

/**
 * A candidate's kit at a stage: the interview's questions (gap-based against the one rule's benchmark, then the
 * company's own asked at that stage) under their attributes.
 */
export async function kitOf(db: Executor, result: Result, stage: string, pickedBenchmarkId?: number): Promise<Kit> {
  const [chosen, custom, attributes] = await Promise.all([
    chooseBenchmarkWithReason(db, result, pickedBenchmarkId),
    customQuestionsOf(db, result.companyId),
    customAttributesOf(db, result.companyId),
  ]);
  const questions = mergeQuestions(
    result,
    chosen.benchmark,
    custom.filter((q) => askedAt(q, stage)),
  );
  const kit = kitAttributes(questions, attributes);
  const unrated = custom.filter((q) => !attributes.has(`custom:${q.id}`));
  return {
    attributes: kit,
    unratedQuestionCount: unrated.length,
    unratedQuestions: unrated.map((q) => ({ question_id: q.id, text: q.text })),
    benchmark: chosen.benchmark ? { id: chosen.benchmark.id, name: chosen.benchmark.name } : null,
    benchmarkReason: chosen.reason,
  };
}

/** The stages a candidate can be interviewed at: its pipeline's statuses in order, with its current one. */
export async function stagesOf(db: Executor, result: Pick<Result, "pipelineId" | "status">): Promise<string[]> {
  const names = result.pipelineId
    ? (
        await db
          .select({ name: pipelineStatuses.name })
          .from(pipelineStatuses)
          .where(eq(pipelineStatuses.pipelineId, result.pipelineId))
          .orderBy(asc(pipelineStatuses.position))
      ).map((r) => r.name)
    : [];
  return names.includes(result.status) ? names : [...names, result.status];
}

/** Scorecards with their interviewers' names and ratings, as JSON. */
export async function scorecardsAsJson(db: Executor, rows: ScorecardRow[]): Promise<ScorecardJson[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [ratings, people] = await Promise.all([
    db
      .select()
      .from(scorecardRatings)
      .where(inArray(scorecardRatings.scorecardId, ids))
      .orderBy(asc(scorecardRatings.id)),
    db
      .select({ id: users.id, first: users.first, last: users.last })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((r) => r.interviewerUserId))])),
  ]);
  const nameOf = new Map(people.map((p) => [p.id, `${p.first} ${p.last}`.trim()]));
  return rows.map((row) => ({
    id: row.id,
    survey_result_id: row.surveyResultId,
    stage: row.stage,
    job_id: row.jobId,
    interviewer: { id: row.interviewerUserId, name: nameOf.get(row.interviewerUserId) ?? "Former user" },
    status: row.status,
    recommendation: row.recommendation,
    ratings: ratings
      .filter((r) => r.scorecardId === row.id)
      .map((r) => ({ attribute_key: r.attributeKey, rating: r.rating, notes: r.notes })),
    submitted_at: row.submittedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  }));
}

/** The scorecards of a candidate at a stage, oldest first. */
export const scorecardsAt = (db: Executor, surveyResultId: number, stage: string) =>
  db
    .select()
    .from(scorecards)
    .where(and(eq(scorecards.surveyResultId, surveyResultId), eq(scorecards.stage, stage)))
    .orderBy(asc(scorecards.createdAt), asc(scorecards.id));

/**
 * Whether the actor may see others' scorecards of a candidate at a stage: always when the company does not hide
 * them, else once the actor's own there is submitted.
 */
export async function seesOthers(db: Executor, actor: Actor, result: Pick<Result, "id" | "companyId">, stage: string) {
  if (!(await hidesUntilSubmitted(db, result.companyId))) return true;
  const [own] = await db
    .select({ status: scorecards.status })
    .from(scorecards)
    .where(
      and(
        eq(scorecards.surveyResultId, result.id),
        eq(scorecards.stage, stage),
        eq(scorecards.interviewerUserId, actor.id),
      ),
    );
  return own?.status === "submitted";
}

export type { Database };
