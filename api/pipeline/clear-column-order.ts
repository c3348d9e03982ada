import { eq, inArray } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { BatchResult } from "./contract";
import type { Database } from "../../server/db/client";
import { pipelineBatches, surveyResults, type PipelineBatchItem } from "../../server/db/schema/index";
import { inTransaction, lockPipelines, newBatch, pipelineInScope, readColumn, requireStatus } from "./common";

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
