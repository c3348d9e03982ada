// Stored fit scores: written when a result is submitted, when a fit is calculated and by the re-scoring job.
import { sql } from "drizzle-orm";
import { bandFor } from "../../domain/assessment/bands";
import { fitForScores, mayHaveFit } from "../../domain/assessment/fit";
import type { AssessmentScores } from "../../domain/assessment/scoring";
import type { ResponseValidity } from "../../domain/assessment/validity-types";
import { benchmarkScores, roleBenchmarks } from "../../server/db/schema/index";
import type { Executor } from "../survey-results/model";
import { fitPolicyOf } from "./candidate-benchmark";
import { benchmarksFor } from "./model";

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
  result: { id: number; companyId: number; scores: AssessmentScores; validity?: ResponseValidity | null },
) {
  if (!mayHaveFit(result)) return;
  const policy = await fitPolicyOf(db, result.companyId);
  const benchmarks = await db
    .select({ id: roleBenchmarks.id, version: roleBenchmarks.version, targets: roleBenchmarks.targets })
    .from(roleBenchmarks)
    .where(benchmarksFor(result.companyId));
  await storeFitScores(
    db,
    benchmarks.map((b) => ({
      surveyResultId: result.id,
      roleBenchmarkId: b.id,
      fit: fitForScores(result.scores, b.targets, policy).fit,
      benchmarkVersion: b.version,
    })),
  );
}
