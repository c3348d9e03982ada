import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import {
  cardsInScope,
  inTransaction,
  lockPipelines,
  pipelineInScope,
  readColumn,
  requireStatus,
  writeColumnOrder,
} from "./common";

export interface ReorderColumnInput {
  pipelineId: number;
  status: string;
  /** Cards of the column in the order the mover wants them (may be only the ones they see). */
  ids: number[];
}

/**
 * Orders a column (PUT /survey-results/update-column-positions). The listed cards take, in the given order, the
 * places they hold in the column right now; every card not listed (hidden by a filter, not loaded yet, or moved in
 * by someone else meanwhile) keeps its place, and a listed card that has left the column meanwhile is skipped. So a
 * stale or partial list reorders what it names and can never drop or duplicate a card. Answers the column's order.
 */
export async function reorderColumn(db: Database, actor: Actor, input: ReorderColumnInput) {
  return inTransaction(db, async (tx) => {
    const pipeline = await pipelineInScope(tx, actor, input.pipelineId);
    requireStatus(pipeline, input.status);
    const ids = [...new Set(input.ids)];
    await cardsInScope(tx, actor, ids); // a foreign or unknown id is not found
    await lockPipelines(tx, [pipeline.id]);

    const column = await readColumn(tx, pipeline, input.status);
    const inColumn = new Set(column.map((c) => c.id));
    const listed = ids.filter((id) => inColumn.has(id));
    const listedSet = new Set(listed);
    let next = 0;
    const order = column.map((c) => (listedSet.has(c.id) ? listed[next++] : c.id));
    const written = await writeColumnOrder(tx, order, new Map(column.map((c) => [c.id, c.columnPosition])));
    return {
      pipeline_id: pipeline.id,
      status: input.status,
      order: written.map((c) => ({ id: c.id, column_position: c.columnPosition })),
      skipped: ids.filter((id) => !inColumn.has(id)),
    };
  });
}
