// GET and PUT /scorecard-settings: whether a company's interviewers see others' scorecards only after submitting
// their own (the caller's company unless a company in scope is named).
import { recordAudit } from "../audit/record";
import type { Database } from "../../server/db/client";
import { scorecardSettings } from "../../server/db/schema/index";
import { findCompanyInScope } from "../db/tenant-scope";
import type { Auth } from "../http/authenticate";
import type { Actor } from "../../domain/permissions";
import { hidesUntilSubmitted } from "./model";

const companyOf = async (db: Database, actor: Actor, companyId?: number) =>
  companyId === undefined ? actor.companyId : (await findCompanyInScope(db, actor, companyId)).id;

export async function getSettings(db: Database, actor: Actor, companyId?: number) {
  const company = await companyOf(db, actor, companyId);
  return { company_id: company, hide_until_submitted: await hidesUntilSubmitted(db, company) };
}

export async function updateSettings(
  db: Database,
  auth: Auth,
  input: { hide_until_submitted: boolean; company_id?: number },
) {
  const company = await companyOf(db, auth.actor, input.company_id);
  return db.transaction(async (tx) => {
    const updatedAt = new Date();
    await tx
      .insert(scorecardSettings)
      .values({ companyId: company, hideUntilSubmitted: input.hide_until_submitted, updatedAt })
      .onConflictDoUpdate({
        target: scorecardSettings.companyId,
        set: { hideUntilSubmitted: input.hide_until_submitted, updatedAt },
      });
    await recordAudit(tx, auth, {
      action: input.hide_until_submitted ? "company.scorecards_hidden_on" : "company.scorecards_hidden_off",
      companyId: company,
      subjectType: "company",
      subjectId: company,
      summary: input.hide_until_submitted
        ? "Scorecards hidden until one's own is submitted"
        : "Scorecards visible to every interviewer",
    });
    return { company_id: company, hide_until_submitted: input.hide_until_submitted };
  });
}
