import { eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { coachingAssignments } from "../../server/db/schema/index";
import { findSurveyResultInScope } from "../survey-results/model";
import type { AssignmentJson } from "./contract";
import { findCoach } from "./model";

/** PUT /coaching/people/{surveyResultId}/coach: start coaching a person, or hand them to another coach. */
export async function assignCoach(
  db: Database,
  actor: Actor,
  surveyResultId: number,
  coachUserId: number,
): Promise<AssignmentJson> {
  const result = await findSurveyResultInScope(db, actor, surveyResultId);
  const coach = await findCoach(db, actor, coachUserId, result);
  const [current] = await db
    .select()
    .from(coachingAssignments)
    .where(eq(coachingAssignments.surveyResultId, result.id));
  // The same coach again changes nothing; a new coach starts a new coaching relationship, so "since" moves.
  const since =
    current?.coachUserId === coach.id
      ? current.createdAt
      : (
          await db
            .insert(coachingAssignments)
            .values({ surveyResultId: result.id, coachUserId: coach.id })
            .onConflictDoUpdate({
              target: coachingAssignments.surveyResultId,
              set: { coachUserId: coach.id, createdAt: new Date() },
            })
            .returning()
        )[0].createdAt;
  return { survey_result_id: result.id, coach, coached_since: since.toISOString() };
}
