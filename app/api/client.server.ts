import type { AppLoadContext } from "@remix-run/node";
import { errorMessage } from "~domain/errors";
import {
  pathOf,
  type InProcessAnswer,
  type InProcessInput,
  type InputOf,
  type InvokeApi,
  type OperationSpec,
  type ResponseOf,
} from "../../api/http/contract";
import { loggableUrl } from "../../server/logger";
import { referenceCache } from "./cache.server";

/** An answer from the Main API that was not 2xx. `errors` carries field paths for 400/422. */
export class ApiRequestError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors: { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

/** The page's 404, thrown by loaders for what is absent, out of the user's scope or switched off for the brand. */
export const notFound = () => new Response("Not Found", { status: 404, statusText: "Not Found" });

/** Rethrows the API's refusal of what was asked for (404, or 400 for a malformed id) as the page's 404. */
export function notFoundOn404(error: unknown): never {
  if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) throw notFound();
  throw error;
}

export interface ApiIdentity {
  idToken: string;
  proxyUserId?: number;
  /** Whose cache entries these are: the signed-in user's id. */
  userId: number;
}

interface RequestOptions {
  query?: Record<string, unknown>;
  body?: unknown;
  /** Time-out in ms (default 15 s; the profile uses 5 s, spec §7). */
  timeoutMs?: number;
}

/** Spec §8, as written: queries (GETs) retry up to 3 times, except on 401 and 404 — any other failure is retried. */
const MAX_GET_RETRIES = 3;
const retryableQuery = (status: number) => status !== 401 && status !== 404;
/**
 * A write is sent once more, with the same Idempotency-Key (api/http/idempotency.ts), when no answer came in time or
 * the way to the API failed: the API runs it at most once and answers the retry with the first answer.
 */
const MAX_WRITE_RETRIES = 1;
const retryableWrite = (status: number) => status === 502 || status === 503 || status === 504;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A query as an address carries it: every value as text, a list as repeated values, empty values left out. */
function queryPairs(query: RequestOptions["query"] = {}): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [k, v] of Object.entries(query)) {
    // A list goes as repeated values (`roles=a&roles=b`): joined with commas, a name holding a comma would split.
    if (Array.isArray(v)) for (const item of v) pairs.push([k, String(item)]);
    else if (v !== undefined && v !== null && v !== "") pairs.push([k, String(v)]);
  }
  return pairs;
}

/**
 * An operation's input as a request to it would deliver it (path parameters and query values as text, a repeated
 * query value as a list, as Express parses them), so that an in-process call is validated as the request would be.
 */
function requestInput(input: { params?: unknown; query?: unknown; body?: unknown }): InProcessInput {
  const params = Object.fromEntries(
    Object.entries((input.params ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
  );
  const query: Record<string, string | string[]> = {};
  for (const [k, v] of queryPairs(input.query as RequestOptions["query"])) {
    const known = query[k];
    query[k] = known === undefined ? v : Array.isArray(known) ? [...known, v] : [known, v];
  }
  return { params, query, body: input.body };
}

/**
 * The one client of the Main API v2 for the app's server (ADR 070). With the embedded API (no MAIN_API_URL) it
 * calls the operations in this process (`context.services.api`): the same authentication of the id token and proxy
 * user, capability check and input validation as a request, without a socket, time-outs or retries. With
 * MAIN_API_URL it calls over HTTP: it sends the id token and the proxy user id, times every call out (15 s unless
 * told), retries GETs with backoff and a write once with its idempotency key. Either way it keeps reference data
 * (companies, locations, departments, role names, pipelines) for 8 hours per identity and proxy, dropping it when a
 * mutation touches it.
 */
export function apiClient(context: AppLoadContext, identity: ApiIdentity | null) {
  const base = context.services.env.apiBaseUrl;
  const inProcess: InvokeApi | null = context.services.api ?? null;

  function urlOf(path: string, query: RequestOptions["query"] = {}) {
    const url = new URL(base + path);
    for (const [k, v] of queryPairs(query)) url.searchParams.append(k, v);
    return url;
  }

  // One caller for all of this client's in-process calls: the API finds who it is once (api/http/in-process.ts).
  const caller = identity ? { idToken: identity.idToken, proxyUserId: identity.proxyUserId || undefined } : null;
  /** Runs an operation in-process, as the API would answer a request of this identity. */
  function invoke(op: OperationSpec, input: { params?: unknown; query?: unknown; body?: unknown }) {
    return inProcess!(op, requestInput(input), caller);
  }

  /** An in-process answer as `call` gives it: the JSON, or the refusal thrown. */
  function answerOf<T>(op: OperationSpec, path: string, answer: InProcessAnswer): T {
    if ("refusal" in answer) throw new ApiRequestError(answer.status, answer.refusal.message, answer.refusal.errors);
    if (op.method !== "GET") referenceCache.invalidateFor(path);
    return ("json" in answer ? answer.json : undefined) as T;
  }

  function headersOf(accept: string, withBody: boolean) {
    const headers: Record<string, string> = { Accept: accept };
    if (withBody) headers["Content-Type"] = "application/json";
    if (identity) {
      headers.Authorization = `Bearer ${identity.idToken}`;
      if (identity.proxyUserId) headers["X-Proxy-User-Id"] = String(identity.proxyUserId);
    }
    return headers;
  }

  async function call<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const url = urlOf(path, options.query);
    const headers = headersOf("application/json", options.body !== undefined);
    const write = method !== "GET";
    // One key for every attempt of this call: what makes its retry safe.
    if (write) headers["Idempotency-Key"] = crypto.randomUUID();
    const attempts = write ? 1 + MAX_WRITE_RETRIES : 1 + MAX_GET_RETRIES;
    let lastError: unknown;
    for (let attempt = 0; attempt < attempts; attempt++) {
      if (attempt > 0) await sleep(100 * 2 ** (attempt - 1));
      try {
        const response = await fetch(url, {
          method,
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
        if (response.ok) {
          if (method !== "GET") referenceCache.invalidateFor(path);
          return (response.status === 204 ? undefined : await response.json()) as T;
        }
        const body = (await response.json().catch(() => ({}))) as {
          message?: string;
          errors?: ApiRequestError["errors"];
        };
        lastError = new ApiRequestError(response.status, body.message ?? response.statusText, body.errors ?? []);
        if (write ? !retryableWrite(response.status) : !retryableQuery(response.status)) break;
      } catch (error) {
        // Network failure or time-out: retried (a write with its idempotency key, so it happens at most once).
        lastError = new ApiRequestError(500, errorMessage("GENERIC_ERROR"));
        context.services.logger.warn({ err: error, method, path: loggableUrl(path) }, "API call failed");
      }
    }
    throw lastError;
  }

  /** The method, path and options of a contract's operation with its input. */
  function request(op: OperationSpec, input: { params?: unknown; query?: unknown; body?: unknown } = {}) {
    const path = pathOf(op.path, input.params as Record<string, unknown> | undefined);
    return { path, options: { query: input.query as RequestOptions["query"], body: input.body } };
  }

  return {
    /**
     * Calls an operation of a Main API contract (api/<feature>/contract.ts): the input and the answer are typed by
     * the operation's schemas.
     */
    call: async <O extends OperationSpec>(op: O, ...[input, options]: CallArgs<O>): Promise<ResponseOf<O>> => {
      const { path, options: fromInput } = request(op, input);
      if (inProcess) return answerOf<ResponseOf<O>>(op, path, await invoke(op, input ?? {}));
      return call<ResponseOf<O>>(op.method, path, { ...options, ...fromInput });
    },
    /**
     * A GET whose answer is handed on as it arrives (a CSV export): the raw response, not retried, so a large
     * answer never sits in this server's memory. A network failure rejects; the caller maps statuses (a refusal
     * comes as the response an HTTP call would get, `{ message, errors }` in JSON).
     */
    stream: async <O extends OperationSpec>(
      op: O,
      input: InputOf<O>,
      options: Omit<RequestOptions, "query" | "body"> & { accept: string },
    ): Promise<Response> => {
      const { path, options: fromInput } = request(op, input);
      if (inProcess) {
        const answer = await invoke(op, input);
        if ("download" in answer) return answer.download;
        if ("refusal" in answer)
          return Response.json(answer.refusal, { status: answer.status, headers: answer.headers });
        return Response.json(answer.json ?? null, { status: answer.status, headers: answer.headers });
      }
      return fetch(urlOf(path, fromInput.query), {
        headers: headersOf(options.accept, false),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    },
    /** A GET of reference data, served from the 8-hour cache for this identity and proxy when fresh. */
    reference: <O extends OperationSpec>(op: O, ...[input, extra]: CallArgs<O>): Promise<ResponseOf<O>> => {
      type T = ResponseOf<O>;
      const { path, options: fromInput } = request(op, input);
      const options = { ...extra, ...fromInput };
      const get = async () =>
        inProcess ? answerOf<T>(op, path, await invoke(op, input ?? {})) : call<T>("GET", path, options);
      if (!identity) return get();
      const key = `${path}?${new URLSearchParams(Object.entries(options?.query ?? {}).map(([k, v]) => [k, String(v)]))}`;
      return referenceCache.get(identity, key, get);
    },
  };
}
export type ApiClient = ReturnType<typeof apiClient>;

/** An operation's input (omissible when it has none) and call options. */
type CallArgs<O extends OperationSpec> = keyof InputOf<O> extends never
  ? [input?: InputOf<O>, options?: Pick<RequestOptions, "timeoutMs">]
  : [input: InputOf<O>, options?: Pick<RequestOptions, "timeoutMs">];
