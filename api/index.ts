import express, { type Router } from "express";
import type { Env } from "../server/env";
import type { Logger } from "../server/logger";
import type { Database } from "./db/client";
import { authenticate } from "./http/authenticate";
import { errorHandler, notFoundHandler } from "./http/errors";
import type { IdentityAdmin } from "./identity";
import { accountsPublicRoutes } from "./routes/accounts-public";
import { boardRoutes } from "./routes/board";
import { candidateNotesRoutes } from "./routes/candidate-notes";
import { companiesRoutes, logoUploadJson } from "./routes/companies";
import { dashboardRoutes } from "./routes/dashboard";
import { filesRoutes } from "./files/routes";
import { hubspotRoutes } from "./routes/hubspot";
import { mountFeatures, type Feature } from "./http/implement";
import { metaFeature } from "./meta/routes";
import { roleBenchmarksFeature } from "./role-benchmarks/routes";
import { impersonationRoutes } from "./routes/impersonation";
import { jobApplicationsPublicRoutes, jobApplicationsRoutes } from "./routes/job-applications";
import { jobTemplatesRoutes } from "./routes/job-templates";
import { jobsRoutes } from "./routes/jobs";
import { jobsPublicRoutes } from "./routes/jobs-public";
import { mailerRoutes } from "./routes/mailer";
import { pipelinesRoutes } from "./routes/pipelines";
import { registerRoutes } from "./routes/register";
import { surveyResultsRoutes } from "./routes/survey-results";
import { surveysRoutes } from "./routes/surveys";
import { userEventsRoutes } from "./routes/user-events";
import { usersRoutes } from "./routes/users";
import { usersAdminRoutes } from "./routes/users-admin";

export interface ApiDeps {
  db: Database;
  env: Env;
  logger: Logger;
  /** The identity provider's account administration (null when none is reachable from here). */
  identity: IdentityAdmin | null;
}

/**
 * The Main API v2 as an Express router; server.ts mounts it at /api/v2 unless MAIN_API_URL points elsewhere.
 * Each resource lives in api/routes/<resource>.ts and exports a function (deps) => Router. Public routers come
 * before authentication; everything after `authenticated` requires a verified bearer token.
 */
export function createApi(deps: ApiDeps): Router {
  const router = express.Router();
  const authenticated = authenticate(deps);
  const mount = (features: Record<string, Feature>) => mountFeatures(router, deps, authenticated, features);
  // Signed webhooks read their raw body (the signature covers its bytes), so they come before the JSON parser.
  router.use(hubspotRoutes(deps));
  // The local file store's presigned URLs carry raw bytes of any type (and are signed, not authenticated).
  router.use(filesRoutes(deps));
  // Logo uploads in JSON carry base64 (a third larger than the 1 MB image): their own, larger limit.
  router.use(logoUploadJson);
  router.use(express.json({ limit: "1mb" }));
  mount({ meta: metaFeature() });

  // Public routes (no token).
  router.use(surveysRoutes(deps));
  router.use(accountsPublicRoutes(deps));
  router.use(registerRoutes(deps));
  // The jobs area's gate (404 where it is off) sits in front of every jobs path, public and authenticated.
  router.use(jobsPublicRoutes(deps));
  router.use(jobApplicationsPublicRoutes(deps));

  // Authenticated routes.
  router.use(authenticated);
  router.use(usersRoutes(deps));
  router.use(impersonationRoutes(deps));
  router.use(userEventsRoutes(deps));
  router.use(dashboardRoutes(deps));
  router.use(usersAdminRoutes(deps));
  router.use(companiesRoutes(deps));
  router.use(mailerRoutes(deps));
  router.use(jobsRoutes(deps));
  router.use(jobTemplatesRoutes(deps));
  router.use(jobApplicationsRoutes(deps));
  // Before any router with /survey-results/:id routes: "board", "update-status"… are not ids.
  router.use(boardRoutes(deps));
  router.use(pipelinesRoutes(deps));

  router.use(surveyResultsRoutes(deps));
  router.use(candidateNotesRoutes(deps));
  mount({ roleBenchmarks: roleBenchmarksFeature(deps) });

  router.use(notFoundHandler);
  router.use(errorHandler(deps.logger));
  return router;
}
