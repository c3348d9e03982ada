import { eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import { recordAudit } from "../audit/record";
import type { Database } from "../../server/db/client";
import { companyAiCallSettings } from "../../server/db/schema/index";
import { findCompanyInScope } from "../db/tenant-scope";
import type { Auth } from "../http/authenticate";
import { AI_CALL_RETENTION, type AiCallRetentionJson } from "./contract";

/** GET /companies/{id}/ai-call-retention */
export async function getAiCallRetention(db: Database, actor: Actor, id: number): Promise<AiCallRetentionJson> {
  const company = await findCompanyInScope(db, actor, id);
  const [row] = await db.select().from(companyAiCallSettings).where(eq(companyAiCallSettings.companyId, company.id));
  return {
    company_id: company.id,
    retention_months: row?.retentionMonths ?? AI_CALL_RETENTION.default,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/** PUT /companies/{id}/ai-call-retention: traced in the audit trail. */
export async function setAiCallRetention(
  db: Database,
  auth: Auth,
  id: number,
  input: { retention_months: number },
): Promise<AiCallRetentionJson> {
  const company = await findCompanyInScope(db, auth.actor, id);
  const values = { retentionMonths: input.retention_months, updatedByUserId: auth.actor.id, updatedAt: new Date() };
  await db.transaction(async (tx) => {
    await tx
      .insert(companyAiCallSettings)
      .values({ companyId: company.id, ...values })
      .onConflictDoUpdate({ target: companyAiCallSettings.companyId, set: values });
    await recordAudit(tx, auth, {
      action: "company.ai_call_retention",
      companyId: company.id,
      subjectType: "company",
      subjectId: company.id,
      summary: `AI-call record kept for ${input.retention_months} months`,
    });
  });
  return getAiCallRetention(db, auth.actor, company.id);
}
