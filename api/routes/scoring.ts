import type { Router } from "express";
import { calculateFit, listFitScores } from "../assessment/fit-scores";
import { calculateInput, scoresQuery } from "../assessment/results-contracts";
import { authOf } from "../http/authenticate";
import { parseInput } from "../http/errors";
import { createRouter } from "../http/router";
import type { ApiDeps } from "../index";

/**
 * Candidate scoring (spec §7): POST /candidates/scoring/calculate and GET /candidates/scoring/scores?surveyResultId=,
 * the fit (0–100, with its band) of a result to the role benchmarks that apply to it.
 */
export function scoringRoutes({ db }: ApiDeps): Router {
  const router = createRouter();

  router.post("/candidates/scoring/calculate", async (req, res) => {
    const { actor } = authOf(res);
    res.json({ data: await calculateFit(db, actor, parseInput(calculateInput, req.body)) });
  });

  router.get("/candidates/scoring/scores", async (req, res) => {
    const { actor } = authOf(res);
    const { surveyResultId } = parseInput(scoresQuery, req.query);
    res.json({ data: await listFitScores(db, actor, surveyResultId) });
  });

  return router;
}
