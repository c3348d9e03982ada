import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { getInstantInterview, saveInstantAnswers, submitInstantInterview } from "./answers";
import { instantInterviewsContract } from "./contract";
import { startAfterAssessment } from "./start";

/** The instant interview, public by the assessment's uuid: start, read, save answers, submit. */
export function instantInterviewsFeature({ db }: ApiDeps) {
  return implement(instantInterviewsContract, {
    start: async ({ params }) => ({ data: await startAfterAssessment(db, params.uuid) }),
    get: async ({ params }) => ({ data: await getInstantInterview(db, params.uuid) }),
    saveAnswers: async ({ params, body }) => ({ data: await saveInstantAnswers(db, params.uuid, body) }),
    submit: async ({ params }) => ({ data: await submitInstantInterview(db, params.uuid) }),
  });
}
