import { eq, sql } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { pipelineStatuses, pipelines } from "../../server/db/schema/index";
import { companyInScope, inTransaction, pipelineInScope } from "./common";
import { checkPipelineName, checkStatusNames, DEFAULT_STATUSES, pipelineToJson } from "./model";

/** Creates a pipeline at the end of the company's, with the given statuses or the default ones. */
export async function createPipeline(
  db: Database,
  actor: Actor,
  input: { companyId: number; name: string; statuses?: string[] },
) {
  return inTransaction(db, async (tx) => {
    const company = await companyInScope(tx, actor, input.companyId);
    await checkPipelineName(tx, company.id, input.name);
    const statuses = input.statuses?.length ? input.statuses : [...DEFAULT_STATUSES];
    checkStatusNames(statuses);
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${pipelines.position}) + 1, 0)`.mapWith(Number) })
      .from(pipelines)
      .where(eq(pipelines.companyId, company.id));
    const [pipeline] = await tx
      .insert(pipelines)
      .values({ companyId: company.id, name: input.name, position: next })
      .returning({ id: pipelines.id });
    await tx
      .insert(pipelineStatuses)
      .values(statuses.map((name, position) => ({ pipelineId: pipeline.id, name, position })));
    return pipelineToJson(tx, await pipelineInScope(tx, actor, pipeline.id), true);
  });
}
