import { and, eq, isNull } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../db/client";
import { participantReports } from "../db/schema/index";
import { findSurveyResultInScope } from "../survey-results/model";

/** DELETE /survey-results/{id}/participant-report: every open link to the person's report stops at once. */
export async function revokeParticipantReport(
  db: Database,
  actor: Actor,
  surveyResultId: number,
  now = new Date(),
): Promise<{ revoked: number }> {
  const result = await findSurveyResultInScope(db, actor, surveyResultId);
  const revoked = await db
    .update(participantReports)
    .set({ revokedAt: now })
    .where(and(eq(participantReports.surveyResultId, result.id), isNull(participantReports.revokedAt)))
    .returning({ id: participantReports.id });
  return { revoked: revoked.length };
}
