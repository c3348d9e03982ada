import { and, asc, eq, sql } from "drizzle-orm";
import { isUnreliable } from "../../domain/assessment/fit";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { benchmarkScores, roleBenchmarks } from "../../server/db/schema/index";
import { findSurveyResultInScope } from "../survey-results/model";
import type { FitScoreJson } from "./contract";
import { benchmarksFor } from "./model";

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
  // An unreliable result has no fit (none is stored; this holds even for one judged after its fits were).
  const scored = !isUnreliable(result);
  return rows.map((r) => ({
    role_benchmark: { id: r.id, name: r.name, company_id: r.companyId, version: r.version },
    fit: scored ? r.fit : null,
    band: scored ? r.band : null,
    benchmark_version: r.benchmarkVersion,
    stale: r.benchmarkVersion !== null && r.benchmarkVersion !== r.version,
    computed_at: r.computedAt?.toISOString() ?? null,
  }));
}
