import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { surveyAnswersContract } from "./contract";
import { sendAnswersPdf } from "./download-pdf";
import { getSurveyAnswers } from "./get-survey-answers";

/** The behavioural questions chart: GET /survey-results/{id}/answers, and as a PDF. */
export function surveyAnswersFeature({ db }: ApiDeps) {
  return implement(surveyAnswersContract, {
    get: async ({ auth, params }) => ({ data: await getSurveyAnswers(db, auth.actor, params.id) }),
    pdf: ({ auth, params }) => sendAnswersPdf(db, auth.actor, params.id),
  });
}
