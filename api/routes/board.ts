import type { Router } from "express";
import { z } from "zod";
import type { ApiDeps } from "../index";
import { authOf } from "../http/authenticate";
import { parseInput } from "../http/errors";
import { createRouter } from "../http/router";
import { clearColumnPositions, moveAllOfStatus, undoBatch } from "../pipeline/batches";
import { changeStatus } from "../pipeline/change-status";
import { requirePipelineAccess } from "../pipeline/common";
import { readBoard } from "../pipeline/read-board";
import { reorderColumn } from "../pipeline/reorder-column";

const id = z.coerce.number("must be an id").int("must be an id").positive("must be an id");
const status = z.string("is required").trim().min(1, "is required").max(80, "must be at most 80 characters");
const flag = z
  .enum(["true", "false", "1", "0"], "must be true or false")
  .optional()
  .transform((v) => v === "true" || v === "1");
/** A query value given once, several times (`roles=a&roles=b`) or not at all, as a list. */
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]),
    z.array(item).max(200, "has too many values"),
  );
/** Ids given as repeated values or comma-separated. */
const idList = z.preprocess(
  (v) =>
    v === undefined || v === ""
      ? []
      : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(",")).filter(Boolean),
  z.array(id).max(200, "has too many values"),
);
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date (YYYY-MM-DD)")
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "must be a date (YYYY-MM-DD)")
  .optional();

const boardQuery = z
  .object({
    company_id: id.optional(),
    location_id: z.string().trim().min(1).max(100, "must be at most 100 characters").optional(),
    pipeline_id: id.optional(),
    locations: idList,
    departments: idList,
    roles: list(z.string().trim().min(1).max(200)),
    role_explorer: z.string().trim().max(100, "must be at most 100 characters").optional(),
    statuses: list(status),
    include_archived: flag,
    include_tests: flag,
    start_date: day,
    end_date: day,
    limit: z.coerce.number().int().min(1, "must be 1 to 500").max(500, "must be 1 to 500").default(50),
    offset: z.coerce.number().int().min(0, "must be 0 or more").default(0),
    only: list(status),
    benchmark_id: id.optional(),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    path: ["end_date"],
    message: "must not be before start_date",
  });

const placement = {
  /** Land right after this card (null: at the top). */
  after_id: id.nullable().optional(),
  /** … or right before this one, if the card to follow has moved away. */
  before_id: id.nullable().optional(),
};
const updateStatusBody = z
  .object({
    id: id.optional(),
    ids: z.array(id).min(1, "must name at least one card").max(1000, "must name at most 1000 cards").optional(),
    status,
    pipeline_id: id.optional(),
    ...placement,
  })
  .refine((b) => (b.id === undefined) !== (b.ids === undefined), { path: ["id"], message: "give either id or ids" });
const columnPositionsBody = z.object({
  pipeline_id: id,
  status,
  ids: z.array(id).min(1, "must name at least one card").max(5000, "must name at most 5000 cards"),
});
const columnBody = z.object({ pipeline_id: id, status });
const moveAllBody = z.object({ pipeline_id: id, status, new_status: status });
const undoBody = z.object({ batch_id: z.uuid("must be a batch id") });
const stageBody = z.object({ status, pipeline_id: id.optional(), ...placement });

/**
 * The hiring-pipeline board (spec §7 survey results: update-status, update-column-positions,
 * clear-column-positions-of-status, move-all-of-status-to-new-status; candidates: /candidates/{id}/stage). Every
 * route needs can_view_hiring_pipeline (403) and finds only cards of the actor's scope (404). The server decides
 * positions: the answers say where the cards landed.
 *
 * Mount before any router with `/survey-results/:id` routes, so "board" and "update-status" are not read as ids.
 */
export function boardRoutes({ db, env }: ApiDeps): Router {
  const router = createRouter();
  const mover = (res: Parameters<typeof authOf>[0]) => {
    const { actor } = authOf(res);
    requirePipelineAccess(actor, env);
    return actor;
  };

  router.get("/survey-results/board", async (req, res) => {
    const actor = mover(res);
    const q = parseInput(boardQuery, req.query);
    const board = await readBoard(
      db,
      actor,
      {
        companyId: q.company_id,
        locationId: q.location_id,
        pipelineId: q.pipeline_id,
        locations: q.locations,
        departments: q.departments,
        roles: q.roles,
        roleExplorer: q.role_explorer || undefined,
        statuses: q.statuses,
        includeArchived: q.include_archived,
        includeTests: q.include_tests,
        startDate: q.start_date,
        endDate: q.end_date,
        benchmarkId: q.benchmark_id,
      },
      { limit: q.limit, offset: q.offset, only: q.only.length ? q.only : undefined },
    );
    res.json({ data: board, meta: { limit: q.limit, offset: q.offset } });
  });

  router.put("/survey-results/update-status", async (req, res) => {
    const actor = mover(res);
    const body = parseInput(updateStatusBody, req.body);
    const changed = await changeStatus(db, actor, {
      ids: body.ids ?? [body.id!],
      status: body.status,
      pipelineId: body.pipeline_id,
      placement:
        body.after_id !== undefined || body.before_id !== undefined
          ? { afterId: body.after_id, beforeId: body.before_id }
          : "end",
    });
    res.json({ data: changed });
  });

  router.put("/survey-results/update-column-positions", async (req, res) => {
    const actor = mover(res);
    const body = parseInput(columnPositionsBody, req.body);
    res.json({
      data: await reorderColumn(db, actor, { pipelineId: body.pipeline_id, status: body.status, ids: body.ids }),
    });
  });

  router.put("/survey-results/clear-column-positions-of-status", async (req, res) => {
    const actor = mover(res);
    const body = parseInput(columnBody, req.body);
    res.json({ data: await clearColumnPositions(db, actor, { pipelineId: body.pipeline_id, status: body.status }) });
  });

  router.put("/survey-results/move-all-of-status-to-new-status", async (req, res) => {
    const actor = mover(res);
    const body = parseInput(moveAllBody, req.body);
    res.json({
      data: await moveAllOfStatus(db, actor, {
        pipelineId: body.pipeline_id,
        status: body.status,
        newStatus: body.new_status,
      }),
    });
  });

  router.put("/survey-results/undo-batch", async (req, res) => {
    const actor = mover(res);
    const body = parseInput(undoBody, req.body);
    res.json({ data: await undoBatch(db, actor, body.batch_id) });
  });

  router.put("/candidates/:id/stage", async (req, res) => {
    const actor = mover(res);
    const { id: cardId } = parseInput(z.object({ id }), req.params);
    const body = parseInput(stageBody, req.body);
    const [changed] = await changeStatus(db, actor, {
      ids: [cardId],
      status: body.status,
      pipelineId: body.pipeline_id,
      placement:
        body.after_id !== undefined || body.before_id !== undefined
          ? { afterId: body.after_id, beforeId: body.before_id }
          : "end",
    });
    res.json({ data: changed });
  });

  return router;
}
