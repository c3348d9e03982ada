import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { pipelineStatuses } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import { inTransaction, lockPipelines, pipelineInScope } from "./common";
import { pipelineToJson, renumberStatuses, sameName } from "./model";

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
    return pipelineToJson(tx, await pipelineInScope(tx, actor, pipeline.id), true);
  });
}
