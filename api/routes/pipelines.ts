import type { Router } from "express";
import { z } from "zod";
import type { ApiDeps } from "../index";
import { authOf } from "../http/authenticate";
import { parseInput } from "../http/errors";
import { createRouter } from "../http/router";
import { requirePipelineAccess } from "../pipeline/common";
import {
  addStatus,
  createPipeline,
  deletePipeline,
  deleteStatus,
  listPipelines,
  renamePipeline,
  renameStatus,
  reorderPipelines,
  reorderStatuses,
} from "../pipeline/manage-pipelines";

const id = z.coerce.number("must be an id").int("must be an id").positive("must be an id");
const name = z.string("is required").trim().min(1, "is required").max(80, "must be at most 80 characters");
const flag = z
  .enum(["true", "false", "1", "0"], "must be true or false")
  .optional()
  .transform((v) => v === "true" || v === "1");

const listQuery = z.object({ company_id: id.optional(), include_counts: flag });
const pipelineParams = z.object({ id });
const statusParams = z.object({ id, statusId: id });
const createBody = z.object({
  company_id: id,
  name,
  statuses: z.array(name).max(30, "must be at most 30 statuses").optional(),
});
const renameBody = z.object({ name });
const reorderPipelinesBody = z.object({ company_id: id, ids: z.array(id).min(1, "must list the pipelines") });
const reorderStatusesBody = z.object({ ids: z.array(id).min(1, "must list the statuses") });
const addStatusBody = z.object({ name, position: z.number().int().min(0, "must be 0 or more").optional() });
const deletePipelineQuery = z.object({ move_to_pipeline_id: id.optional() });
const deleteStatusQuery = z.object({ move_to_status_id: id.optional() });

/**
 * Pipelines and their statuses per company (spec §7 GET /pipelines?company_id=; the /pipelines page). Reading is open
 * to every signed-in user for the companies they see (the candidate list filters by status); changing pipelines is
 * part of the hiring pipeline and needs can_view_hiring_pipeline (403). Foreign companies and pipelines: 404.
 */
export function pipelinesRoutes({ db, env }: ApiDeps): Router {
  const router = createRouter();
  const writer = (res: Parameters<typeof authOf>[0]) => {
    const { actor } = authOf(res);
    requirePipelineAccess(actor, env);
    return actor;
  };

  router.get("/pipelines", async (req, res) => {
    const { actor } = authOf(res);
    const query = parseInput(listQuery, req.query);
    res.json({
      data: await listPipelines(db, actor, { companyId: query.company_id, withCounts: query.include_counts }),
    });
  });

  router.post("/pipelines", async (req, res) => {
    const actor = writer(res);
    const body = parseInput(createBody, req.body);
    res.status(201).json({
      data: await createPipeline(db, actor, { companyId: body.company_id, name: body.name, statuses: body.statuses }),
    });
  });

  router.put("/pipelines/reorder", async (req, res) => {
    const actor = writer(res);
    const body = parseInput(reorderPipelinesBody, req.body);
    res.json({ data: await reorderPipelines(db, actor, { companyId: body.company_id, ids: body.ids }) });
  });

  router.put("/pipelines/:id", async (req, res) => {
    const actor = writer(res);
    const { id: pipelineId } = parseInput(pipelineParams, req.params);
    const body = parseInput(renameBody, req.body);
    res.json({ data: await renamePipeline(db, actor, pipelineId, body.name) });
  });

  router.delete("/pipelines/:id", async (req, res) => {
    const actor = writer(res);
    const { id: pipelineId } = parseInput(pipelineParams, req.params);
    const query = parseInput(deletePipelineQuery, req.query);
    res.json({
      data: await deletePipeline(db, actor, { id: pipelineId, moveToPipelineId: query.move_to_pipeline_id }),
    });
  });

  router.post("/pipelines/:id/statuses", async (req, res) => {
    const actor = writer(res);
    const { id: pipelineId } = parseInput(pipelineParams, req.params);
    const body = parseInput(addStatusBody, req.body);
    res
      .status(201)
      .json({ data: await addStatus(db, actor, { pipelineId, name: body.name, position: body.position }) });
  });

  router.put("/pipelines/:id/statuses/reorder", async (req, res) => {
    const actor = writer(res);
    const { id: pipelineId } = parseInput(pipelineParams, req.params);
    const body = parseInput(reorderStatusesBody, req.body);
    res.json({ data: await reorderStatuses(db, actor, { pipelineId, ids: body.ids }) });
  });

  router.put("/pipelines/:id/statuses/:statusId", async (req, res) => {
    const actor = writer(res);
    const params = parseInput(statusParams, req.params);
    const body = parseInput(renameBody, req.body);
    res.json({
      data: await renameStatus(db, actor, { pipelineId: params.id, statusId: params.statusId, name: body.name }),
    });
  });

  router.delete("/pipelines/:id/statuses/:statusId", async (req, res) => {
    const actor = writer(res);
    const params = parseInput(statusParams, req.params);
    const query = parseInput(deleteStatusQuery, req.query);
    res.json({
      data: await deleteStatus(db, actor, {
        pipelineId: params.id,
        statusId: params.statusId,
        moveToStatusId: query.move_to_status_id,
      }),
    });
  });

  return router;
}
