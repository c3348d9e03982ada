// The one answer of every page action (ADR 034). Safe for browser code: the page reads it, the server
// builds it with parse.server.ts, failure.server.ts and success.server.ts.

/** What a form submitted, by field name (a name given several times as a list); files and secrets left out. */
export type FormValues = Record<string, string | string[]>;

/** The action did what was asked. */
export interface ActionSuccess<D = undefined> {
  /** One per answer, so a page shows its toast once however often it renders the same data again. */
  id: string;
  ok: true;
  /** The submitted `intent` ("" for a form that does one thing). */
  intent: string;
  /** Shown as a toast; null when there is nothing to say (or the page says it itself, e.g. with Undo). */
  message: string | null;
  /** `info` for a success that changed nothing ("… has no cards to move"). */
  tone: "success" | "info";
  /** Whatever the page needs next (the saved record, generated text…). */
  data: D;
}

/**
 * The action refused or failed. A problem is shown beside its field when the form has one (`fieldErrors`), and as an
 * error toast (`formErrors`) when it has none — or, for the API's validation errors, always (spec §5, ADR 065).
 */
export interface ActionFailure {
  id: string;
  ok: false;
  intent: string;
  /** One error toast each: problems that belong to no field of the form, and every API validation problem. */
  formErrors: string[];
  /** The form's field name → its problem, shown beside the field. */
  fieldErrors: Record<string, string>;
  /** What was submitted, so the form shows it again (null for JSON bodies, whose page keeps its own state). */
  values: FormValues | null;
}

/** What every page action answers (with status 200: a 4xx from an action is a failed fetch the browser logs). */
export type ActionResult<D = undefined> = ActionSuccess<D> | ActionFailure;

/**
 * Which problems a form shows beside a field: the form's field names (a problem's path must be one of them), or a
 * function from a problem's path — the form's own field name, or the API's field path ("targets.domains.N.max")
 * — to the field that shows it. A problem without a field becomes a toast.
 */
export type FieldMap = readonly string[] | ((path: string) => string | undefined);

/** The form field that shows the problem at `path`, if any. */
export function fieldFor(fields: FieldMap | undefined, path: string): string | undefined {
  if (!fields || !path) return undefined;
  if (typeof fields === "function") return fields(path);
  return fields.includes(path) ? path : undefined;
}
