import { eq, sql } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { pipelines, surveyResultStatusChanges, surveyResults } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import { inTransaction, lockPipelines, pipelineInScope, pipelinesOfCompany } from "./common";
import { pinUnassignedCards } from "./model";

/**
 * Deletes a pipeline. Its cards (if any) move to `moveToPipelineId` of the same company, each into the status of the
 * same name there, or else that pipeline's first status. A company keeps at least one pipeline.
 */
export async function deletePipeline(db: Database, actor: Actor, input: { id: number; moveToPipelineId?: number }) {
  return inTransaction(db, async (tx) => {
    const pipeline = await pipelineInScope(tx, actor, input.id);
    const all = await pipelinesOfCompany(tx, pipeline.companyId);
    if (all.length === 1) throw ApiError.unprocessable([{ path: "id", message: "is the company's only pipeline" }]);
    const target = input.moveToPipelineId === undefined ? undefined : all.find((p) => p.id === input.moveToPipelineId);
    if (input.moveToPipelineId !== undefined && (!target || target.id === pipeline.id)) {
      throw ApiError.unprocessable([
        { path: "move_to_pipeline_id", message: "must be another pipeline of the same company" },
      ]);
    }
    await lockPipelines(tx, [pipeline.id, ...(target ? [target.id] : [])]);
    await pinUnassignedCards(tx, pipeline.companyId);
    const cards = await tx
      .select({ id: surveyResults.id, status: surveyResults.status })
      .from(surveyResults)
      .where(eq(surveyResults.pipelineId, pipeline.id));
    if (cards.length && !target) {
      throw ApiError.conflict(`${cards.length} card${cards.length === 1 ? " is" : "s are"} in this pipeline`, [
        { path: "move_to_pipeline_id", message: "is required: choose the pipeline its cards move to" },
      ]);
    }
    if (target && cards.length) {
      const first = target.statuses[0];
      if (!first) throw ApiError.unprocessable([{ path: "move_to_pipeline_id", message: "has no statuses" }]);
      const statusIn = (name: string) => target.statuses.find((s) => s.name === name)?.name ?? first.name;
      const moves = cards.map((c) => ({ ...c, to: statusIn(c.status) }));
      if (moves.length) {
        await tx.execute(sql`
          update ${surveyResults} as sr
          set status = v.status, pipeline_id = ${target.id}, column_position = null, updated_at = now()
          from jsonb_to_recordset(${JSON.stringify(moves.map((m) => ({ id: m.id, status: m.to })))}::jsonb) as v(id int, status text)
          where sr.id = v.id`);
        const changed = moves.filter((m) => m.to !== m.status);
        if (changed.length) {
          await tx.insert(surveyResultStatusChanges).values(
            changed.map((m) => ({
              surveyResultId: m.id,
              pipelineId: target.id,
              fromStatus: m.status,
              toStatus: m.to,
              changedByUserId: actor.id,
            })),
          );
        }
      }
    }
    await tx.delete(pipelines).where(eq(pipelines.id, pipeline.id));
    const rest = all.filter((p) => p.id !== pipeline.id);
    for (const [position, p] of rest.entries()) {
      if (p.position !== position) await tx.update(pipelines).set({ position }).where(eq(pipelines.id, p.id));
    }
    return { deleted: pipeline.id, moved: cards.length };
  });
}
