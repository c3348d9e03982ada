// What the interview-question operations share: who manages a company's questions, finding a question or a
// benchmark inside the caller's scope, and a candidate's questions (gap-based against a benchmark, then the
// company's own). The instant interview (api/instant-interviews/) chooses its questions from the same.
import { and, asc, eq } from "drizzle-orm";
import { usableTargets, type BenchmarkTargets, type FitPolicy } from "../../domain/assessment/fit";
import {
  customQuestionKey,
  gapQuestions,
  percentilesOf,
  type InterviewQuestion,
} from "../../domain/interview-questions";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import {
  companies,
  customInterviewQuestions,
  pipelineStatuses,
  pipelines,
  surveyResults,
} from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import { ApiError } from "../http/errors";
import { applicableBenchmarks, benchmarkForResult } from "../role-benchmarks/candidate-benchmark";
import type { Executor } from "../survey-results/model";
import type { CustomQuestionJson } from "./contract";

type Result = typeof surveyResults.$inferSelect;
type Row = typeof customInterviewQuestions.$inferSelect;

export const toCustomQuestionJson = (row: Row): CustomQuestionJson => ({
  id: row.id,
  company_id: row.companyId,
  text: row.text,
  listen_for: row.listenFor,
  stages: row.stages ?? null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** A company question whose company lies in the actor's scope; 404 otherwise. */
export async function findQuestionInScope(db: Database, actor: Actor, id: number): Promise<Row> {
  const [row] = await db
    .select({ question: customInterviewQuestions })
    .from(customInterviewQuestions)
    .innerJoin(companies, eq(companies.id, customInterviewQuestions.companyId))
    .where(and(eq(customInterviewQuestions.id, id), companiesInScope(actor)));
  if (!row) throw ApiError.notFound("Interview question not found");
  return row.question;
}

/** 400 unless every stage is the name of a stage in one of the company's pipelines. */
export async function checkStages(db: Executor, companyId: number, stages: string[] | null | undefined) {
  if (!stages?.length) return;
  const rows = await db
    .select({ name: pipelineStatuses.name })
    .from(pipelineStatuses)
    .innerJoin(pipelines, eq(pipelines.id, pipelineStatuses.pipelineId))
    .where(eq(pipelines.companyId, companyId));
  const names = new Set(rows.map((r) => r.name));
  const errors = stages
    .map((stage, i) => ({ stage, i }))
    .filter(({ stage }) => !names.has(stage))
    .map(({ i }) => ({ path: `stages.${i}`, message: "is not a stage of your company's pipelines" }));
  if (errors.length) throw ApiError.badRequest(errors);
}

/** Whether a company question is asked at a pipeline stage (no stages: at every one). */
export const askedAt = (row: Pick<Row, "stages">, stage: string) => !row.stages?.length || row.stages.includes(stage);

/** A company's own questions, oldest first. */
export const customQuestionsOf = (db: Executor, companyId: number) =>
  db
    .select()
    .from(customInterviewQuestions)
    .where(eq(customInterviewQuestions.companyId, companyId))
    .orderBy(asc(customInterviewQuestions.createdAt), asc(customInterviewQuestions.id));

export const asInterviewQuestion = (row: Row): InterviewQuestion => ({
  key: customQuestionKey(row.id),
  kind: "custom",
  scale: null,
  text: row.text,
  listenFor: row.listenFor,
});

export interface ChosenBenchmark {
  id: number;
  name: string;
  /** The targets the questions may use: the benchmark's own without the facets the company's fit leaves out. */
  targets: BenchmarkTargets;
  source: "picked" | "job" | "role";
  /** Why this one, for staff ("the benchmark of the job Front Desk Coordinator"). */
  reason: string;
  /** The company's fit policy the targets were cut by (pass it on to a fit). */
  policy: FitPolicy;
}

/** The benchmarks that apply to a company's candidates: its own and those for every company, by name. */
export const benchmarksForCompany = applicableBenchmarks;

/**
 * The benchmark a candidate is interviewed against: the one rule of every view of a candidate (ADR 056) — the one
 * picked for the page (404 if it does not apply to the candidate's company), else the job's, else the role's, else
 * none (null; chooseBenchmarkWithReason also says why).
 */
export async function chooseBenchmark(
  db: Executor,
  result: Pick<Result, "id" | "companyId" | "roleName">,
  pickedId?: number,
): Promise<ChosenBenchmark | null> {
  return (await chooseBenchmarkWithReason(db, result, pickedId)).benchmark;
}

/** chooseBenchmark, with the rule's reason also when no benchmark applies. */
export async function chooseBenchmarkWithReason(
  db: Executor,
  result: Pick<Result, "id" | "companyId" | "roleName">,
  pickedId?: number,
): Promise<{ benchmark: ChosenBenchmark | null; reason: string; benchmarks: { id: number; name: string }[] }> {
  const { choice, policy, benchmarks } = await benchmarkForResult(db, result, pickedId);
  const b = choice.benchmark;
  return {
    benchmark:
      b && choice.source !== "none"
        ? {
            id: b.id,
            name: b.name,
            targets: usableTargets(b.targets, policy),
            source: choice.source,
            reason: choice.reason,
            policy,
          }
        : null,
    reason: choice.reason,
    benchmarks: benchmarks.map((x) => ({ id: x.id, name: x.name })),
  };
}

/** A candidate's questions: gap-based against the benchmark (when scored), then the company's own. */
export function mergeQuestions(
  result: Pick<Result, "scores">,
  benchmark: ChosenBenchmark | null,
  custom: Row[],
): InterviewQuestion[] {
  const gaps =
    result.scores && benchmark
      ? gapQuestions({ percentiles: percentilesOf(result.scores), targets: normalised(benchmark.targets) })
      : [];
  return [...gaps, ...custom.map(asInterviewQuestion)];
}

/** Benchmarks stored before facets existed have none. */
export const normalised = (targets: BenchmarkTargets): BenchmarkTargets => ({
  domains: targets.domains,
  facets: targets.facets ?? {},
});
