import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { companies, jobs, roleNames } from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import type { CampaignOptions } from "./contract";
import { campaignRole } from "./model";

/** GET /campaigns/options: the companies in scope, each with its jobs (not archived, with their role) and role names. */
export async function campaignOptions(db: Database, actor: Actor): Promise<CampaignOptions> {
  const inScope = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(companiesInScope(actor))
    .orderBy(asc(companies.name), asc(companies.id));
  const ids = inScope.map((c) => c.id);
  if (!ids.length) return { companies: [] };
  const [jobRows, roleRows] = await Promise.all([
    db
      .select({
        id: jobs.id,
        companyId: jobs.companyId,
        title: jobs.title,
        status: jobs.status,
        roleName: roleNames.name,
      })
      .from(jobs)
      .leftJoin(roleNames, eq(roleNames.id, jobs.roleNameId))
      .where(and(inArray(jobs.companyId, ids), isNull(jobs.archivedAt), eq(jobs.isTest, false)))
      .orderBy(asc(jobs.title), asc(jobs.id)),
    db
      .select({ companyId: roleNames.companyId, name: roleNames.name })
      .from(roleNames)
      .where(inArray(roleNames.companyId, ids))
      .orderBy(asc(roleNames.name)),
  ]);
  return {
    companies: inScope.map((c) => ({
      ...c,
      jobs: jobRows
        .filter((j) => j.companyId === c.id)
        .map((j) => ({ id: j.id, title: j.title, status: j.status, role: campaignRole(j, null)! })),
      role_names: [...new Set(roleRows.filter((r) => r.companyId === c.id).map((r) => r.name))],
    })),
  };
}
