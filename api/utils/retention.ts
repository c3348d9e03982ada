import { eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { companyDataSettings } from "../../server/db/schema/index";
import { findCompanyInScope } from "../db/tenant-scope";

/** GET /utils/retention?companyId= */
export async function getRetention(db: Database, actor: Actor, companyId: number) {
  const company = await findCompanyInScope(db, actor, companyId);
  const [row] = await db.select().from(companyDataSettings).where(eq(companyDataSettings.companyId, company.id));
  return {
    company_id: company.id,
    retention_days: row?.retentionDays ?? null,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/** PUT /utils/retention */
export async function setRetention(db: Database, actor: Actor, companyId: number, days: number | null) {
  const company = await findCompanyInScope(db, actor, companyId);
  const values = { retentionDays: days, updatedByUserId: actor.id, updatedAt: new Date() };
  await db
    .insert(companyDataSettings)
    .values({ companyId: company.id, ...values })
    .onConflictDoUpdate({ target: companyDataSettings.companyId, set: values });
  return getRetention(db, actor, company.id);
}
