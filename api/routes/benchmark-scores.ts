import type { Router } from "express";
import { requireBenchmarkAdmin, triggerRescore } from "../assessment/role-benchmarks";
import { startRescoreWorker } from "../assessment/rescore-benchmark";
import { triggerUpdateInput } from "../assessment/results-contracts";
import { authOf } from "../http/authenticate";
import { parseInput } from "../http/errors";
import { createRouter } from "../http/router";
import type { ApiDeps } from "../index";
import { queueFor } from "../queue/index";

/**
 * Spec §7 "benchmark-scores trigger update": re-score one benchmark's results (or every benchmark's) in the
 * background. This router also starts this process's worker of the re-scoring queue.
 */
export function benchmarkScoresRoutes(deps: ApiDeps): Router {
  const { db, env, logger } = deps;
  const queue = queueFor(deps);
  queue
    .then((q) => startRescoreWorker(db, q))
    .catch((err) => logger.error({ err }, "the re-scoring worker did not start"));
  const router = createRouter();

  router.post("/benchmark-scores/trigger-update", async (req, res) => {
    const { actor } = authOf(res);
    requireBenchmarkAdmin(actor, env);
    const { role_benchmark_id } = parseInput(triggerUpdateInput, req.body ?? {});
    const ids = await triggerRescore({ db, queue }, actor, role_benchmark_id);
    res.status(202).json({ data: { role_benchmark_ids: ids } });
  });

  return router;
}
