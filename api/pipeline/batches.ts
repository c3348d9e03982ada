// Changes of a whole column at once, each recorded as a batch so that Undo restores exactly what it changed:
// move every card of one status to another, and clear a column's manual order.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../db/client";
import {
  companies,
  pipelineBatches,
  surveyResultStatusChanges,
  surveyResults,
  type PipelineBatchItem,
} from "../db/schema/index";
import { ApiError } from "../http/errors";
import { companiesInScope } from "../services/scope";
import {
  inTransaction,
  lockPipelines,
  pipelineInScope,
  readColumn,
  requireStatus,
  writeColumnOrder,
  type Tx,
} from "./common";

/** How long after a batch its Undo is still accepted (the toast offers it for 15 s; this leaves room for delays). */
export const UNDO_WINDOW_MS = 10 * 60_000;

export interface BatchResult {
  /** Null when there was nothing to change. */
  batch_id: string | null;
  /** How many cards changed (status or place). */
  changed: number;
}

async function newBatch(
  tx: Tx,
  actor: Actor,
  pipeline: { id: number; companyId: number },
  kind: "move-all" | "clear-positions",
) {
  const [batch] = await tx
    .insert(pipelineBatches)
    .values({ companyId: pipeline.companyId, pipelineId: pipeline.id, kind, items: [], createdByUserId: actor.id })
    .returning({ id: pipelineBatches.id });
  return batch.id;
}

/**
 * PUT /survey-results/move-all-of-status-to-new-status: every card of `status` in the pipeline (whatever a board
 * filter hides) moves to `newStatus`, after the cards already there, keeping its order.
 */
export async function moveAllOfStatus(
  db: Database,
  actor: Actor,
  input: { pipelineId: number; status: string; newStatus: string },
): Promise<BatchResult & { moved: number }> {
  return inTransaction(db, async (tx) => {
    const pipeline = await pipelineInScope(tx, actor, input.pipelineId);
    requireStatus(pipeline, input.status, "status");
    requireStatus(pipeline, input.newStatus, "new_status");
    if (input.status === input.newStatus) {
      throw ApiError.unprocessable([{ path: "new_status", message: "must differ from status" }]);
    }
    await lockPipelines(tx, [pipeline.id]);
    const source = await readColumn(tx, pipeline, input.status);
    if (source.length === 0) return { batch_id: null, changed: 0, moved: 0 };
    const target = await readColumn(tx, pipeline, input.newStatus);
    const batchId = await newBatch(tx, actor, pipeline, "move-all");

    const items: PipelineBatchItem[] = [];
    const unordered = [...source, ...target].every((c) => c.columnPosition === null);
    // Nobody ordered either column: the cards keep the default order; otherwise they follow the target's cards.
    const order = [...target, ...source];
    const positions = new Map<number, number | null>(order.map((c, i) => [c.id, unordered ? null : i]));
    if (!unordered) {
      const before = new Map(target.map((c) => [c.id, c.columnPosition]));
      await writeColumnOrder(
        tx,
        order.map((c) => c.id),
        before,
      );
      for (const card of target) {
        if (card.columnPosition !== positions.get(card.id)) {
          items.push({
            id: card.id,
            from: { status: input.newStatus, pipelineId: card.pipelineId, columnPosition: card.columnPosition },
            to: { status: input.newStatus, pipelineId: card.pipelineId, columnPosition: positions.get(card.id)! },
          });
        }
      }
    }
    const sourceIds = source.map((c) => c.id);
    await tx
      .update(surveyResults)
      .set({ status: input.newStatus, pipelineId: pipeline.id, updatedAt: new Date() })
      .where(inArray(surveyResults.id, sourceIds));
    if (unordered)
      await tx.update(surveyResults).set({ columnPosition: null }).where(inArray(surveyResults.id, sourceIds));
    for (const card of source) {
      items.push({
        id: card.id,
        from: { status: input.status, pipelineId: card.pipelineId, columnPosition: card.columnPosition },
        to: { status: input.newStatus, pipelineId: pipeline.id, columnPosition: positions.get(card.id) ?? null },
      });
    }
    await tx.insert(surveyResultStatusChanges).values(
      source.map((card) => ({
        surveyResultId: card.id,
        pipelineId: pipeline.id,
        fromStatus: input.status,
        toStatus: input.newStatus,
        changedByUserId: actor.id,
        batchId,
      })),
    );
    await tx.update(pipelineBatches).set({ items }).where(eq(pipelineBatches.id, batchId));
    return { batch_id: batchId, changed: items.length, moved: source.length };
  });
}

/**
 * PUT /survey-results/clear-column-positions-of-status: forgets a column's manual order, so its cards show in the
 * default order again (newest first).
 */
export async function clearColumnPositions(
  db: Database,
  actor: Actor,
  input: { pipelineId: number; status: string },
): Promise<BatchResult> {
  return inTransaction(db, async (tx) => {
    const pipeline = await pipelineInScope(tx, actor, input.pipelineId);
    requireStatus(pipeline, input.status);
    await lockPipelines(tx, [pipeline.id]);
    const placed = (await readColumn(tx, pipeline, input.status)).filter((c) => c.columnPosition !== null);
    if (placed.length === 0) return { batch_id: null, changed: 0 };
    const batchId = await newBatch(tx, actor, pipeline, "clear-positions");
    await tx
      .update(surveyResults)
      .set({ columnPosition: null })
      .where(
        inArray(
          surveyResults.id,
          placed.map((c) => c.id),
        ),
      );
    const items: PipelineBatchItem[] = placed.map((card) => ({
      id: card.id,
      from: { status: input.status, pipelineId: card.pipelineId, columnPosition: card.columnPosition },
      to: { status: input.status, pipelineId: card.pipelineId, columnPosition: null },
    }));
    await tx.update(pipelineBatches).set({ items }).where(eq(pipelineBatches.id, batchId));
    return { batch_id: batchId, changed: items.length };
  });
}

/**
 * PUT /survey-results/undo-batch: restores the cards of a batch to where they were before it, except those someone
 * has moved to another column since (they stay where they are, and are counted as skipped). The batch's status
 * changes are forgotten, so "days in status" count as before. A batch is undone at most once.
 */
export async function undoBatch(db: Database, actor: Actor, batchId: string, now = new Date()) {
  return inTransaction(db, async (tx) => {
    const [batch] = await tx
      .select({ batch: pipelineBatches })
      .from(pipelineBatches)
      .innerJoin(companies, eq(companies.id, pipelineBatches.companyId))
      .where(and(eq(pipelineBatches.id, batchId), companiesInScope(actor)));
    if (!batch) throw ApiError.notFound("Nothing to undo");
    const { items, pipelineId, undoneAt, createdAt } = batch.batch;
    if (undoneAt) throw ApiError.conflict("This change was already undone");
    if (now.getTime() - createdAt.getTime() > UNDO_WINDOW_MS) throw ApiError.conflict("This change is too old to undo");

    await lockPipelines(tx, [
      ...(pipelineId === null ? [] : [pipelineId]),
      ...items.flatMap((i) => [i.from.pipelineId, i.to.pipelineId]).filter((p): p is number => p !== null),
    ]);
    const ids = items.map((i) => i.id);
    const current = new Map(
      (ids.length
        ? await tx
            .select({ id: surveyResults.id, status: surveyResults.status, pipelineId: surveyResults.pipelineId })
            .from(surveyResults)
            .where(and(inArray(surveyResults.id, ids), eq(surveyResults.companyId, batch.batch.companyId)))
        : []
      ).map((r) => [r.id, r]),
    );
    const restore = items.filter((item) => {
      const now = current.get(item.id);
      return now && now.status === item.to.status && now.pipelineId === item.to.pipelineId;
    });
    if (restore.length) {
      const rows = restore.map((i) => ({
        id: i.id,
        status: i.from.status,
        pipeline_id: i.from.pipelineId,
        column_position: i.from.columnPosition,
      }));
      await tx.execute(sql`
        update ${surveyResults} as sr
        set status = v.status, pipeline_id = v.pipeline_id, column_position = v.column_position
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as v(id int, status text, pipeline_id int, column_position int)
        where sr.id = v.id`);
      await tx.delete(surveyResultStatusChanges).where(
        and(
          eq(surveyResultStatusChanges.batchId, batchId),
          inArray(
            surveyResultStatusChanges.surveyResultId,
            restore.map((i) => i.id),
          ),
        ),
      );
    }
    await tx.update(pipelineBatches).set({ undoneAt: now }).where(eq(pipelineBatches.id, batchId));
    const restoredIds = new Set(restore.map((i) => i.id));
    return {
      restored: restore.length,
      skipped: items.filter((i) => !restoredIds.has(i.id)).map((i) => i.id),
    };
  });
}
