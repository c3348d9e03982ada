import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { coachingSessions } from "../../server/db/schema/index";
import { findSurveyResultInScope } from "../survey-results/model";
import type { SessionInput, SessionJson } from "./contract";
import { findSession, toSessionJson } from "./model";

/** POST /coaching/people/{surveyResultId}/sessions: a session the caller held with the person. */
export async function addSession(
  db: Database,
  actor: Actor,
  surveyResultId: number,
  input: SessionInput,
): Promise<SessionJson> {
  const result = await findSurveyResultInScope(db, actor, surveyResultId);
  const [session] = await db
    .insert(coachingSessions)
    .values({ surveyResultId: result.id, coachUserId: actor.id, heldOn: input.held_on, notes: input.notes })
    .returning({ id: coachingSessions.id });
  return toSessionJson(actor, await findSession(db, actor, session.id));
}
