// Changes of a whole column are recorded as a batch, so that Undo (undo-batch.ts) restores exactly what changed.
import { eq, inArray } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import {
  pipelineBatches,
  surveyResultStatusChanges,
  surveyResults,
  type PipelineBatchItem,
} from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import type { BatchResult } from "./contract";
import {
  inTransaction,
  lockPipelines,
  newBatch,
  pipelineInScope,
  readColumn,
  requireStatus,
  writeColumnOrder,
} from "./common";

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
