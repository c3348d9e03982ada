import type { Router } from "express";
import { AiUnavailableError, createAiTextPort } from "../ai/port";
import { fileStorageFor } from "../files/storage";
import { authOf } from "../http/authenticate";
import { ApiError, parseInput } from "../http/errors";
import { createRouter } from "../http/router";
import type { ApiDeps } from "../index";
import { requireJobsAdmin } from "../jobs/access";
import {
  createJobBody,
  generateAdsBody,
  generateBody,
  idParam,
  importRef,
  importUploadBody,
  jobListQuery,
  jobSearchQuery,
  updateJobBody,
} from "../jobs/contracts";
import { checkImport, confirmImport, createImport, importStatus } from "../jobs/imports";
import {
  archiveJob,
  cleanTestJobs,
  createJob,
  deleteJob,
  duplicateJob,
  findJob,
  listJobs,
  searchJobs,
  updateJob,
} from "../jobs/jobs";
import { generateAds, generateDescription } from "../jobs/text";

/**
 * Jobs (spec §2 /jobs/*, §3 job search query, §6, §7 Jobs): the super admin's, outside the prod stage, with the
 * brand's jobs feature (jobsAreaGate answers 404 where the area is off; here every call also checks `can`).
 */
export function jobsRoutes(deps: ApiDeps): Router {
  const router = createRouter();
  const { db, env, logger } = deps;
  const ai = createAiTextPort(env);
  const admin = (res: Parameters<typeof authOf>[0]) => {
    const { actor } = authOf(res);
    requireJobsAdmin(actor, env);
    return actor;
  };
  /** Removes files whose records are gone; a failure leaves an orphan file, never a failed request. */
  const removeFiles = async (keys: string[]) => {
    const storage = await fileStorageFor(deps);
    for (const key of keys) {
      await storage.delete(key).catch((err) => logger.warn({ err, key }, "removing a stored file failed"));
    }
  };
  const generated = async <T>(work: () => Promise<T>) => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AiUnavailableError) throw new ApiError(502, error.message);
      throw error;
    }
  };

  router.get("/jobs/search", async (req, res) => {
    const actor = admin(res);
    res.json(await searchJobs(db, actor, parseInput(jobSearchQuery, req.query)));
  });

  router.get("/jobs", async (req, res) => {
    const actor = admin(res);
    res.json({ data: await listJobs(db, actor, parseInput(jobListQuery, req.query)) });
  });

  router.post("/jobs", async (req, res) => {
    const actor = admin(res);
    res.status(201).json({ data: await createJob(db, actor, parseInput(createJobBody, req.body)) });
  });

  router.delete("/jobs/clean-tests", async (_req, res) => {
    const actor = admin(res);
    const { deleted, files } = await cleanTestJobs(db, actor);
    await removeFiles(files);
    res.json({ deleted });
  });

  router.post("/jobs/generate", async (req, res) => {
    const actor = admin(res);
    const input = parseInput(generateBody, req.body);
    res.json({ data: await generated(() => generateDescription(db, ai, actor, input)) });
  });

  router.post("/jobs/ads/generate", async (req, res) => {
    const actor = admin(res);
    const input = parseInput(generateAdsBody, req.body);
    res.json({ data: await generated(() => generateAds(db, ai, actor, input)) });
  });

  router.get("/jobs/:id", async (req, res) => {
    const actor = admin(res);
    const { id } = parseInput(idParam, req.params);
    res.json({ data: await findJob(db, actor, id) });
  });

  router.put("/jobs/:id", async (req, res) => {
    const actor = admin(res);
    const { id } = parseInput(idParam, req.params);
    res.json({ data: await updateJob(db, actor, id, parseInput(updateJobBody, req.body ?? {})) });
  });

  router.delete("/jobs/:id", async (req, res) => {
    const actor = admin(res);
    const { id } = parseInput(idParam, req.params);
    await removeFiles(await deleteJob(db, actor, id));
    res.status(204).end();
  });

  router.post("/jobs/:id/duplicate", async (req, res) => {
    const actor = admin(res);
    const { id } = parseInput(idParam, req.params);
    res.status(201).json({ data: await duplicateJob(db, actor, id) });
  });

  router.delete("/jobs/:id/archive", async (req, res) => {
    const actor = admin(res);
    const { id } = parseInput(idParam, req.params);
    res.json({ data: await archiveJob(db, actor, id) });
  });

  // Importing candidates from a CSV: upload URL, check (PUT status), progress (GET status), confirm.
  router.post("/jobs/:id/import-candidates/upload-presigned-url", async (req, res) => {
    const actor = admin(res);
    const { id } = parseInput(idParam, req.params);
    const input = parseInput(importUploadBody, req.body);
    res.status(201).json({ data: await createImport(db, await fileStorageFor(deps), actor, id, input) });
  });

  router.get("/jobs/:id/import-candidates/status", async (req, res) => {
    const actor = admin(res);
    const { id } = parseInput(idParam, req.params);
    const { import_id } = parseInput(importRef, req.query);
    res.json({ data: await importStatus(db, actor, id, import_id) });
  });

  router.put("/jobs/:id/import-candidates/status", async (req, res) => {
    const actor = admin(res);
    const { id } = parseInput(idParam, req.params);
    const { import_id } = parseInput(importRef, req.body ?? {});
    res.json({ data: await checkImport(db, await fileStorageFor(deps), actor, id, import_id) });
  });

  router.post("/jobs/:id/import-candidates/confirm", async (req, res) => {
    const actor = admin(res);
    const { id } = parseInput(idParam, req.params);
    const { import_id } = parseInput(importRef, req.body ?? {});
    res.json({ data: await confirmImport(db, await fileStorageFor(deps), actor, id, import_id) });
  });

  return router;
}
