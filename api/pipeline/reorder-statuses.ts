import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { ApiError } from "../http/errors";
import { inTransaction, lockPipelines, pipelineInScope } from "./common";
import { pipelineToJson, renumberStatuses } from "./model";

/** Puts a pipeline's statuses in the given order; `ids` must name each of them exactly once. */
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
    return pipelineToJson(tx, await pipelineInScope(tx, actor, pipeline.id), true);
  });
}
