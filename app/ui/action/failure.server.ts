import crypto from "node:crypto";
import { apiErrorMessages, errorMessage, fieldErrorMessages } from "~domain/errors";
import { ApiRequestError } from "~/api/client.server";
import { fieldFor, type ActionFailure, type FieldMap, type FormValues } from "./result";

/** What a failure answers about the submission it refused: its intent, and its values to show again. */
export interface FailureOf {
  /** The submission (`parseSubmission`'s answer, or its failure), for its intent and values. */
  submission?: { intent: string; values: FormValues | null };
  /** The intent, when there is no submission to take it from. */
  intent?: string;
}

export interface ApiFailureOptions extends FailureOf {
  /** Which of the API's field paths the form shows beside a field; the rest become toasts "path: message". */
  fields?: FieldMap;
  /** A field's label, put before the API's message beside it ("E-mail" + "is already in use"). */
  labels?: Record<string, string>;
  /**
   * The statuses whose own API message is shown (e.g. 409 "A role benchmark with this name already exists");
   * any other status shows its standard name, or the generic message for a network failure or 500.
   */
  ownMessages?: readonly number[];
}

/** The statuses whose API message says more than the status name (a conflict, a refusal with its reason). */
export const OWN_MESSAGE_STATUSES: readonly number[] = [403, 404, 409, 429, 501, 502, 503];

function base(options: FailureOf) {
  return {
    id: crypto.randomUUID(),
    ok: false as const,
    intent: options.intent ?? options.submission?.intent ?? "",
    values: options.submission?.values ?? null,
  };
}

/** A failure the action decides itself (a refused sign-in): messages as toasts, or problems beside fields. */
export function actionFailure(
  messages: string | readonly string[],
  options: FailureOf & { fieldErrors?: Record<string, string> } = {},
): ActionFailure {
  const formErrors = typeof messages === "string" ? [messages] : [...messages];
  return { ...base(options), formErrors, fieldErrors: options.fieldErrors ?? {} };
}

/** Spec §5: the API's validation errors — 400 or 422 with field paths. */
const VALIDATION_STATUSES: readonly number[] = [400, 422];

/**
 * A failed API call as the action's answer. A validation error (400/422, spec §5) shows each problem as an error
 * toast "path: message" and, where the form has a field for it, also beside that field (ADR 065); the field problems
 * of another refusal (a 409's "is already used") show beside their field only, the rest as toasts. Without field
 * problems, one message — the API's own for the statuses in `ownMessages`, else the catalogue's (status name or
 * generic message). Thrown Responses (redirects) pass through.
 */
export function apiFailure(error: unknown, options: ApiFailureOptions = {}): ActionFailure {
  if (error instanceof Response) throw error;
  if (!(error instanceof ApiRequestError)) return actionFailure(errorMessage("GENERIC_ERROR"), options);
  const problems = error.errors.filter((e) => e.message);
  if (problems.length) {
    const fieldErrors: Record<string, string> = {};
    const rest: typeof problems = [];
    for (const problem of problems) {
      const field = fieldFor(options.fields, problem.path);
      if (!field) rest.push(problem);
      else if (!(field in fieldErrors)) {
        const label = options.labels?.[field];
        fieldErrors[field] = label ? `${label} ${problem.message}` : problem.message;
      }
    }
    const toasts = VALIDATION_STATUSES.includes(error.status) ? problems : rest;
    return actionFailure(fieldErrorMessages({ errors: toasts }), { ...options, fieldErrors });
  }
  const own = options.ownMessages ?? OWN_MESSAGE_STATUSES;
  if (own.includes(error.status) && error.message) return actionFailure(error.message, options);
  return actionFailure(apiErrorMessages(error.status), options);
}
