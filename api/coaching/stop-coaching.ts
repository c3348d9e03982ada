import { eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { coachingAssignments } from "../../server/db/schema/index";
import { findSurveyResultInScope } from "../survey-results/model";

/** DELETE /coaching/people/{surveyResultId}/coach: nobody coaches the person any more; their sessions stay. */
export async function stopCoaching(db: Database, actor: Actor, surveyResultId: number): Promise<void> {
  const result = await findSurveyResultInScope(db, actor, surveyResultId);
  await db.delete(coachingAssignments).where(eq(coachingAssignments.surveyResultId, result.id));
}
