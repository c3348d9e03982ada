import { eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import { recordAudit } from "../audit/record";
import type { Database } from "../../server/db/client";
import { companies } from "../../server/db/schema/index";
import { findCompanyInScope } from "../db/tenant-scope";
import type { Auth } from "../http/authenticate";
import type { ParticipantReportSettingsJson } from "./contract";

/** GET /companies/{id}/participant-report-settings */
export async function getParticipantReportSettings(
  db: Database,
  actor: Actor,
  id: number,
): Promise<ParticipantReportSettingsJson> {
  const company = await findCompanyInScope(db, actor, id);
  const [row] = await db
    .select({ on: companies.participantReports })
    .from(companies)
    .where(eq(companies.id, company.id));
  return { company_id: company.id, participant_reports: row.on };
}

/** PUT /companies/{id}/participant-report-settings: traced in the audit trail. */
export async function updateParticipantReportSettings(
  db: Database,
  auth: Auth,
  id: number,
  input: { participant_reports: boolean },
): Promise<ParticipantReportSettingsJson> {
  const company = await findCompanyInScope(db, auth.actor, id);
  await db.transaction(async (tx) => {
    await tx
      .update(companies)
      .set({ participantReports: input.participant_reports })
      .where(eq(companies.id, company.id));
    await recordAudit(tx, auth, {
      action: input.participant_reports ? "company.participant_reports_on" : "company.participant_reports_off",
      companyId: company.id,
      subjectType: "company",
      subjectId: company.id,
      summary: input.participant_reports
        ? "People assessed get their own report"
        : "People assessed no longer get their own report",
    });
  });
  return getParticipantReportSettings(db, auth.actor, company.id);
}
