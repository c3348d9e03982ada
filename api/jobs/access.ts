import express, { type RequestHandler, type Router } from "express";
import brand from "~brand";
import type { Env } from "../../server/env";
import { ApiError } from "../http/errors";

/** Whether the brand sends applicants on into the assessment after they apply (spec §6 hiring-brand feature). */
export const interviewAfterApplicationFeature = (): boolean => brand.features.interviewAfterApplication;

/** The path prefixes of the jobs area (jobs and the job board, application templates, application responses). */
export const JOBS_AREA_PATHS = ["/jobs", "/job-application-templates", "/job-application-responses"];

/**
 * Spec §2/§6: the jobs area never exists in the prod stage. There every jobs path — public or not, known or not —
 * answers 404 before anything else looks at it (authentication included), as the operations' `feature: "jobs"`
 * does where the brand ships no jobs. Mounted ahead of the jobs area's features and of authentication.
 */
export function jobsStageGate(env: Pick<Env, "STAGE">): Router {
  const gate: RequestHandler = (_req, _res, next) => next(env.STAGE === "prod" ? ApiError.notFound() : undefined);
  const router = express.Router();
  router.use(JOBS_AREA_PATHS, gate);
  // The board's companies; /companies/public/role-names below it is the assessment's, not the jobs area's.
  router.use("/companies/public", (req, res, next) => (req.path === "/" ? gate(req, res, next) : next()));
  return router;
}
