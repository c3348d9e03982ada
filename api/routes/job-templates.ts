import type { Router } from "express";
import { authOf } from "../http/authenticate";
import { parseInput } from "../http/errors";
import { createRouter } from "../http/router";
import type { ApiDeps } from "../index";
import { requireJobsAdmin } from "../jobs/access";
import { createTemplateBody, idParam, templateListQuery, updateTemplateBody } from "../jobs/contracts";
import {
  archiveTemplate,
  cleanTestTemplates,
  createTemplate,
  deleteTemplate,
  findTemplate,
  listTemplates,
  updateTemplate,
} from "../jobs/templates";

/**
 * Job application templates (spec §7): the custom questions a job asks its applicants. Part of the jobs area:
 * the super admin's, behind the jobs-area gate.
 */
export function jobTemplatesRoutes({ db, env }: ApiDeps): Router {
  const router = createRouter();
  const base = "/job-application-templates";
  const admin = (res: Parameters<typeof authOf>[0]) => {
    const { actor } = authOf(res);
    requireJobsAdmin(actor, env);
    return actor;
  };

  router.get(base, async (req, res) => {
    const actor = admin(res);
    res.json({ data: await listTemplates(db, actor, parseInput(templateListQuery, req.query)) });
  });

  router.post(base, async (req, res) => {
    const actor = admin(res);
    res.status(201).json({ data: await createTemplate(db, actor, parseInput(createTemplateBody, req.body)) });
  });

  router.delete(`${base}/clean-tests`, async (_req, res) => {
    const actor = admin(res);
    res.json(await cleanTestTemplates(db, actor));
  });

  router.get(`${base}/:id`, async (req, res) => {
    const actor = admin(res);
    const { id } = parseInput(idParam, req.params);
    res.json({ data: await findTemplate(db, actor, id) });
  });

  router.put(`${base}/:id`, async (req, res) => {
    const actor = admin(res);
    const { id } = parseInput(idParam, req.params);
    res.json({ data: await updateTemplate(db, actor, id, parseInput(updateTemplateBody, req.body ?? {})) });
  });

  router.delete(`${base}/:id`, async (req, res) => {
    const actor = admin(res);
    const { id } = parseInput(idParam, req.params);
    await deleteTemplate(db, actor, id);
    res.status(204).end();
  });

  router.delete(`${base}/:id/archive`, async (req, res) => {
    const actor = admin(res);
    const { id } = parseInput(idParam, req.params);
    res.json({ data: await archiveTemplate(db, actor, id) });
  });

  return router;
}
