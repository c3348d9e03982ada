import crypto from "node:crypto";
import { apiErrorMessages, errorMessage } from "~domain/errors";
import { ApiRequestError } from "~/api/client.server";

/**
 * @deprecated Replaced by the action kit (`~/ui/action`, ADR 034); goes once the jobs, user-management and
 * companies actions use it.
 *
 * What a page's form action answers — always with status 200 (a 4xx from an action is a failed fetch the browser
 * logs as an error): whether it worked, the messages to show as toasts (spec §5: one per field problem, "path:
 * message"), and for bad input each field's own message by the API's field path. Each area adds its own extras.
 */
export interface BaseFormResult {
  /** One per answer, so a page shows its toasts once even when it renders the same data again. */
  id: string;
  ok: boolean;
  intent: string;
  messages: string[];
  fieldErrors?: Record<string, string>;
}

/** A fresh answer id. */
export function resultId(): string {
  return crypto.randomUUID();
}

/**
 * A failed API call as a form result: for bad input (any error that names a field) the messages "path: message"
 * (spec §5) and each field's own message ("E-mail is already in use"); otherwise the API's own messages, the API's
 * message for the statuses in `ownMessageStatuses`, or the status name / generic message.
 */
export function failureResult(
  intent: string,
  error: unknown,
  labels: Record<string, string>,
  ownMessageStatuses: readonly number[],
): BaseFormResult {
  const base = { id: resultId(), ok: false, intent };
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
  if (ownMessageStatuses.includes(error.status) && error.message) return { ...base, messages: [error.message] };
  return { ...base, messages: apiErrorMessages(error.status) };
}
