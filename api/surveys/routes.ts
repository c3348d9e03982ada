import { implement, SENT } from "../http/implement";
import type { ApiDeps } from "../index";
import { CONTINUE_LINK_SENT, surveysContract, type RegisterSurveyResult } from "./contract";
import { mailContinueLink } from "./continue-link";
import { getSurveyLink } from "./find-survey-link";
import { getSurveyProgress } from "./get-survey-progress";
import { registerSurvey } from "./register-survey";
import { saveSurveyAnswers } from "./save-survey-answers";
import { setNormGroup } from "./set-norm-group";
import { submitSurvey } from "./submit-survey";

/** Taking the assessment (public: a candidate has no account). */
export function surveysFeature(deps: ApiDeps) {
  const { db } = deps;
  return implement(surveysContract, {
    link: ({ params }) => getSurveyLink(db, params.token),
    publicRoleNames: async ({ query }) => ({ data: (await getSurveyLink(db, query.token)).role_names }),
    register: async ({ body, res }) => {
      const registered = await registerSurvey(db, body);
      if (!registered.resumed) return { survey_result_uuid: registered.survey_result_uuid, resumed: false as const };
      await mailContinueLink(deps, {
        uuid: registered.survey_result_uuid,
        email: registered.email,
        companyName: registered.company_name,
      });
      // 202, not the operation's 201: nothing was created, and the answer never carries the assessment's id.
      const answer: RegisterSurveyResult = { survey_result_uuid: null, resumed: true, message: CONTINUE_LINK_SENT };
      res.status(202).json(answer);
      return SENT;
    },
    submit: ({ body }) => submitSurvey(db, body.survey_result_uuid),
    progress: ({ params }) => getSurveyProgress(db, params.uuid),
    setNormGroup: ({ params, body }) => setNormGroup(db, params.uuid, body),
    saveAnswers: ({ params, body }) => saveSurveyAnswers(db, params.uuid, body),
  });
}
