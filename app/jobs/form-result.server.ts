import { failureResult, resultId, type BaseFormResult } from "~/ui/form-result.server";

/** What a jobs page's action answers (see BaseFormResult), with whatever the page needs next. */
export interface FormResult extends BaseFormResult {
  /** Whatever the page needs next (e.g. generated text, an import's status). */
  payload?: unknown;
}

export function success(intent: string, message: string, payload?: unknown): FormResult {
  return { id: resultId(), ok: true, intent, messages: message ? [message] : [], payload };
}

/** A failed API call as a form result; 502 (a text service failed) and the usual statuses show the API's message. */
export function failure(intent: string, error: unknown, labels: Record<string, string> = {}): FormResult {
  return failureResult(intent, error, labels, [403, 404, 409, 429, 502, 503]);
}
