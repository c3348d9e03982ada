import { fitForScores, isUnreliable, mayHaveFit, type BenchmarkTargets } from "../../domain/assessment/fit";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { ApiError } from "../http/errors";
import { findSurveyResultInScope } from "../survey-results/model";
import type { FitScoreJson } from "./contract";
import { applicableBenchmarks, fitPolicyOf } from "./candidate-benchmark";
import { storeFitScores } from "./fit-scores";

const notScored = () =>
  ApiError.unprocessable([{ path: "survey_result_id", message: "has no scores yet: the assessment is not submitted" }]);

const unreliable = () =>
  ApiError.unprocessable([
    { path: "survey_result_id", message: "has unreliable answers: it is not scored for fit until a retake" },
  ]);

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
  if (isUnreliable(result)) throw unreliable();
  if (!mayHaveFit(result)) throw notScored();
  const scores = result.scores;
  const policy = await fitPolicyOf(db, result.companyId);
  if (input.targets) {
    const fit = fitForScores(scores, input.targets, policy);
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
  const benchmarks = (await applicableBenchmarks(db, result.companyId)).filter(
    (b) => input.role_benchmark_id === undefined || b.id === input.role_benchmark_id,
  );
  if (input.role_benchmark_id !== undefined && benchmarks.length === 0)
    throw ApiError.notFound("Role benchmark not found");
  const fits = benchmarks.map((b) => ({ benchmark: b, fit: fitForScores(scores, b.targets, policy) }));
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
