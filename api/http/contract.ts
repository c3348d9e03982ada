// The contract kit: every Main API operation is declared once, as data, in its feature's `contract.ts`
// (api/<feature>/contract.ts). The API registers its handlers from these declarations (api/http/implement.ts), the
// OpenAPI document is generated from them (api/openapi.ts), and the app's client is typed by them
// (app/api/client.server.ts). Contract modules import only zod, this kit, domain/ and other contracts, so the app
// may import them without pulling in the API's internals.
import { z } from "zod";
import type { BrandFeatures } from "../../brands/types";
import type { Capability } from "../../domain/permissions";
import { hasNul, NUL_MESSAGE, stripNul } from "../../domain/nul";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may call an operation: anyone (`public`), any signed-in user (`signed-in`; tenant scope still applies inside
 * the queries), or a signed-in user with a capability of `can()` (domain/permissions.ts), refused with 403.
 */
export type Access = "public" | "signed-in" | Capability;

/** Error statuses an operation may answer on purpose (each with the body `{ message, errors }`). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503;

export interface OperationSpec {
  method: Method;
  /** Express-style path below /api/v2, e.g. `/role-benchmarks/:id`. */
  path: string;
  /** One sentence for the OpenAPI document's operation list: what the operation does. */
  summary: string;
  /**
   * One or two sentences for API clients: what it reads or changes, and what a caller should know (limits, side
   * effects, what it refuses). Who may call it and the statuses are added to the OpenAPI document from the rest.
   */
  description: string;
  access: Access;
  /** The message of the 403 when the capability is missing (defaults to "Forbidden"). */
  denied?: string;
  /**
   * A form anyone may post without an account (sign-up, password reset, registering, applying): the public server
   * counts its posts per address together with the pages' public forms (server/rate-limit.ts), 429 past the limit.
   */
  publicForm?: true;
  /**
   * A record of what the app observed (usage events, visits, a note of a change already made), not a change to the
   * product's data: left out of a proxy session's audit trail, which it would only flood (api/http/implement.ts).
   */
  observation?: true;
  /** The brand feature whose area this is: where the brand does not ship it, the operation answers 404. */
  feature?: keyof BrandFeatures;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The JSON answer's schema; absent when the success answer has no JSON body (204, CSV, a redirect). */
  response?: z.ZodType;
  /** The success status (200 unless given). */
  status?: 200 | 201 | 202 | 204 | 302;
  /** Content type of a success answer that is not JSON, e.g. `text/csv`. */
  produces?: string;
  errors: readonly ErrorStatus[];
}

export type Contract = Record<string, OperationSpec>;

/**
 * Whether a brand serves an operation: one of a brand feature the brand does not ship answers 404 before anything
 * else runs (api/http/implement.ts) and is left out of the brand's OpenAPI document (api/openapi.ts).
 */
export const servedBy = (op: Pick<OperationSpec, "feature">, features: BrandFeatures): boolean =>
  !op.feature || features[op.feature];

/** Declares one operation (identity at run time; keeps the literal types for the client and the handlers). */
export const operation = <const O extends OperationSpec>(spec: O): O => spec;

type Schema<O, K extends "params" | "query" | "body" | "response"> =
  O extends Record<K, infer S extends z.ZodType> ? S : undefined;

/** What a caller sends (before the schema's coercions and defaults). */
export type InputOf<O extends OperationSpec> = {
  [K in "params" | "query" | "body" as Schema<O, K> extends z.ZodType ? K : never]: z.input<
    Exclude<Schema<O, K>, undefined>
  >;
};
/** What a handler receives (after validation). */
export type ParsedOf<O extends OperationSpec, K extends "params" | "query" | "body"> =
  Schema<O, K> extends z.ZodType ? z.output<Schema<O, K>> : undefined;
/** What the caller receives. */
export type ResponseOf<O extends OperationSpec> =
  Schema<O, "response"> extends z.ZodType ? z.output<Schema<O, "response">> : undefined;
/** What a handler returns (the JSON answer before serialisation). */
export type ResultOf<O extends OperationSpec> =
  Schema<O, "response"> extends z.ZodType ? z.input<Schema<O, "response">> : void;

/** Fills an Express-style path with its parameters: `/jobs/:id` + `{ id: 3 }` → `/jobs/3`. */
export function pathOf(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_]+)(\([^)]*\))?/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`path parameter ${name} is missing for ${path}`);
    return encodeURIComponent(String(value));
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Schemas shared by the contracts

/** The largest id a database `integer` column holds: a larger one is a 400, never PostgreSQL's range error. */
export const MAX_ID = 2_147_483_647;

/** A positive integer id (path or query text, or JSON number), worded for the field. */
export const id = (what = "an id") =>
  z.coerce
    .number({ error: `must be ${what}` })
    .int(`must be ${what}`)
    .positive(`must be ${what}`)
    .max(MAX_ID, `must be ${what}`);

/** `/:id` path parameters. */
export const idParam = z.object({ id: id() });

/** A boolean in a query string: true/false/1/0. */
export const flag = z
  .enum(["true", "false", "1", "0"], { error: "must be true or false" })
  .transform((v) => v === "true" || v === "1");

/** Free text in a search box, trimmed and bounded. */
export const searchText = (max = 100) => z.string().trim().max(max, `must be at most ${max} characters`);

/** A query parameter of one or more values, given as repeated parameters and/or comma-separated. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => {
    if (v === undefined || v === "") return undefined;
    const values = (Array.isArray(v) ? v : [v]).flatMap((s) => String(s).split(",")).map((s) => s.trim());
    return values.filter(Boolean);
  }, z.array(item).optional());

/** `page` and `limit` of a paged list, with the list's own bounds and default page size. */
export const pageQuery = ({ maxLimit = 100, defaultLimit = 25, maxPage = 100_000 } = {}) => ({
  page: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be 1 or more")
    .max(maxPage, "is too large")
    .default(1),
  limit: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, `must be 1 to ${maxLimit}`)
    .max(maxLimit, `must be 1 to ${maxLimit}`)
    .default(defaultLimit),
});

/** `sort_by` (one of the list's keys) and `order_by`. */
export const sortQuery = <const K extends readonly [string, ...string[]]>(keys: K, defaultKey: K[number]) => ({
  sort_by: z.enum(keys, { error: `must be one of ${keys.join(", ")}` }).default(defaultKey as never),
  order_by: z.enum(["asc", "desc"], { error: "must be asc or desc" }).default("asc"),
});

export const pageMeta = z.object({ total: z.number().int(), page: z.number().int(), limit: z.number().int() });
export type PageMeta = z.infer<typeof pageMeta>;

/** A page of a list: `{ data: [...], meta: { total, page, limit } }`. */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: pageMeta });

/** `{ data: … }`, the envelope of single resources and unpaged lists. */
export const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: item });

/** An ISO 8601 date-time as the API writes it. */
export const timestamp = z.string();

// ---------------------------------------------------------------------------------------------------------------
// The one text rule: no NUL (U+0000) anywhere. PostgreSQL cannot store it in text or jsonb (its error would be a
// 500) and no field of this product has a use for it. The API applies it to every operation's raw input before any
// schema runs (api/http/implement.ts); the app's form parsing (app/ui/action), the server's page and provider
// requests (server.ts), the provider's lookups (idp/) and the CSV import (api/jobs/imports.ts) apply the same rule
// (domain/nul.ts, re-exported here for the contract kit's users).
export { hasNul, NUL_MESSAGE, stripNul };

/**
 * A lone UTF-16 surrogate (half of a pair, as `"\ud800"` in JSON) is no character either: PostgreSQL refuses it in
 * jsonb (a 500) and text columns would silently store U+FFFD, so the same rule refuses it with its own message.
 */
export const SURROGATE_MESSAGE = "must not contain a lone surrogate (invalid Unicode)";
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
export const hasLoneSurrogate = (text: string): boolean => text.search(LONE_SURROGATE) !== -1;

/**
 * Every string inside `value` (objects and arrays walked, keys included) that holds a NUL, as `{ path, message }`
 * with the dotted path from `path` ("(body)" for the value itself). Raw bytes (Buffers) are not text and pass.
 */
export function nulProblems(value: unknown, path: string[] = []): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const walk = (inner: unknown, at: string[], depth: number) => {
    if (depth > 64 || (typeof Buffer !== "undefined" && Buffer.isBuffer(inner))) return;
    if (typeof inner === "string") {
      if (hasNul(inner)) problems.push({ path: at.join(".") || "(body)", message: NUL_MESSAGE });
      else if (hasLoneSurrogate(inner)) problems.push({ path: at.join(".") || "(body)", message: SURROGATE_MESSAGE });
    } else if (inner && typeof inner === "object") {
      for (const [key, item] of Object.entries(inner)) {
        // A key is text too (a record's keys are stored); it is named without its NUL.
        if (hasNul(key)) problems.push({ path: [...at, stripNul(key)].join("."), message: NUL_MESSAGE });
        else if (hasLoneSurrogate(key))
          problems.push({ path: [...at, key.replace(LONE_SURROGATE, "\ufffd")].join("."), message: SURROGATE_MESSAGE });
        else walk(item, [...at, key], depth + 1);
      }
    }
  };
  walk(value, path, 0);
  return problems;
}

/** The body of every error answer. */
export const errorBody = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })),
});

// ---------------------------------------------------------------------------------------------------------------
// The in-process entry: how the app's own server calls the embedded API without HTTP (api/http/in-process.ts,
// docs/decisions/070-the-app-calls-its-api-in-process.md). Declared here, with the contracts, because the app may
// import only these.

/** Who calls in-process: what the app would send as `Authorization: Bearer` and `X-Proxy-User-Id`. */
export interface InProcessIdentity {
  idToken: string;
  proxyUserId?: number;
}

/**
 * An operation's input as a request would deliver it: path parameters and query values as text (a repeated query
 * value as a list), the body as the JSON value it would be.
 */
export interface InProcessInput {
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
  body?: unknown;
}

/**
 * What the operation answered, with the headers it set: its JSON (absent for an operation without a response
 * schema), a file as the download a fetch would have given, or its refusal with the body an HTTP error answer
 * carries (`{ message, errors }`).
 */
export type InProcessAnswer = { status: number; headers: Record<string, string> } & (
  | { json?: unknown }
  | { download: Response }
  | { refusal: { message: string; errors: { path: string; message: string }[] } }
);

export type InvokeApi = (
  op: OperationSpec,
  input: InProcessInput,
  identity: InProcessIdentity | null,
) => Promise<InProcessAnswer>;
