import type { AppLoadContext } from "@remix-run/node";
import { errorMessage } from "~domain/errors";
import { pathOf, type InputOf, type OperationSpec, type ResponseOf } from "../../api/http/contract";
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

/**
 * The one client of the Main API v2 for the app's server. It sends the id token and the proxy user id, times every
 * call out (15 s unless told), retries GETs with backoff and a write once with its idempotency key, and keeps reference data (companies, locations,
 * departments, role names, pipelines) for 8 hours per identity and proxy, dropping it when a mutation touches it.
 */
export function apiClient(context: AppLoadContext, identity: ApiIdentity | null) {
  const base = context.services.env.apiBaseUrl;

  function urlOf(path: string, query: RequestOptions["query"] = {}) {
    const url = new URL(base + path);
    for (const [k, v] of Object.entries(query)) {
      // A list goes as repeated values (`roles=a&roles=b`): joined with commas, a name holding a comma would split.
      if (Array.isArray(v)) for (const item of v) url.searchParams.append(k, String(item));
      else if (v !== undefined && v !== null && v !== "") url.searchParams.set(k, String(v));
    }
    return url;
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
    call: <O extends OperationSpec>(op: O, ...[input, options]: CallArgs<O>): Promise<ResponseOf<O>> => {
      const { path, options: fromInput } = request(op, input);
      return call<ResponseOf<O>>(op.method, path, { ...options, ...fromInput });
    },
    /**
     * A GET whose answer is handed on as it arrives (a CSV export): the raw response, not retried, so a large
     * answer never sits in this server's memory. A network failure rejects; the caller maps statuses.
     */
    stream: <O extends OperationSpec>(
      op: O,
      input: InputOf<O>,
      options: Omit<RequestOptions, "query" | "body"> & { accept: string },
    ) => {
      const { path, options: fromInput } = request(op, input);
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
      if (!identity) return call<T>("GET", path, options);
      const key = `${path}?${new URLSearchParams(Object.entries(options?.query ?? {}).map(([k, v]) => [k, String(v)]))}`;
      return referenceCache.get(identity, key, () => call<T>("GET", path, options));
    },
  };
}
export type ApiClient = ReturnType<typeof apiClient>;

/** An operation's input (omissible when it has none) and call options. */
type CallArgs<O extends OperationSpec> = keyof InputOf<O> extends never
  ? [input?: InputOf<O>, options?: Pick<RequestOptions, "timeoutMs">]
  : [input: InputOf<O>, options?: Pick<RequestOptions, "timeoutMs">];
