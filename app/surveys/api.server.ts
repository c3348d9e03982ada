// Every call the survey pages make to the Main API, through the one API client (the survey API is public: no
// identity is sent). A refusal is an ApiRequestError with the API's status, message and field errors.
import type { AppLoadContext } from "@remix-run/node";
import { apiClient } from "~/api/client.server";
import {
  surveysContract as surveys,
  type RegisterSurveyResult,
  type StoredAnswer,
  type SubmitSurveyResult,
  type SurveyLink,
  type SurveyProgress,
} from "../../api/surveys/contract";
import type { InputOf } from "../../api/http/contract";
import type { Language } from "~domain/languages";

export type { RegisterSurveyResult, StoredAnswer, SubmitSurveyResult, SurveyLink, SurveyProgress };
type RegisterInput = InputOf<typeof surveys.register>["body"];
type AnswersInput = InputOf<typeof surveys.saveAnswers>["body"]["answers"];
type NormGroupInput = InputOf<typeof surveys.setNormGroup>["body"];

const api = (context: AppLoadContext) => apiClient(context, null);

export const surveyApi = {
  link: (context: AppLoadContext, token: string) => api(context).call(surveys.link, { params: { token } }),
  register: (context: AppLoadContext, body: RegisterInput) => api(context).call(surveys.register, { body }),
  progress: (context: AppLoadContext, uuid: string) => api(context).call(surveys.progress, { params: { uuid } }),
  setNormGroup: (context: AppLoadContext, uuid: string, body: NormGroupInput) =>
    api(context).call(surveys.setNormGroup, { params: { uuid }, body }),
  setLanguage: (context: AppLoadContext, uuid: string, language: Language) =>
    api(context).call(surveys.setLanguage, { params: { uuid }, body: { language } }),
  saveAnswers: (context: AppLoadContext, uuid: string, answers: AnswersInput) =>
    api(context).call(surveys.saveAnswers, { params: { uuid }, body: { answers } }),
  submit: (context: AppLoadContext, uuid: string) =>
    api(context).call(surveys.submit, { body: { survey_result_uuid: uuid } }),
};
