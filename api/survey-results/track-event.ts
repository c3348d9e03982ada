import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { surveyResultEvents } from "../../server/db/schema/index";
import type { TrackEvent } from "./contract";
import { findSurveyResultInScope } from "./model";

/** POST /survey-results/track-event: what staff did with a result, for its history. */
export async function trackSurveyResultEvent(
  db: Database,
  auth: { actor: Actor; superAdmin: { id: number } | null },
  input: TrackEvent,
) {
  const result = await findSurveyResultInScope(db, auth.actor, input.survey_result_id);
  const [row] = await db
    .insert(surveyResultEvents)
    .values({
      surveyResultId: result.id,
      userId: auth.actor.id,
      proxySuperUserId: auth.superAdmin?.id ?? null,
      event: input.event,
      data: input.data ?? null,
    })
    .returning();
  return {
    id: row.id,
    survey_result_id: row.surveyResultId,
    event: row.event,
    created_at: row.createdAt.toISOString(),
  };
}
