import { useEffect, useMemo, useRef } from "react";
import { errorMessage } from "~domain/errors";
import { showFieldErrors, showToast } from "~/ui/toasts";
import type { ActionFailure, ActionResult, ActionSuccess } from "./result";

export interface ActionResultOptions<D> {
  /** Called once per successful answer, e.g. to close its dialog or take the answer's data. */
  onSuccess?(result: ActionSuccess<D>): void;
  /** Called once per failed answer. */
  onFailure?(result: ActionFailure): void;
  /** Whether a success shows its message as a toast (false when `onSuccess` shows a richer one, e.g. with Undo). */
  successToast?: boolean | ((result: ActionSuccess<D>) => boolean);
}

/** A failed answer's problems by field, for the form's inputs. */
export interface ActionFields {
  /** Field name → its problem (empty after a success or before any answer). */
  errors: Record<string, string>;
  error(name: string): string | undefined;
  /** What was submitted for a field that the action refused, so the form shows it again. */
  value(name: string): string | undefined;
}

/** Answers already delivered in this page's lifetime (a persisted fetcher's data renders again after a remount). */
const delivered = new Set<string>();

/**
 * Delivers an answer once: a success's message as a toast (then `onSuccess`); for a failure, its `formErrors` as
 * error toasts — the field problems are shown beside their fields (see `actionFields`).
 * Answers false when the answer was delivered before (or there is none).
 */
export function deliverActionResult<D>(
  result: ActionResult<D> | null | undefined,
  options: ActionResultOptions<D> = {},
): boolean {
  if (!result || delivered.has(result.id)) return false;
  delivered.add(result.id);
  if (result.ok) {
    const { successToast = true } = options;
    const show = typeof successToast === "function" ? successToast(result) : successToast;
    if (result.message && show) showToast({ kind: result.tone, message: result.message });
    options.onSuccess?.(result);
  } else {
    const withField = Object.keys(result.fieldErrors).length > 0;
    // A failure must say something: one without any problem gets the generic message.
    showFieldErrors(result.formErrors.length || withField ? result.formErrors : [errorMessage("GENERIC_ERROR")]);
    options.onFailure?.(result);
  }
  return true;
}

/** A failed answer's field problems and kept values (none for a success). */
export function actionFields(result: ActionResult<unknown> | null | undefined): ActionFields {
  const errors = result && !result.ok ? result.fieldErrors : {};
  const values = (result && !result.ok && result.values) || {};
  return {
    errors,
    error: (name) => errors[name],
    value: (name) => {
      const value = values[name];
      return Array.isArray(value) ? value[0] : value;
    },
  };
}

/**
 * The one way a page shows what its action answered (`useActionData()` or a fetcher's `data`): toasts once per
 * answer as `deliverActionResult` says, and the field problems for the form's inputs:
 * `const form = useActionResult(useActionData<typeof action>()); <TextInput name="name" error={form.error("name")} />`.
 */
export function useActionResult<D>(
  result: ActionResult<D> | null | undefined,
  options: ActionResultOptions<D> = {},
): ActionFields {
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    deliverActionResult(result, latest.current);
  }, [result]);
  return useMemo(() => actionFields(result), [result]);
}
