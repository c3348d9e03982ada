import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { interviewGradingContract } from "./contract";
import { getAnswerSet } from "./get-answer-set";
import { gradeAnswer } from "./grade-answer";
import { listAnswerSets } from "./list-answer-sets";

/** Blind grading of instant-interview answers: the queue, one answer set, a score. */
export function interviewGradingFeature({ db }: ApiDeps) {
  return implement(interviewGradingContract, {
    list: async ({ auth, query }) => ({ data: await listAnswerSets(db, auth.actor, query.company_id) }),
    get: async ({ auth, params }) => ({ data: await getAnswerSet(db, auth.actor, params.id) }),
    grade: async ({ auth, params, body }) => ({ data: await gradeAnswer(db, auth, params.id, body) }),
  });
}
