import { and, asc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { bandFor } from "../../domain/assessment/bands";
import { fitForScores, type BenchmarkTargets } from "../../domain/assessment/fit";
import type { AssessmentScores } from "../../domain/assessment/scoring";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../db/client";
import { benchmarkScores, companies, roleBenchmarks } from "../db/schema/index";
import { ApiError } from "../http/errors";
import { companiesInScope } from "../services/scope";
import { findSurveyResultInScope, type Executor } from "./find-survey-result";
import type { FitScoreJson } from "./results-contracts";

/** Benchmarks the actor may read: those for every company, and those of a company in the actor's scope. */
export function benchmarksVisibleTo(actor: Actor): SQL {
  return or(isNull(roleBenchmarks.companyId), and(sql`${companies.id} is not null`, companiesInScope(actor)))!;
}

/** Benchmarks that apply to a company's results: the ones for every company and the company's own. */
export const benchmarksFor = (companyId: number) =>
  or(isNull(roleBenchmarks.companyId), eq(roleBenchmarks.companyId, companyId))!;

/** Upserts fit scores: the primary key (result, benchmark) makes a repeated computation write the same row. */
export async function storeFitScores(
  db: Executor,
  rows: { surveyResultId: number; roleBenchmarkId: number; fit: number; benchmarkVersion: number }[],
) {
  if (rows.length === 0) return;
  const now = new Date();
  await db
    .insert(benchmarkScores)
    .values(rows.map((r) => ({ ...r, band: bandFor(r.fit), computedAt: now })))
    .onConflictDoUpdate({
      target: [benchmarkScores.surveyResultId, benchmarkScores.roleBenchmarkId],
      set: {
        fit: sql`excluded.fit`,
        band: sql`excluded.band`,
        benchmarkVersion: sql`excluded.benchmark_version`,
        computedAt: sql`excluded.computed_at`,
      },
    });
}

/**
 * Scores a just-submitted result against every benchmark that applies to its company, in the caller's transaction
 * (a handful of benchmarks: no job needed). A benchmark re-scored later overwrites these rows with its new version.
 */
export async function scoreNewResult(
  db: Executor,
  result: { id: number; companyId: number; scores: AssessmentScores },
) {
  const benchmarks = await db
    .select({ id: roleBenchmarks.id, version: roleBenchmarks.version, targets: roleBenchmarks.targets })
    .from(roleBenchmarks)
    .where(benchmarksFor(result.companyId));
  await storeFitScores(
    db,
    benchmarks.map((b) => ({
      surveyResultId: result.id,
      roleBenchmarkId: b.id,
      fit: fitForScores(result.scores, b.targets).fit,
      benchmarkVersion: b.version,
    })),
  );
}

/** The benchmarks that apply to a result the actor can see, with their targets. */
async function applicableBenchmarks(db: Executor, companyId: number, benchmarkId?: number) {
  return db
    .select({
      id: roleBenchmarks.id,
      name: roleBenchmarks.name,
      companyId: roleBenchmarks.companyId,
      version: roleBenchmarks.version,
      targets: roleBenchmarks.targets,
    })
    .from(roleBenchmarks)
    .where(and(benchmarksFor(companyId), benchmarkId === undefined ? undefined : eq(roleBenchmarks.id, benchmarkId)))
    .orderBy(asc(sql`lower(${roleBenchmarks.name})`), asc(roleBenchmarks.id));
}

const notScored = () =>
  ApiError.unprocessable([{ path: "survey_result_id", message: "has no scores yet: the assessment is not submitted" }]);

/**
 * POST /candidates/scoring/calculate: the fit of one result to one benchmark (or every one that applies), computed
 * now and stored; or, with unsaved `targets`, computed and answered only (a benchmark being edited).
 */
export async function calculateFit(
  db: Database,
  actor: Actor,
  input: { survey_result_id: number; role_benchmark_id?: number; targets?: BenchmarkTargets },
): Promise<FitScoreJson[]> {
  const result = await findSurveyResultInScope(db, actor, input.survey_result_id);
  if (!result.scores) throw notScored();
  const scores = result.scores;
  if (input.targets) {
    const fit = fitForScores(scores, input.targets);
    return [
      {
        role_benchmark: { id: 0, name: "Unsaved benchmark", company_id: null, version: 0 },
        fit: fit.fit,
        band: fit.band,
        benchmark_version: null,
        stale: false,
        computed_at: new Date().toISOString(),
        traits: fit.traits,
      },
    ];
  }
  const benchmarks = await applicableBenchmarks(db, result.companyId, input.role_benchmark_id);
  if (input.role_benchmark_id !== undefined && benchmarks.length === 0)
    throw ApiError.notFound("Role benchmark not found");
  const fits = benchmarks.map((b) => ({ benchmark: b, fit: fitForScores(scores, b.targets) }));
  await storeFitScores(
    db,
    fits.map(({ benchmark, fit }) => ({
      surveyResultId: result.id,
      roleBenchmarkId: benchmark.id,
      fit: fit.fit,
      benchmarkVersion: benchmark.version,
    })),
  );
  const now = new Date().toISOString();
  return fits.map(({ benchmark, fit }) => ({
    role_benchmark: {
      id: benchmark.id,
      name: benchmark.name,
      company_id: benchmark.companyId,
      version: benchmark.version,
    },
    fit: fit.fit,
    band: fit.band,
    benchmark_version: benchmark.version,
    stale: false,
    computed_at: now,
    traits: fit.traits,
  }));
}

/**
 * GET /candidates/scoring/scores?surveyResultId=: the stored fit of a result to every benchmark that applies to it.
 * A fit computed for an older version of its benchmark is marked stale (the re-scoring job has not reached it yet).
 */
export async function listFitScores(db: Database, actor: Actor, surveyResultId: number): Promise<FitScoreJson[]> {
  const result = await findSurveyResultInScope(db, actor, surveyResultId);
  const rows = await db
    .select({
      id: roleBenchmarks.id,
      name: roleBenchmarks.name,
      companyId: roleBenchmarks.companyId,
      version: roleBenchmarks.version,
      fit: benchmarkScores.fit,
      band: benchmarkScores.band,
      benchmarkVersion: benchmarkScores.benchmarkVersion,
      computedAt: benchmarkScores.computedAt,
    })
    .from(roleBenchmarks)
    .leftJoin(
      benchmarkScores,
      and(eq(benchmarkScores.roleBenchmarkId, roleBenchmarks.id), eq(benchmarkScores.surveyResultId, result.id)),
    )
    .where(benchmarksFor(result.companyId))
    .orderBy(asc(sql`lower(${roleBenchmarks.name})`), asc(roleBenchmarks.id));
  return rows.map((r) => ({
    role_benchmark: { id: r.id, name: r.name, company_id: r.companyId, version: r.version },
    fit: r.fit,
    band: r.band,
    benchmark_version: r.benchmarkVersion,
    stale: r.benchmarkVersion !== null && r.benchmarkVersion !== r.version,
    computed_at: r.computedAt?.toISOString() ?? null,
  }));
}
