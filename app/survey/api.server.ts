// Every call the survey pages make to the Main API, in one place, so they can move to the shared API client
// (app/api/client.server.ts) in one step. The survey API is public: no identity is sent.
import type { AppLoadContext } from "@remix-run/node";
import type {
  RegisterSurveyResult,
  StoredAnswer,
  SubmitSurveyResult,
  SurveyLink,
  SurveyProgress,
} from "../../api/assessment/contracts";

export type { RegisterSurveyResult, StoredAnswer, SubmitSurveyResult, SurveyLink, SurveyProgress };

export interface FieldError {
  path: string;
  message: string;
}

/** A survey API answer that was not 2xx, or no answer at all (status 503). */
export class SurveyApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors: FieldError[] = [],
  ) {
    super(message);
    this.name = "SurveyApiError";
  }
}

const TIMEOUT_MS = 10_000;

async function call<T>(context: AppLoadContext, method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(context.services.env.apiBaseUrl + path, {
      method,
      headers: { accept: "application/json", ...(body !== undefined && { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new SurveyApiError(503, "Something went wrong. Please try again.");
  }
  const payload = (await response.json().catch(() => ({}))) as { message?: string; errors?: FieldError[] };
  if (!response.ok) {
    throw new SurveyApiError(
      response.status,
      payload.message ?? "Something went wrong. Please try again.",
      payload.errors ?? [],
    );
  }
  return payload as T;
}

export const surveyApi = {
  link: (context: AppLoadContext, token: string) =>
    call<SurveyLink>(context, "GET", `/surveys/link/${encodeURIComponent(token)}`),
  register: (context: AppLoadContext, input: Record<string, unknown>) =>
    call<RegisterSurveyResult>(context, "POST", "/surveys/register", input),
  progress: (context: AppLoadContext, uuid: string) =>
    call<SurveyProgress>(context, "GET", `/surveys/${encodeURIComponent(uuid)}`),
  saveAnswers: (context: AppLoadContext, uuid: string, answers: unknown) =>
    call<SurveyProgress>(context, "PUT", `/surveys/${encodeURIComponent(uuid)}/answers`, { answers }),
  submit: (context: AppLoadContext, uuid: string) =>
    call<SubmitSurveyResult>(context, "POST", "/surveys/submit", { survey_result_uuid: uuid }),
};
