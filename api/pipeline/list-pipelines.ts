import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { companyInScope, pipelinesOfCompany } from "./common";
import { pipelineToJson } from "./model";

/** The pipelines of a company in the actor's scope (the actor's own company by default). */
export async function listPipelines(db: Database, actor: Actor, input: { companyId?: number; withCounts?: boolean }) {
  const company = await companyInScope(db, actor, input.companyId ?? actor.companyId);
  const rows = await pipelinesOfCompany(db, company.id);
  return Promise.all(rows.map((p) => pipelineToJson(db, p, input.withCounts ?? false)));
}
