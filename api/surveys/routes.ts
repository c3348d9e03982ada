import { withStatus } from "../http/answers";
import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { CONTINUE_LINK_SENT, surveysContract, type RegisterSurveyResult } from "./contract";
import { mailContinueLink } from "./continue-link";
import { getSurveyLink } from "./find-survey-link";
import { getSurveyProgress } from "./get-survey-progress";
import { registerSurvey } from "./register-survey";
import { saveSurveyAnswers } from "./save-survey-answers";
import { setNormGroup } from "./set-norm-group";
import { setSurveyLanguage } from "./set-survey-language";
import { submitSurvey } from "./submit-survey";
import { afterFunnelCompletion, funnelRoleFor, recordRegistration } from "../funnels/track";
import { issueParticipantReport } from "../participant-reports/issue-report";

/** Taking the assessment (public: a candidate has no account). */
export function surveysFeature(deps: ApiDeps) {
  const { db } = deps;
  return implement(surveysContract, {
    link: ({ params }) => getSurveyLink(db, params.token),
    publicRoleNames: async ({ query }) => ({ data: (await getSurveyLink(db, query.token)).role_names }),
    register: async ({ body }) => {
      // Through a campaign's funnel, the campaign fixes the role (its job's role): the person is not asked for one.
      const role = body.campaign ? await funnelRoleFor(db, body.campaign, body.token) : null;
      const registered = await registerSurvey(db, role ? { ...body, role } : body);
      // Through a hiring campaign's funnel: counted as the funnel's registration (api/funnels/track.ts).
      if (!registered.resumed && body.campaign) {
        await recordRegistration(db, registered.survey_result_uuid, {
          slug: body.campaign,
          channel: body.campaign_channel,
        });
      }
      if (!registered.resumed) return { survey_result_uuid: registered.survey_result_uuid, resumed: false as const };
      await mailContinueLink(deps, {
        uuid: registered.survey_result_uuid,
        email: registered.email,
        companyName: registered.company_name,
      });
      // 202, not the operation's 201: nothing was created, and the answer never carries the assessment's id.
      const answer: RegisterSurveyResult = { survey_result_uuid: null, resumed: true, message: CONTINUE_LINK_SENT };
      return withStatus(202, answer);
    },
    submit: async ({ body }) => {
      const submitted = await submitSurvey(db, body.survey_result_uuid);
      // A funnel may go on into the instant interview (api/funnels/track.ts).
      await afterFunnelCompletion(db, submitted.survey_result_uuid);
      // The person's own report: its link is mailed once (api/participant-reports).
      await issueParticipantReport(deps, submitted.survey_result_uuid);
      return submitted;
    },
    progress: ({ params }) => getSurveyProgress(db, params.uuid),
    setNormGroup: ({ params, body }) => setNormGroup(db, params.uuid, body),
    setLanguage: ({ params, body }) => setSurveyLanguage(db, params.uuid, body.language),
    saveAnswers: ({ params, body }) => saveSurveyAnswers(db, params.uuid, body),
  });
}
