// GET /candidates/scoring/fit: the one fit a candidate's page shows (ADR 056) — the benchmark the rule picks (or the
// one the user picked for the page), why, the stored fit with its trait-by-trait detail, and which facets the fit
// left out.
import { and, eq } from "drizzle-orm";
import { fitForScores, isUnreliable, mayHaveFit } from "../../domain/assessment/fit";
import { fitFacetLabel } from "../../domain/assessment/fit-benchmark";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { benchmarkScores } from "../../server/db/schema/index";
import { findSurveyResultInScope } from "../survey-results/model";
import { benchmarkForResult } from "./candidate-benchmark";
import type { CandidateFitJson } from "./contract";

export async function candidateFit(
  db: Database,
  actor: Actor,
  surveyResultId: number,
  pickedId?: number,
): Promise<CandidateFitJson> {
  const result = await findSurveyResultInScope(db, actor, surveyResultId);
  // A pick that no longer applies (a stale link) falls back to the rule rather than failing the page.
  const { choice, benchmarks, policy } = await benchmarkForResult(db, result, pickedId, { lenientPick: true });
  const benchmark = choice.benchmark;
  const base: CandidateFitJson = {
    survey_result_id: result.id,
    benchmark: benchmark ? { id: benchmark.id, name: benchmark.name, company_id: benchmark.companyId } : null,
    source: choice.source,
    reason: choice.reason,
    default_reason: choice.source === "picked" ? choice.byDefault.reason : null,
    default_benchmark_id: choice.byDefault.benchmark?.id ?? null,
    benchmarks: benchmarks.map((b) => ({ id: b.id, name: b.name, company_id: b.companyId })),
    fit: null,
    band: null,
    state: benchmark ? "not_scored" : "no_benchmark",
    traits: [],
    excluded_facets: [],
  };
  // Unreliable answers have no fit against any benchmark: that is the reason to give, with or without one.
  if (isUnreliable(result)) return { ...base, state: "unreliable" };
  if (!benchmark) return base;
  if (!mayHaveFit(result)) return { ...base, state: "not_submitted" };
  const detail = fitForScores(result.scores, benchmark.targets, policy);
  const [stored] = await db
    .select({ fit: benchmarkScores.fit, band: benchmarkScores.band, version: benchmarkScores.benchmarkVersion })
    .from(benchmarkScores)
    .where(and(eq(benchmarkScores.surveyResultId, result.id), eq(benchmarkScores.roleBenchmarkId, benchmark.id)));
  const current = stored && stored.version === benchmark.version;
  return {
    ...base,
    fit: current ? stored.fit : null,
    band: current ? stored.band : null,
    state: current ? "scored" : stored ? "stale" : "not_scored",
    traits: detail.traits,
    excluded_facets: detail.excluded.map((code) => ({ code, name: fitFacetLabel(code) })),
  };
}
