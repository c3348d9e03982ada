import type { RequestHandler } from "express";
import brand from "~brand";
import { can, type Actor } from "../../domain/permissions";
import type { Env } from "../../server/env";
import { ApiError } from "../http/errors";
import { permissionContext } from "../../server/permissions";

type JobsEnv = Pick<Env, "STAGE" | "INTERNAL_ACCOUNTS">;

/**
 * Whether this deployment has the jobs area at all (spec §2/§6: the brand's jobs feature, and never in the prod
 * stage) — the two conditions of `can(actor, "jobs:manage")` that do not depend on who asks. Where it is off,
 * every jobs route, public ones included, answers 404: the area does not exist there.
 */
export function jobsAreaOn(env: JobsEnv): boolean {
  const ctx = permissionContext(env);
  return ctx.features.jobs && ctx.stage !== "prod";
}

/** Whether the brand sends applicants on into the assessment after they apply (spec §6 hiring-brand feature). */
export const interviewAfterApplicationFeature = (): boolean => brand.features.interviewAfterApplication;

/** The path prefixes of the jobs area (jobs, application templates, application responses). */
export const JOBS_AREA_PATHS = ["/jobs", "/job-application-templates", "/job-application-responses"];

/** Answers 404 for every jobs route where the area is off; mounted ahead of authentication. */
export function jobsAreaGate(env: JobsEnv): RequestHandler {
  return (_req, _res, next) => {
    if (jobsAreaOn(env)) next();
    else next(ApiError.notFound());
  };
}

/** Spec §6: Jobs are the super admin's (a proxy session acts with the impersonated user's role, so it is refused). */
export function requireJobsAdmin(actor: Actor, env: JobsEnv) {
  if (!can(actor, "jobs:manage", permissionContext(env))) throw ApiError.forbidden("Only super admins manage jobs");
}
