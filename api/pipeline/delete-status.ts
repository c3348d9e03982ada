import { and, eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { pipelineStatuses, surveyResults } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import { changeStatusIn } from "./change-status";
import { cardsOf, inTransaction, lockPipelines, pipelineInScope } from "./common";
import { pipelineToJson, renumberStatuses } from "./model";

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
      pipeline: await pipelineToJson(tx, await pipelineInScope(tx, actor, pipeline.id), true),
    };
  });
}
