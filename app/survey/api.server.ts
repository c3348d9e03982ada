// Every call the survey pages make to the Main API, through the one API client (the survey API is public: no
// identity is sent). A refusal is an ApiRequestError with the API's status, message and field errors.
import type { AppLoadContext } from "@remix-run/node";
import { apiClient } from "~/api/client.server";
import type {
  RegisterSurveyResult,
  StoredAnswer,
  SubmitSurveyResult,
  SurveyLink,
  SurveyProgress,
} from "../../api/assessment/contracts";

export type { RegisterSurveyResult, StoredAnswer, SubmitSurveyResult, SurveyLink, SurveyProgress };

const api = (context: AppLoadContext) => apiClient(context, null);

export const surveyApi = {
  link: (context: AppLoadContext, token: string) =>
    api(context).get<SurveyLink>(`/surveys/link/${encodeURIComponent(token)}`),
  register: (context: AppLoadContext, input: Record<string, unknown>) =>
    api(context).post<RegisterSurveyResult>("/surveys/register", input),
  progress: (context: AppLoadContext, uuid: string) =>
    api(context).get<SurveyProgress>(`/surveys/${encodeURIComponent(uuid)}`),
  saveAnswers: (context: AppLoadContext, uuid: string, answers: unknown) =>
    api(context).put<SurveyProgress>(`/surveys/${encodeURIComponent(uuid)}/answers`, { answers }),
  submit: (context: AppLoadContext, uuid: string) =>
    api(context).post<SubmitSurveyResult>("/surveys/submit", { survey_result_uuid: uuid }),
};
