import { and, eq, isNull } from "drizzle-orm";
import { recordAudit } from "../audit/record";
import type { Database } from "../../server/db/client";
import { participantReports } from "../../server/db/schema/index";
import type { Auth } from "../http/authenticate";
import { findSurveyResultInScope } from "../survey-results/model";
import { plural } from "../../domain/text";

/**
 * DELETE /survey-results/{id}/participant-report: every open link to the person's report stops at once; traced in
 * the audit trail (ids and a count only).
 */
export async function revokeParticipantReport(
  db: Database,
  auth: Auth,
  surveyResultId: number,
  now = new Date(),
): Promise<{ revoked: number }> {
  const result = await findSurveyResultInScope(db, auth.actor, surveyResultId);
  return db.transaction(async (tx) => {
    const revoked = await tx
      .update(participantReports)
      .set({ revokedAt: now })
      .where(and(eq(participantReports.surveyResultId, result.id), isNull(participantReports.revokedAt)))
      .returning({ id: participantReports.id });
    await recordAudit(tx, auth, {
      action: "participant_report.revoke",
      companyId: result.companyId,
      subjectType: "survey_result",
      subjectId: result.id,
      summary: `Revoked ${plural(revoked.length, "link")} to a person's own report`,
    });
    return { revoked: revoked.length };
  });
}
