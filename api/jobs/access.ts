import brand from "~brand";
import type { Env } from "../../server/env";
import { ApiError } from "../http/errors";
import { under, type Gate } from "../http/gate";

/** Whether the brand sends applicants on into the assessment after they apply (spec §6 hiring-brand feature). */
export const interviewAfterApplicationFeature = (): boolean => brand.features.interviewAfterApplication;

/** The path prefixes of the jobs area (jobs and the job board, application templates, application responses). */
export const JOBS_AREA_PATHS = ["/jobs", "/job-application-templates", "/job-application-responses"];

/**
 * Spec §2/§6: the jobs area never exists in the prod stage. There every jobs path — public or not, known or not —
 * answers 404 before anything else looks at it (authentication included), as the operations' `feature: "jobs"`
 * does where the brand ships no jobs. Mounted ahead of the jobs area's features and of authentication.
 */
export function jobsStageGate(env: Pick<Env, "STAGE">): Gate {
  return (path) => {
    if (env.STAGE !== "prod") return;
    // The board's companies; /companies/public/role-names below it is the assessment's, not the jobs area's.
    const boardCompanies = /^\/companies\/public\/?$/i.test(path);
    if (boardCompanies || JOBS_AREA_PATHS.some((prefix) => under(path, prefix))) throw ApiError.notFound();
  };
}
