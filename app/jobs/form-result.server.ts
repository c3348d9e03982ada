import crypto from "node:crypto";
import { apiErrorMessages, errorMessage } from "~domain/errors";
import { ApiRequestError } from "~/api/client.server";

/**
 * What a jobs page's action answers — always with status 200 (a 4xx from an action is a failed fetch the browser
 * logs as an error): whether it worked, the messages to show as toasts (spec §5: one per field problem, "path:
 * message"), and for bad input each field's own message by the API's field path.
 */
export interface FormResult {
  /** One per answer, so a page shows its toasts once even when it renders the same data again. */
  id: string;
  ok: boolean;
  intent: string;
  messages: string[];
  fieldErrors?: Record<string, string>;
  /** Whatever the page needs next (e.g. generated text, an import's status). */
  payload?: unknown;
}

export function success(intent: string, message: string, payload?: unknown): FormResult {
  return { id: crypto.randomUUID(), ok: true, intent, messages: message ? [message] : [], payload };
}

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
  if ([403, 404, 409, 429, 502, 503].includes(error.status) && error.message)
    return { ...base, messages: [error.message] };
  return { ...base, messages: apiErrorMessages(error.status) };
}
