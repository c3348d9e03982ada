// A list page's state lives in its URL (bookmarkable, shareable, reloadable). The loader reads it with the
// contract's own query schema; the page writes it back with `withChanges` (through `useListUrl`).
import type { z } from "zod";

/** Where a loader finds the search params. */
export type ListSource = Request | URL | URLSearchParams;

const paramsOf = (source: ListSource) =>
  source instanceof URLSearchParams ? source : new URL(source instanceof URL ? source.href : source.url).searchParams;

/**
 * The URL's query parsed with a contract's query schema (e.g. `roleBenchmarksContract.search.query`), field by
 * field: an unusable value falls back to the field's default (or is left out) instead of failing the page, a list
 * keeps its usable items, and a rule across fields (an end before a start) drops the fields it names. Only a schema
 * that cannot parse even an empty query makes the page answer 400.
 *
 * A page that keeps more in its URL than the API reads passes the contract's schema extended with those fields
 * (`safeExtend` where the schema has refinements).
 */
export function listQuery<S extends z.ZodObject>(source: ListSource, schema: S): z.output<S> {
  const params = paramsOf(source);
  const input: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const value = fieldInput(field, params.getAll(key));
    if (value !== undefined) input[key] = value;
  }
  for (let attempt = 0; attempt < 5; attempt++) {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    const named = [...new Set(result.error.issues.map((issue) => String(issue.path[0] ?? "")))].filter(
      (key) => key in input,
    );
    if (named.length === 0) break;
    for (const key of named) delete input[key];
  }
  const fallback = schema.safeParse({});
  if (fallback.success) return fallback.data;
  throw new Response("Bad Request", { status: 400 });
}

/** The raw value a field accepts: one value, repeated values (`role=a&role=b`) or a comma list, usable items only. */
function fieldInput(field: z.ZodType, values: string[]): unknown {
  if (values.length === 0) return undefined;
  const accepts = (value: unknown) => field.safeParse(value).success;
  const first = (candidates: unknown[]) => candidates.find(accepts);
  const whole = first(values.length === 1 ? [values[0], values] : [values, values.join(",")]);
  if (whole !== undefined) return whole;
  const items = values.flatMap((v) => v.split(",")).map((v) => v.trim());
  if (items.length < 2) return undefined;
  const usable = items.filter((item) => item && (accepts(item) || accepts([item])));
  return usable.length ? first([usable, usable.join(",")]) : undefined;
}

/**
 * A parsed query as the operation's input, for `api.call(op, { query })`. Query schemas parse their own output to
 * the same values (the client writes `true` as "true" and lists as repeated values), which is what makes this cast sound;
 * url-state.test.ts checks it for the kit's schema helpers.
 */
export const apiQuery = <S extends z.ZodObject>(_schema: S, query: z.output<S>) => query as unknown as z.input<S>;

/** A value a list page writes into its URL: nothing (`null`, `""`, `false`, `[]`) removes the parameter. */
export type ParamValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type ParamChanges = Record<string, ParamValue>;

export interface ListUrlOptions {
  /** Values left out of the URL when set (the list's defaults), so links stay short. `page` 1 always is. */
  defaults?: ParamChanges;
  /** How lists are written: `role=a&role=b` (default) or `status=a,b`. */
  arrays?: "repeat" | "comma";
}

const same = (a: ParamValue, b: ParamValue) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The search params after some changes, keeping every other parameter. A change that does not set `page` goes
 * back to the first page: another filter, search, sort or page size shows a different list.
 */
export function withChanges(
  search: string | URLSearchParams,
  changes: ParamChanges,
  { defaults = {}, arrays = "repeat" }: ListUrlOptions = {},
): URLSearchParams {
  const params = new URLSearchParams(search);
  if (!("page" in changes)) params.delete("page");
  for (const [key, value] of Object.entries(changes)) {
    const nothing =
      value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);
    if (nothing || (key in defaults ? same(value, defaults[key]) : value === false)) params.delete(key);
    else if (!Array.isArray(value)) params.set(key, String(value));
    else if (arrays === "comma") params.set(key, value.join(","));
    else {
      params.delete(key);
      for (const item of value) params.append(key, String(item));
    }
  }
  if (params.get("page") === "1") params.delete("page");
  return params;
}

/** `?a=1&b=2`, or "" for none. */
export const searchString = (params: URLSearchParams) => {
  const s = params.toString();
  return s ? `?${s}` : "";
};
