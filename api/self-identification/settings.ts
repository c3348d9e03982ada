import type { Actor } from "../../domain/permissions";
import { recordAudit } from "../audit/record";
import type { Database } from "../../server/db/client";
import { selfIdentificationSettings } from "../../server/db/schema/index";
import { findCompanyInScope } from "../db/tenant-scope";
import type { Auth } from "../http/authenticate";
import type { SelfIdentificationSettingsJson } from "./contract";
import { askedBy } from "./model";

/** GET /companies/{id}/self-identification-settings */
export async function getSelfIdentificationSettings(
  db: Database,
  actor: Actor,
  id: number,
): Promise<SelfIdentificationSettingsJson> {
  const company = await findCompanyInScope(db, actor, id);
  const asked = await askedBy(db, company.id);
  return { company_id: company.id, ask_veteran: asked.veteran, ask_disability: asked.disability };
}

/** PUT /companies/{id}/self-identification-settings: traced in the audit trail. */
export async function setSelfIdentificationSettings(
  db: Database,
  auth: Auth,
  id: number,
  input: { ask_veteran: boolean; ask_disability: boolean },
): Promise<SelfIdentificationSettingsJson> {
  const company = await findCompanyInScope(db, auth.actor, id);
  const values = { askVeteran: input.ask_veteran, askDisability: input.ask_disability, updatedAt: new Date() };
  await db.transaction(async (tx) => {
    await tx
      .insert(selfIdentificationSettings)
      .values({ companyId: company.id, ...values })
      .onConflictDoUpdate({ target: selfIdentificationSettings.companyId, set: values });
    const asked = [input.ask_veteran && "veteran", input.ask_disability && "disability"].filter(Boolean);
    await recordAudit(tx, auth, {
      action: "company.self_identification_questions",
      companyId: company.id,
      subjectType: "company",
      subjectId: company.id,
      summary: asked.length
        ? `Self-identification also asks ${asked.join(" and ")} status`
        : "Self-identification asks sex and race/ethnicity only",
    });
  });
  return getSelfIdentificationSettings(db, auth.actor, company.id);
}
