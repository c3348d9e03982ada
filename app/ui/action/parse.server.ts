import crypto from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { errorMessage, ERRORS, statusName } from "~domain/errors";
import { hasNul, NUL_MESSAGE, nulProblems, stripNul } from "../../../api/http/contract";
import { fieldFor, type ActionFailure, type FieldMap, type FormValues } from "./result";

/** A submission that passed its schema: the typed value, and what to answer a later failure with. */
export interface Submission<T> {
  ok: true;
  value: T;
  intent: string;
  /** What was submitted (null for a JSON body), for `apiFailure(error, { submission })`. */
  values: FormValues | null;
}

/** Either the typed value, or the failure to answer (field problems, the rest as toasts, the values kept). */
export type Parsed<T> = Submission<T> | { ok: false; result: ActionFailure };

export interface ParseOptions {
  /** Which problems the form shows beside a field; the rest become toasts (all of them when not given). */
  fields?: FieldMap;
  /** Fields never sent back to the page (names containing "password" never are). */
  secret?: readonly string[];
}

const SECRET = /password|passphrase|secret/i;

/** A form's entries by name, for the page to show again; files and secrets are left out. */
function formValues(form: FormData, secret: readonly string[] = []): FormValues {
  const values: FormValues = {};
  for (const [name, value] of form) {
    if (typeof value !== "string" || SECRET.test(name) || secret.includes(name)) continue;
    const before = values[name];
    values[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return values;
}

/** The values to show again, with any NUL taken out (they go back into the page's inputs). */
const withoutNul = (values: FormValues): FormValues =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      stripNul(name),
      Array.isArray(value) ? value.map((v) => stripNul(v)) : stripNul(value),
    ]),
  );

/** One message per problem: the field's own beside it; otherwise "path: message" (spec §5) as a toast. */
function sortProblems(problems: [path: string, message: string][], fields: FieldMap | undefined) {
  const fieldErrors: Record<string, string> = {};
  const formErrors: string[] = [];
  for (const [path, message] of problems) {
    const field = fieldFor(fields, path);
    if (field) fieldErrors[field] ??= message;
    // An unknown intent is no field's problem: its message alone says it.
    else formErrors.push(path && path !== "intent" ? `${path}: ${message}` : message);
  }
  return { fieldErrors, formErrors };
}

const failed = (
  intent: string,
  values: FormValues | null,
  problems: Omit<ActionFailure, "id" | "ok" | "intent" | "values">,
) => ({ ok: false, result: { id: crypto.randomUUID(), ok: false, intent, values, ...problems } }) as const;

/**
 * Parses submitted form data with a zod schema through conform, which turns the form's text into the schema's
 * types ("" is absent, "on" is true, numbers from text, `a.b` names into nested objects). A schema made with
 * `intents(...)` dispatches on the `intent` field.
 */
export function parseFormData<S extends z.ZodType>(
  form: FormData,
  schema: S,
  options: ParseOptions = {},
): Parsed<z.output<S>> {
  const values = formValues(form, options.secret);
  const given = form.get("intent");
  const intent = typeof given === "string" ? given : "";
  // The API's text rule, before any schema: a NUL reaches neither the API nor the identity provider's lookups.
  const nul = [...form.entries()].flatMap(([name, value]) =>
    hasNul(name) || (typeof value === "string" && hasNul(value))
      ? [[stripNul(name), NUL_MESSAGE] as [string, string]]
      : [],
  );
  if (nul.length) return failed(stripNul(intent), withoutNul(values), sortProblems(nul, options.fields));
  const submission = parseWithZod(form, { schema });
  if (submission.status === "success") return { ok: true, value: submission.value, intent, values };
  const problems = Object.entries(submission.error ?? {}).flatMap(([path, messages]) =>
    messages?.length ? [[path, messages[0]] as [string, string]] : [],
  );
  const sorted = sortProblems(problems, options.fields);
  if (!problems.length) sorted.formErrors.push(errorMessage("GENERIC_ERROR"));
  return failed(intent, values, sorted);
}

/** A refusal of a body no page of ours sends: thrown, so the page's error boundary says it with its status. */
function refusal(code: "FORM_MALFORMED" | "FORM_WRONG_CONTENT_TYPE"): Response {
  const { message, status } = ERRORS[code];
  return new Response(message, {
    status,
    statusText: statusName(status),
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** A Content-Type's media type alone, lower-cased ("multipart/form-data" of "multipart/form-data; boundary=…"). */
const mediaType = (request: Request) => (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * The one place a page's action reads its form. A body that is not a form (JSON, text, a file) is refused with 415,
 * an unreadable form (a cut-off or malformed multipart body) with 400, each with the catalogue's message, before
 * the action does anything: nothing is half saved. No body at all (a DELETE, a bare POST) is an empty form, which
 * the action's schema then judges like any other.
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = mediaType(request);
  if (!type) {
    if ((await request.arrayBuffer()).byteLength === 0) return new FormData();
    throw refusal("FORM_WRONG_CONTENT_TYPE");
  }
  if (!FORM_TYPES.has(type)) throw refusal("FORM_WRONG_CONTENT_TYPE");
  try {
    return await request.formData();
  } catch {
    throw refusal("FORM_MALFORMED");
  }
}

/** `parseFormData` of a request's form body (or of form data already read). */
export async function parseSubmission<S extends z.ZodType>(
  input: Request | FormData,
  schema: S,
  options: ParseOptions = {},
): Promise<Parsed<z.output<S>>> {
  return parseFormData(input instanceof Request ? await readForm(input) : input, schema, options);
}

/**
 * Parses a JSON body (a page that posts `encType: "application/json"`): the typed value, or a failure whose
 * problems are toasts ("path: message"), since such a body has no form fields.
 */
export async function parseJsonSubmission<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<Parsed<z.output<S>>> {
  // Only a JSON body: a form (or anything else) sent here is no page's doing, and is refused like readForm's.
  if (mediaType(request) !== "application/json") throw refusal("FORM_WRONG_CONTENT_TYPE");
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw refusal("FORM_MALFORMED");
  }
  const given = body && typeof body === "object" && "intent" in body ? body.intent : undefined;
  const intent = typeof given === "string" ? given : "";
  const nul = nulProblems(body).map(({ path, message }) => [path, message] as [string, string]);
  if (nul.length) return failed(stripNul(intent), null, sortProblems(nul, undefined));
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data, intent, values: null };
  const seen = new Set<string>();
  const problems = parsed.error.issues.flatMap((issue) => {
    const path = issue.path.map(String).join(".");
    if (seen.has(path)) return [];
    seen.add(path);
    return [[path, issue.message] as [string, string]];
  });
  return failed(intent, null, sortProblems(problems, undefined));
}

type Variants = Record<string, z.ZodObject>;
type IntentOf<T extends Variants> = { [K in keyof T & string]: z.output<T[K]> & { intent: K } }[keyof T & string];

/**
 * One schema for a form that does several things, chosen by its `intent` field:
 * `intents({ archive: z.object({ id: id() }), rename: z.object({ id: id(), name }) })` parses to
 * `{ intent: "archive", id } | { intent: "rename", id, name }`. Another intent is refused as a bad request.
 */
export function intents<const T extends Variants>(variants: T): z.ZodType<IntentOf<T>> {
  const [first, ...rest] = Object.entries(variants).map(([intent, schema]) =>
    schema.extend({ intent: z.literal(intent) }),
  );
  if (!first) throw new Error("intents() needs at least one intent");
  return z.discriminatedUnion("intent", [first, ...rest], {
    error: statusName(400),
  }) as unknown as z.ZodType<IntentOf<T>>;
}
