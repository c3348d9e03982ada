import { failureResult, resultId, type BaseFormResult } from "~/ui/form-result.server";

/**
 * What a form action of the user-management and companies pages answers (see BaseFormResult), with what it
 * worked on.
 */
export interface FormResult extends BaseFormResult {
  /** What the action worked on (e.g. the user id), for follow-ups such as an undo toast. */
  subject?: { id: number; name: string };
}

export function success(intent: string, message: string, subject?: FormResult["subject"]): FormResult {
  return { id: resultId(), ok: true, intent, messages: [message], subject };
}

/**
 * A failed API call as a form result; 501 (set-up e-mails without an identity provider) and the usual statuses
 * show the API's message.
 */
export function failure(intent: string, error: unknown, labels: Record<string, string> = {}): FormResult {
  return failureResult(intent, error, labels, [403, 404, 409, 429, 501, 503]);
}
