import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { addSession } from "./add-session";
import { assignCoach } from "./assign-coach";
import { coachingContract } from "./contract";
import { getCoachedPerson } from "./get-person";
import { listCoachedPeople } from "./list-people";
import { removeSession } from "./remove-session";
import { stopCoaching } from "./stop-coaching";
import { updateSession } from "./update-session";

/** Coaching: the coached people, who coaches whom, and the sessions held (the coaching brand only). */
export function coachingFeature({ db, logger }: ApiDeps) {
  return implement(coachingContract, {
    people: async ({ auth, query }) => listCoachedPeople(db, auth.actor, query),
    person: async ({ auth, params }) => ({
      data: await getCoachedPerson(db, logger, auth.actor, params.surveyResultId),
    }),
    assignCoach: async ({ auth, params, body }) => ({
      data: await assignCoach(db, auth.actor, params.surveyResultId, body.coach_user_id),
    }),
    stopCoaching: async ({ auth, params }) => stopCoaching(db, auth.actor, params.surveyResultId),
    addSession: async ({ auth, params, body }) => ({
      data: await addSession(db, auth.actor, params.surveyResultId, body),
    }),
    updateSession: async ({ auth, params, body }) => ({ data: await updateSession(db, auth.actor, params.id, body) }),
    removeSession: async ({ auth, params }) => ({ data: await removeSession(db, auth.actor, params.id) }),
  });
}
