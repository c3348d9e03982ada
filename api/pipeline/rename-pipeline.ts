import { eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { pipelines } from "../../server/db/schema/index";
import { inTransaction, pipelineInScope } from "./common";
import { checkPipelineName, pipelineToJson } from "./model";

/** Renames a pipeline (its name must differ from the company's other pipelines'). */
export async function renamePipeline(db: Database, actor: Actor, id: number, name: string) {
  return inTransaction(db, async (tx) => {
    const pipeline = await pipelineInScope(tx, actor, id);
    await checkPipelineName(tx, pipeline.companyId, name, id);
    await tx.update(pipelines).set({ name }).where(eq(pipelines.id, id));
    return pipelineToJson(tx, await pipelineInScope(tx, actor, id), false);
  });
}
