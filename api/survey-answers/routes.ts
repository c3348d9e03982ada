import { implement } from "../http/implement";
import type { ApiDeps } from "../index";
import { surveyAnswersContract } from "./contract";
import { getSurveyAnswers } from "./get-survey-answers";

/** The behavioural questions chart: GET /survey-results/{id}/answers. */
export function surveyAnswersFeature({ db }: ApiDeps) {
  return implement(surveyAnswersContract, {
    get: async ({ auth, params }) => ({ data: await getSurveyAnswers(db, auth.actor, params.id) }),
  });
}
