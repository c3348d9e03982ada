// Pipelines and their statuses per company (spec §2 /pipelines, §7 GET /pipelines?company_id=): list, create,
// rename, reorder, delete. A status's cards carry its name, so renaming a status renames it on its cards, and a
// status (or pipeline) that holds cards is deleted only once the caller says where they go.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import { DEMO_PIPELINE } from "../db/demo-data";
import type { Database } from "../db/client";
import { pipelineStatuses, pipelines, surveyResultStatusChanges, surveyResults } from "../db/schema/index";
import { ApiError } from "../http/errors";
import { changeStatusIn } from "./change-status";
import {
  cardsOf,
  companyInScope,
  inTransaction,
  lockPipelines,
  pipelineInScope,
  pipelinesOfCompany,
  type Executor,
  type PipelineRow,
  type Tx,
} from "./common";

/** The statuses a new pipeline starts with when none are given (the same as every company's first pipeline). */
export const DEFAULT_STATUSES: readonly string[] = DEMO_PIPELINE.statuses;

export interface PipelineJson {
  id: number;
  company_id: number;
  name: string;
  position: number;
  /** The company's first pipeline: where new candidates start. */
  is_default: boolean;
  statuses: { id: number; name: string; position: number; card_count?: number }[];
  card_count?: number;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

async function cardCounts(db: Executor, pipeline: PipelineRow) {
  const rows = await db
    .select({ status: surveyResults.status, n: sql<number>`count(*)`.mapWith(Number) })
    .from(surveyResults)
    .where(cardsOf(pipeline))
    .groupBy(surveyResults.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

async function toJson(db: Executor, pipeline: PipelineRow, withCounts: boolean): Promise<PipelineJson> {
  const counts = withCounts ? await cardCounts(db, pipeline) : null;
  return {
    id: pipeline.id,
    company_id: pipeline.companyId,
    name: pipeline.name,
    position: pipeline.position,
    is_default: pipeline.isDefault,
    statuses: pipeline.statuses.map((s) => ({
      id: s.id,
      name: s.name,
      position: s.position,
      ...(counts && { card_count: counts.get(s.name) ?? 0 }),
    })),
    ...(counts && { card_count: [...counts.values()].reduce((a, b) => a + b, 0) }),
  };
}

/** The pipelines of a company in the actor's scope (the actor's own company by default). */
export async function listPipelines(db: Database, actor: Actor, input: { companyId?: number; withCounts?: boolean }) {
  const company = await companyInScope(db, actor, input.companyId ?? actor.companyId);
  const rows = await pipelinesOfCompany(db, company.id);
  return Promise.all(rows.map((p) => toJson(db, p, input.withCounts ?? false)));
}

function checkStatusNames(names: string[], path = "statuses") {
  names.forEach((name, i) => {
    if (names.findIndex((other) => sameName(other, name)) !== i) {
      throw ApiError.unprocessable([{ path: `${path}.${i}`, message: "is already a status of this pipeline" }]);
    }
  });
}

async function checkPipelineName(db: Executor, companyId: number, name: string, exceptId?: number) {
  const existing = await pipelinesOfCompany(db, companyId);
  if (existing.some((p) => p.id !== exceptId && sameName(p.name, name))) {
    throw ApiError.unprocessable([{ path: "name", message: "is already the name of another pipeline" }]);
  }
}

/**
 * Cards of a company that name no pipeline belong to its first pipeline; before anything changes which pipeline is
 * first, they are given that pipeline explicitly so they stay where they are.
 */
async function pinUnassignedCards(tx: Tx, companyId: number) {
  const [first] = await pipelinesOfCompany(tx, companyId);
  if (!first) return;
  await tx
    .update(surveyResults)
    .set({ pipelineId: first.id })
    .where(and(eq(surveyResults.companyId, companyId), isNull(surveyResults.pipelineId)));
}

export async function createPipeline(
  db: Database,
  actor: Actor,
  input: { companyId: number; name: string; statuses?: string[] },
) {
  return inTransaction(db, async (tx) => {
    const company = await companyInScope(tx, actor, input.companyId);
    await checkPipelineName(tx, company.id, input.name);
    const statuses = input.statuses?.length ? input.statuses : [...DEFAULT_STATUSES];
    checkStatusNames(statuses);
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${pipelines.position}) + 1, 0)`.mapWith(Number) })
      .from(pipelines)
      .where(eq(pipelines.companyId, company.id));
    const [pipeline] = await tx
      .insert(pipelines)
      .values({ companyId: company.id, name: input.name, position: next })
      .returning({ id: pipelines.id });
    await tx
      .insert(pipelineStatuses)
      .values(statuses.map((name, position) => ({ pipelineId: pipeline.id, name, position })));
    return toJson(tx, await pipelineInScope(tx, actor, pipeline.id), true);
  });
}

export async function renamePipeline(db: Database, actor: Actor, id: number, name: string) {
  return inTransaction(db, async (tx) => {
    const pipeline = await pipelineInScope(tx, actor, id);
    await checkPipelineName(tx, pipeline.companyId, name, id);
    await tx.update(pipelines).set({ name }).where(eq(pipelines.id, id));
    return toJson(tx, await pipelineInScope(tx, actor, id), false);
  });
}

/** Puts a company's pipelines in the given order; `ids` must name each of them exactly once. */
export async function reorderPipelines(db: Database, actor: Actor, input: { companyId: number; ids: number[] }) {
  return inTransaction(db, async (tx) => {
    const company = await companyInScope(tx, actor, input.companyId);
    const current = await pipelinesOfCompany(tx, company.id);
    const known = new Set(current.map((p) => p.id));
    if (
      input.ids.length !== current.length ||
      new Set(input.ids).size !== current.length ||
      !input.ids.every((id) => known.has(id))
    ) {
      throw ApiError.unprocessable([{ path: "ids", message: "must list each of the company's pipelines once" }]);
    }
    await lockPipelines(tx, input.ids);
    await pinUnassignedCards(tx, company.id);
    for (const [position, id] of input.ids.entries()) {
      await tx.update(pipelines).set({ position }).where(eq(pipelines.id, id));
    }
    return Promise.all((await pipelinesOfCompany(tx, company.id)).map((p) => toJson(tx, p, false)));
  });
}

/**
 * Deletes a pipeline. Its cards (if any) move to `moveToPipelineId` of the same company, each into the status of the
 * same name there, or else that pipeline's first status. A company keeps at least one pipeline.
 */
export async function deletePipeline(db: Database, actor: Actor, input: { id: number; moveToPipelineId?: number }) {
  return inTransaction(db, async (tx) => {
    const pipeline = await pipelineInScope(tx, actor, input.id);
    const all = await pipelinesOfCompany(tx, pipeline.companyId);
    if (all.length === 1) throw ApiError.unprocessable([{ path: "id", message: "is the company's only pipeline" }]);
    const target = input.moveToPipelineId === undefined ? undefined : all.find((p) => p.id === input.moveToPipelineId);
    if (input.moveToPipelineId !== undefined && (!target || target.id === pipeline.id)) {
      throw ApiError.unprocessable([
        { path: "move_to_pipeline_id", message: "must be another pipeline of the same company" },
      ]);
    }
    await lockPipelines(tx, [pipeline.id, ...(target ? [target.id] : [])]);
    await pinUnassignedCards(tx, pipeline.companyId);
    const cards = await tx
      .select({ id: surveyResults.id, status: surveyResults.status })
      .from(surveyResults)
      .where(eq(surveyResults.pipelineId, pipeline.id));
    if (cards.length && !target) {
      throw ApiError.conflict(`${cards.length} card${cards.length === 1 ? " is" : "s are"} in this pipeline`, [
        { path: "move_to_pipeline_id", message: "is required: choose the pipeline its cards move to" },
      ]);
    }
    if (target && cards.length) {
      const first = target.statuses[0];
      if (!first) throw ApiError.unprocessable([{ path: "move_to_pipeline_id", message: "has no statuses" }]);
      const statusIn = (name: string) => target.statuses.find((s) => s.name === name)?.name ?? first.name;
      const moves = cards.map((c) => ({ ...c, to: statusIn(c.status) }));
      if (moves.length) {
        await tx.execute(sql`
          update ${surveyResults} as sr
          set status = v.status, pipeline_id = ${target.id}, column_position = null, updated_at = now()
          from jsonb_to_recordset(${JSON.stringify(moves.map((m) => ({ id: m.id, status: m.to })))}::jsonb) as v(id int, status text)
          where sr.id = v.id`);
        const changed = moves.filter((m) => m.to !== m.status);
        if (changed.length) {
          await tx.insert(surveyResultStatusChanges).values(
            changed.map((m) => ({
              surveyResultId: m.id,
              pipelineId: target.id,
              fromStatus: m.status,
              toStatus: m.to,
              changedByUserId: actor.id,
            })),
          );
        }
      }
    }
    await tx.delete(pipelines).where(eq(pipelines.id, pipeline.id));
    const rest = all.filter((p) => p.id !== pipeline.id);
    for (const [position, p] of rest.entries()) {
      if (p.position !== position) await tx.update(pipelines).set({ position }).where(eq(pipelines.id, p.id));
    }
    return { deleted: pipeline.id, moved: cards.length };
  });
}

/** Adds a status to a pipeline, at `position` (0-based) or at the end. */
export async function addStatus(
  db: Database,
  actor: Actor,
  input: { pipelineId: number; name: string; position?: number },
) {
  return inTransaction(db, async (tx) => {
    const pipeline = await pipelineInScope(tx, actor, input.pipelineId);
    if (pipeline.statuses.some((s) => sameName(s.name, input.name))) {
      throw ApiError.unprocessable([{ path: "name", message: "is already a status of this pipeline" }]);
    }
    await lockPipelines(tx, [pipeline.id]);
    const position = Math.min(input.position ?? pipeline.statuses.length, pipeline.statuses.length);
    const names = pipeline.statuses.map((s) => s.id);
    await tx.insert(pipelineStatuses).values({ pipelineId: pipeline.id, name: input.name, position });
    await renumberStatuses(tx, [...names.slice(0, position), -1, ...names.slice(position)], pipeline.id);
    return toJson(tx, await pipelineInScope(tx, actor, pipeline.id), true);
  });
}

/** Gives statuses the positions of their order; -1 stands for "the status just inserted" and keeps its place. */
async function renumberStatuses(tx: Tx, ids: number[], pipelineId: number) {
  for (const [position, id] of ids.entries()) {
    if (id === -1) continue;
    await tx
      .update(pipelineStatuses)
      .set({ position })
      .where(and(eq(pipelineStatuses.id, id), eq(pipelineStatuses.pipelineId, pipelineId)));
  }
}

/** Renames a status, and so the status of every card that holds it. */
export async function renameStatus(
  db: Database,
  actor: Actor,
  input: { pipelineId: number; statusId: number; name: string },
) {
  return inTransaction(db, async (tx) => {
    const pipeline = await pipelineInScope(tx, actor, input.pipelineId);
    const status = pipeline.statuses.find((s) => s.id === input.statusId);
    if (!status) throw ApiError.notFound("Status not found");
    if (pipeline.statuses.some((s) => s.id !== status.id && sameName(s.name, input.name))) {
      throw ApiError.unprocessable([{ path: "name", message: "is already a status of this pipeline" }]);
    }
    await lockPipelines(tx, [pipeline.id]);
    await tx.update(pipelineStatuses).set({ name: input.name }).where(eq(pipelineStatuses.id, status.id));
    await tx
      .update(surveyResults)
      .set({ status: input.name })
      .where(and(cardsOf(pipeline), eq(surveyResults.status, status.name)));
    return toJson(tx, await pipelineInScope(tx, actor, pipeline.id), true);
  });
}

export async function reorderStatuses(db: Database, actor: Actor, input: { pipelineId: number; ids: number[] }) {
  return inTransaction(db, async (tx) => {
    const pipeline = await pipelineInScope(tx, actor, input.pipelineId);
    const known = new Set(pipeline.statuses.map((s) => s.id));
    const n = pipeline.statuses.length;
    if (input.ids.length !== n || new Set(input.ids).size !== n || !input.ids.every((id) => known.has(id))) {
      throw ApiError.unprocessable([{ path: "ids", message: "must list each of the pipeline's statuses once" }]);
    }
    await lockPipelines(tx, [pipeline.id]);
    await renumberStatuses(tx, input.ids, pipeline.id);
    return toJson(tx, await pipelineInScope(tx, actor, pipeline.id), true);
  });
}

/**
 * Deletes a status. Its cards (if any) move to `moveToStatusId` of the same pipeline, after the cards there; without
 * it a status that holds cards is not deleted (409, naming the field to give). A pipeline keeps at least one status.
 */
export async function deleteStatus(
  db: Database,
  actor: Actor,
  input: { pipelineId: number; statusId: number; moveToStatusId?: number },
) {
  return inTransaction(db, async (tx) => {
    const pipeline = await pipelineInScope(tx, actor, input.pipelineId);
    const status = pipeline.statuses.find((s) => s.id === input.statusId);
    if (!status) throw ApiError.notFound("Status not found");
    if (pipeline.statuses.length === 1)
      throw ApiError.unprocessable([{ path: "id", message: "is the pipeline's only status" }]);
    const target =
      input.moveToStatusId === undefined ? undefined : pipeline.statuses.find((s) => s.id === input.moveToStatusId);
    if (input.moveToStatusId !== undefined && (!target || target.id === status.id)) {
      throw ApiError.unprocessable([{ path: "move_to_status_id", message: "must be another status of this pipeline" }]);
    }
    await lockPipelines(tx, [pipeline.id]);
    const cards = await tx
      .select({ id: surveyResults.id })
      .from(surveyResults)
      .where(and(cardsOf(pipeline), eq(surveyResults.status, status.name)));
    if (cards.length && !target) {
      throw ApiError.conflict(`${cards.length} card${cards.length === 1 ? " is" : "s are"} in this status`, [
        { path: "move_to_status_id", message: "is required: choose the status its cards move to" },
      ]);
    }
    if (target && cards.length) {
      await changeStatusIn(tx, actor, {
        ids: cards.map((c) => c.id),
        status: target.name,
        pipelineId: pipeline.id,
        placement: "end",
      });
    }
    await tx.delete(pipelineStatuses).where(eq(pipelineStatuses.id, status.id));
    await renumberStatuses(
      tx,
      pipeline.statuses.filter((s) => s.id !== status.id).map((s) => s.id),
      pipeline.id,
    );
    return {
      deleted: status.id,
      moved: cards.length,
      pipeline: await toJson(tx, await pipelineInScope(tx, actor, pipeline.id), true),
    };
  });
}
