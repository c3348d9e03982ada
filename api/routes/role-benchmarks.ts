import type { Router } from "express";
import {
  createBenchmark,
  deleteBenchmark,
  getBenchmark,
  listBenchmarks,
  requireBenchmarkAdmin,
  searchBenchmarks,
  updateBenchmark,
} from "../assessment/role-benchmarks";
import { benchmarkInput, benchmarkListQuery, benchmarkSearchQuery, idParam } from "../assessment/results-contracts";
import { authOf } from "../http/authenticate";
import { parseInput } from "../http/errors";
import { createRouter } from "../http/router";
import type { ApiDeps } from "../index";
import { queueFor } from "../queue/index";

/**
 * Role benchmarks (spec §7 "role benchmarks (CRUD, search)", §6 super admin only): a target percentile range per
 * domain and optional facets. Everyone reads the benchmarks that apply to the results they see (a report shows the
 * fit); only super admins search, create, change and delete them. A change of targets re-scores in the background.
 */
export function roleBenchmarksRoutes(deps: ApiDeps): Router {
  const { db, env } = deps;
  const router = createRouter();
  const services = () => ({ db, queue: queueFor(deps) });

  router.get("/role-benchmarks/search", async (req, res) => {
    const { actor } = authOf(res);
    requireBenchmarkAdmin(actor, env);
    res.json(await searchBenchmarks(db, actor, parseInput(benchmarkSearchQuery, req.query)));
  });

  router.get("/role-benchmarks", async (req, res) => {
    const { actor } = authOf(res);
    const { surveyResultId } = parseInput(benchmarkListQuery, req.query);
    res.json({ data: await listBenchmarks(db, actor, surveyResultId) });
  });

  router.get("/role-benchmarks/:id", async (req, res) => {
    const { actor } = authOf(res);
    const { id } = parseInput(idParam, req.params);
    res.json({ data: await getBenchmark(db, actor, id) });
  });

  router.post("/role-benchmarks", async (req, res) => {
    const { actor } = authOf(res);
    requireBenchmarkAdmin(actor, env);
    res.status(201).json({ data: await createBenchmark(services(), actor, parseInput(benchmarkInput, req.body)) });
  });

  router.put("/role-benchmarks/:id", async (req, res) => {
    const { actor } = authOf(res);
    requireBenchmarkAdmin(actor, env);
    const { id } = parseInput(idParam, req.params);
    res.json({ data: await updateBenchmark(services(), actor, id, parseInput(benchmarkInput, req.body)) });
  });

  router.delete("/role-benchmarks/:id", async (req, res) => {
    const { actor } = authOf(res);
    requireBenchmarkAdmin(actor, env);
    const { id } = parseInput(idParam, req.params);
    await deleteBenchmark(db, actor, id);
    res.status(204).end();
  });

  return router;
}
