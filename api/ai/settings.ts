import { eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import { recordAudit } from "../audit/record";
import type { Database } from "../../server/db/client";
import { companies } from "../../server/db/schema/index";
import { findCompanyInScope } from "../db/tenant-scope";
import type { Auth } from "../http/authenticate";
import type { AiSettingsJson } from "./contract";
import type { AiPort } from "./port";

/** GET /companies/{id}/ai-settings */
export async function getAiSettings(db: Database, ai: AiPort, actor: Actor, id: number): Promise<AiSettingsJson> {
  const company = await findCompanyInScope(db, actor, id);
  const [row] = await db.select({ aiEnabled: companies.aiEnabled }).from(companies).where(eq(companies.id, company.id));
  return { company_id: company.id, ai_enabled: row.aiEnabled, endpoint_configured: ai.configured };
}

/** PUT /companies/{id}/ai-settings: traced in the audit trail (who switched the company's AI on or off). */
export async function updateAiSettings(
  db: Database,
  ai: AiPort,
  auth: Auth,
  id: number,
  input: { ai_enabled: boolean },
): Promise<AiSettingsJson> {
  const company = await findCompanyInScope(db, auth.actor, id);
  await db.transaction(async (tx) => {
    await tx.update(companies).set({ aiEnabled: input.ai_enabled }).where(eq(companies.id, company.id));
    await recordAudit(tx, auth, {
      action: input.ai_enabled ? "company.ai_enable" : "company.ai_disable",
      companyId: company.id,
      subjectType: "company",
      subjectId: company.id,
      summary: input.ai_enabled ? "AI features switched on" : "AI features switched off",
    });
  });
  return getAiSettings(db, ai, auth.actor, company.id);
}
