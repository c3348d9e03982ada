import crypto from "node:crypto";
import { apiErrorMessages, errorMessage } from "~domain/errors";
import { ApiRequestError } from "~/api/client.server";

/**
 * What a form action of the user-management and companies pages answers — always with status 200 (a 4xx from an
 * action is a failed fetch the browser logs as an error): whether it worked, the messages to show as toasts, and
 * for bad input the message at each field (by the API's field path).
 */
export interface FormResult {
  /** One per answer, so a page shows its toasts once even when it renders the same data again. */
  id: string;
  ok: boolean;
  intent: string;
  messages: string[];
  fieldErrors?: Record<string, string>;
  /** What the action worked on (e.g. the user id), for follow-ups such as an undo toast. */
  subject?: { id: number; name: string };
}

export function success(intent: string, message: string, subject?: FormResult["subject"]): FormResult {
  return { id: crypto.randomUUID(), ok: true, intent, messages: [message], subject };
}

/**
 * A failed API call as a form result: for bad input (400/409/422, and 403/413/415 that name a field) the messages
 * "path: message" (spec §5) and each field's own message ("E-mail is already in use"); otherwise the API's message
 * for 403/404/429, or the status name / generic message.
 */
export function failure(intent: string, error: unknown, labels: Record<string, string> = {}): FormResult {
  const base = { id: crypto.randomUUID(), ok: false, intent };
  if (!(error instanceof ApiRequestError)) return { ...base, messages: [errorMessage("GENERIC_ERROR")] };
  const fields = error.errors.filter((e) => e.path && e.path !== "(body)");
  if (fields.length > 0) {
    return {
      ...base,
      messages: apiErrorMessages(400, { errors: error.errors }),
      fieldErrors: Object.fromEntries(fields.map((e) => [e.path, `${labels[e.path] ?? "This field"} ${e.message}`])),
    };
  }
  if (error.errors.length > 0) return { ...base, messages: error.errors.map((e) => e.message) };
  if ([403, 404, 409, 429, 501, 503].includes(error.status) && error.message)
    return { ...base, messages: [error.message] };
  return { ...base, messages: apiErrorMessages(error.status) };
}
