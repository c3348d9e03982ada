import type { Router } from "express";
import { fileStorageFor } from "../files/storage";
import { authOf } from "../http/authenticate";
import { parseInput } from "../http/errors";
import { createRouter } from "../http/router";
import type { ApiDeps } from "../index";
import { requireJobsAdmin } from "../jobs/access";
import {
  applicationFileUrl,
  getApplicationByReference,
  listApplications,
  resumeUploadUrl,
  submitApplication,
  updateApplicationByReference,
} from "../jobs/applications";
import {
  applicationListQuery,
  candidateReferenceQuery,
  fileUrlQuery,
  idParam,
  resumeUploadBody,
  submitApplicationBody,
  updateApplicationBody,
} from "../jobs/contracts";

/**
 * Job application responses, the applicant's side (spec §7; public: the random candidate_reference is the
 * applicant's only key, as an assessment's uuid is). Mounted ahead of authentication, behind the jobs-area gate.
 */
export function jobApplicationsPublicRoutes(deps: ApiDeps): Router {
  const router = createRouter();
  const { db } = deps;

  router.get("/job-application-responses/candidate", async (req, res) => {
    const { candidate_reference } = parseInput(candidateReferenceQuery, req.query);
    res.json({ data: await getApplicationByReference(db, candidate_reference) });
  });

  router.put("/job-application-responses/candidate", async (req, res) => {
    const { candidate_reference } = parseInput(candidateReferenceQuery, req.query);
    const input = parseInput(updateApplicationBody, req.body ?? {});
    res.json({ data: await updateApplicationByReference(db, await fileStorageFor(deps), candidate_reference, input) });
  });

  router.put("/job-application-responses/submit", async (req, res) => {
    const { candidate_reference } = parseInput(submitApplicationBody, req.body ?? {});
    res.json({ data: await submitApplication(deps, candidate_reference) });
  });

  router.post("/job-application-responses/resume/upload-presigned-url", async (req, res) => {
    const input = parseInput(resumeUploadBody, req.body);
    res.status(201).json({ data: await resumeUploadUrl(db, await fileStorageFor(deps), input) });
  });

  return router;
}

/** Job application responses, the admin's side: the list, and short-lived links to their files. */
export function jobApplicationsRoutes(deps: ApiDeps): Router {
  const router = createRouter();
  const { db, env } = deps;

  router.get("/job-application-responses", async (req, res) => {
    const { actor } = authOf(res);
    requireJobsAdmin(actor, env);
    res.json(await listApplications(db, actor, parseInput(applicationListQuery, req.query)));
  });

  router.get("/job-application-responses/:id/file-url", async (req, res) => {
    const { actor } = authOf(res);
    requireJobsAdmin(actor, env);
    const { id } = parseInput(idParam, req.params);
    const { file } = parseInput(fileUrlQuery, req.query);
    res.json({ data: await applicationFileUrl(db, await fileStorageFor(deps), actor, id, file) });
  });

  return router;
}
