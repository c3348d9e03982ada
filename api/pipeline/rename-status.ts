import { and, eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { pipelineStatuses, surveyResults } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import { cardsOf, inTransaction, lockPipelines, pipelineInScope } from "./common";
import { pipelineToJson, sameName } from "./model";

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
    return pipelineToJson(tx, await pipelineInScope(tx, actor, pipeline.id), true);
  });
}
