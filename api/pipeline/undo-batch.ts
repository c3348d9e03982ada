import { and, eq, inArray, sql } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { companies, pipelineBatches, surveyResultStatusChanges, surveyResults } from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import { ApiError } from "../http/errors";
import { inTransaction, lockPipelines } from "./common";

/** How long after a batch its Undo is still accepted (the toast offers it for 15 s; this leaves room for delays). */
export const UNDO_WINDOW_MS = 10 * 60_000;

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
