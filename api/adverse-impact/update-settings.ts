// PUT /adverse-impact/settings: a company's passing threshold for fit, in one transaction with its audit row.
import { recordAudit } from "../audit/record";
import type { Database } from "../../server/db/client";
import { adverseImpactSettings } from "../../server/db/schema/index";
import { findCompanyInScope } from "../db/tenant-scope";
import type { Auth } from "../http/authenticate";
import type { SettingsBody } from "./contract";

export async function updateImpactSettings(
  db: Database,
  auth: Auth,
  input: SettingsBody,
): Promise<{ company_id: number; pass_threshold: number }> {
  const company = await findCompanyInScope(db, auth.actor, input.company_id ?? auth.actor.companyId);
  const values = { passThreshold: input.pass_threshold, updatedByUserId: auth.actor.id, updatedAt: new Date() };
  await db.transaction(async (tx) => {
    await tx
      .insert(adverseImpactSettings)
      .values({ companyId: company.id, ...values })
      .onConflictDoUpdate({ target: adverseImpactSettings.companyId, set: values });
    await recordAudit(tx, auth, {
      action: "adverse_impact.threshold_change",
      companyId: company.id,
      subjectType: "company",
      subjectId: company.id,
      summary: `Passing threshold for fit set to ${input.pass_threshold}`,
    });
  });
  return { company_id: company.id, pass_threshold: input.pass_threshold };
}
