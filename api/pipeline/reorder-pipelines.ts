import { eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { pipelines } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import { companyInScope, inTransaction, lockPipelines, pipelinesOfCompany } from "./common";
import { pinUnassignedCards, pipelineToJson } from "./model";

/** Puts a company's pipelines in the given order; `ids` must name each of them exactly once. */
export async function reorderPipelines(db: Database, actor: Actor, input: { companyId: number; ids: number[] }) {
  return inTransaction(db, async (tx) => {
    const company = await companyInScope(tx, actor, input.companyId);
    const current = await pipelinesOfCompany(tx, company.id);
    const known = new Set(current.map((p) => p.id));
    if (
      input.ids.length !== current.length ||
      new Set(input.ids).size !== current.length ||
      !input.ids.every((id) => known.has(id))
    ) {
      throw ApiError.unprocessable([{ path: "ids", message: "must list each of the company's pipelines once" }]);
    }
    await lockPipelines(tx, input.ids);
    await pinUnassignedCards(tx, company.id);
    for (const [position, id] of input.ids.entries()) {
      await tx.update(pipelines).set({ position }).where(eq(pipelines.id, id));
    }
    return Promise.all((await pipelinesOfCompany(tx, company.id)).map((p) => pipelineToJson(tx, p, false)));
  });
}
