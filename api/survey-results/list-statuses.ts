import { and, asc, eq, min, sql } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { companies, pipelineStatuses, pipelines } from "../../server/db/schema/index";
import { companiesInScope, findCompanyInScope } from "../db/tenant-scope";

/**
 * GET /survey-results/statuses: the status names of the pipelines in scope (or of one company), in pipeline order —
 * the list's status choices.
 */
export async function listStatuses(db: Database, actor: Actor, companyId?: number): Promise<string[]> {
  if (companyId !== undefined) await findCompanyInScope(db, actor, companyId);
  const rows = await db
    .select({ name: pipelineStatuses.name, position: min(pipelineStatuses.position) })
    .from(pipelineStatuses)
    .innerJoin(pipelines, eq(pipelines.id, pipelineStatuses.pipelineId))
    .innerJoin(companies, eq(companies.id, pipelines.companyId))
    .where(and(companiesInScope(actor), companyId === undefined ? undefined : eq(companies.id, companyId)))
    .groupBy(pipelineStatuses.name)
    .orderBy(asc(sql`min(${pipelineStatuses.position})`), asc(pipelineStatuses.name));
  return rows.map((r) => r.name);
}
