import { permissionContext } from "../../server/permissions";
import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { queueFor } from "../queue/index";
import { previewImpact, savedBenchmarkImpact } from "./benchmark-impact";
import { calculateFit } from "./calculate-fit";
import { candidateFit } from "./candidate-fit";
import { roleBenchmarksContract } from "./contract";
import { createBenchmark } from "./create-benchmark";
import { deleteBenchmark } from "./delete-benchmark";
import { getBenchmark } from "./get-benchmark";
import { listBenchmarks } from "./list-benchmarks";
import { listFitScores } from "./list-fit-scores";
import { resumePendingRescores, startRescoreWorker } from "./rescore-benchmark";
import { searchBenchmarks } from "./search-benchmarks";
import { triggerRescore } from "./trigger-rescore";
import { updateBenchmark } from "./update-benchmark";

/** Role benchmarks, re-scoring and fit. Also starts this process's worker of the re-scoring queue. */
export function roleBenchmarksFeature(deps: ApiDeps) {
  const { db, logger, env } = deps;
  const ctx = permissionContext(env);
  const queue = queueFor(deps);
  queue
    .then(async (q) => {
      await startRescoreWorker(db, q);
      await resumePendingRescores(db, q);
    })
    .catch((err) => logger.error({ err }, "the re-scoring worker did not start"));
  const services = { db, queue };

  return implement(roleBenchmarksContract, {
    search: ({ auth, query }) => searchBenchmarks(db, auth.actor, query),
    list: async ({ auth, query }) => ({ data: await listBenchmarks(db, auth.actor, query.surveyResultId) }),
    get: async ({ auth, params }) => ({ data: await getBenchmark(db, auth.actor, params.id) }),
    create: async ({ auth, body }) => ({ data: await createBenchmark(services, auth.actor, body) }),
    update: async ({ auth, params, body }) => ({ data: await updateBenchmark(services, auth.actor, params.id, body) }),
    remove: ({ auth, params }) => deleteBenchmark(db, auth.actor, params.id),
    triggerRescore: async ({ auth, body }) => ({
      data: { role_benchmark_ids: await triggerRescore(services, auth.actor, body.role_benchmark_id) },
    }),
    calculateFit: async ({ auth, body }) => ({ data: await calculateFit(db, auth.actor, body) }),
    candidateFit: async ({ auth, query }) => ({
      data: await candidateFit(db, auth.actor, query.surveyResultId, query.role_benchmark_id),
    }),
    impactPreview: async ({ auth, body }) => ({ data: await previewImpact(db, auth.actor, ctx, body) }),
    impact: async ({ auth, params, query }) => ({
      data: await savedBenchmarkImpact(db, auth.actor, params.id, query.company_id),
    }),
    fitScores: async ({ auth, query }) => ({ data: await listFitScores(db, auth.actor, query.surveyResultId) }),
  });
}
