import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { benchmarkScoresContract } from "./contract";
import { sendBenchmarkScoresPdf } from "./pdf";

/** Benchmark scores: GET /survey-results/{id}/benchmark-scores/pdf. */
export function benchmarkScoresFeature({ db }: ApiDeps) {
  return implement(benchmarkScoresContract, {
    pdf: ({ auth, params }) => sendBenchmarkScoresPdf(db, auth.actor, params.id),
  });
}
