import type { Router } from "express";
import { fileStorageFor } from "../files/storage";
import { parseInput } from "../http/errors";
import { createRouter } from "../http/router";
import type { ApiDeps } from "../index";
import { JOBS_AREA_PATHS, jobsAreaGate } from "../jobs/access";
import { applyForJob, listPublicCompanies, listPublicJobs, publicJobDetails } from "../jobs/applications";
import { applyBody, publicCompaniesQuery, publicJobsQuery, uuidParam } from "../jobs/contracts";

/**
 * The public job board (no token: candidates have no account). Mounted ahead of authentication, it first puts
 * the jobs-area gate in front of every jobs path, so where the area is off (coaching brand, prod stage) all of
 * them — public or not — answer 404 before anything else looks at them.
 */
export function jobsPublicRoutes(deps: ApiDeps): Router {
  const router = createRouter();
  const { db, env } = deps;
  router.use(JOBS_AREA_PATHS, jobsAreaGate(env));

  router.get("/jobs/public", async (req, res) => {
    res.json(await listPublicJobs(db, parseInput(publicJobsQuery, req.query)));
  });

  // The companies of the public board (spec §7 Companies "public list"): part of the jobs area, so gated with it.
  router.get("/companies/public", jobsAreaGate(env), async (req, res) => {
    res.json(await listPublicCompanies(db, parseInput(publicCompaniesQuery, req.query)));
  });

  router.get("/jobs/public/:uuid/details", async (req, res) => {
    const { uuid } = parseInput(uuidParam, req.params);
    res.json({ data: await publicJobDetails(db, uuid) });
  });

  router.post("/jobs/public/:uuid/apply", async (req, res) => {
    const { uuid } = parseInput(uuidParam, req.params);
    const input = parseInput(applyBody, req.body);
    res.status(201).json({ data: await applyForJob(deps, await fileStorageFor(deps), uuid, input) });
  });

  return router;
}
