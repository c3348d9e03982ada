import pino from "pino";

/** Paths whose values never reach a log line: credentials, tokens and cookies. */
export const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["x-proxy-user-id"]',
  'res.headers["set-cookie"]',
  "*.password",
  "*.newPassword",
  "*.token",
  "*.id_token",
  "*.access_token",
  "*.refresh_token",
];

/** Error names whose messages are about the machine (a time-out, a refused connection), never about a person. */
const MACHINE_ERRORS = new Set(["TimeoutError", "AbortError"]);

/**
 * An error as a log line may show it: its class, its code (PostgreSQL's SQLSTATE, Node's ECONNREFUSED…), its cause's
 * and the stack's frames — never its message or other properties, which carry people's data: a failed query's text
 * and parameters (names, e-mails), PostgreSQL's "Key (email)=(…)" detail, a request body. Only a system or time-out
 * error, whose message names a host or a limit, keeps its message.
 */
export function loggableError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: error === null ? "null" : typeof error };
  const e = error as Error & { code?: unknown; syscall?: unknown; status?: unknown; cause?: unknown };
  const out: Record<string, unknown> = {
    type: e.constructor?.name && e.constructor.name !== "Error" ? e.constructor.name : e.name,
  };
  if (typeof e.code === "string" || typeof e.code === "number") out.code = e.code;
  if (typeof e.status === "number") out.status = e.status;
  if (typeof e.syscall === "string" || MACHINE_ERRORS.has(e.name)) out.message = e.message;
  const frames = (e.stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 12)
    .map((line) => line.trim());
  if (frames.length) out.stack = frames;
  if (e.cause !== undefined && depth < 3) out.cause = loggableError(e.cause, depth + 1);
  return out;
}

/**
 * The one logger: JSON lines. An error logged under `err` (pino's key for errors) is reduced to what `loggableError`
 * keeps, so no call site can put a person's data into the log by logging an error.
 */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  const options = {
    level,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: { err: loggableError },
  };
  return destination ? pino(options, destination) : pino(options);
}
export type Logger = ReturnType<typeof createLogger>;

const SECRET_QUERY_KEY = /token|code|secret|password|state|session|key|nonce|verifier|ticket|uid|reference|payload/i;
/** Query parameters whose values say how a list is shown, never who is in it: kept when they look like a word. */
const SHAPE_QUERY_KEY =
  /^(page|limit|sort_by|order_by|sort|order|tab|view|format|include_archived|include_tests|only_archived|status|type|_data|index)$/;
const WORDLIKE = /^[\w.,:-]{0,40}$/;
const NUMBER = /^\d{1,15}$/;

/** An assessment's UUID is the only key to a person's answers: never in a log line. */
const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** A long opaque path segment (e.g. a shared report's encrypted payload, dot-separated) is a bearer secret. */
const OPAQUE_SEGMENT = /^[A-Za-z0-9_-]{40,}$|^[A-Za-z0-9_-]{16,}(\.[A-Za-z0-9_-]*){2,}$/;
/** What a path segment may look like to be logged as it is (ids, slugs, file names); anything else is masked. */
const PLAIN_SEGMENT = /^[\w.~$()-]*$/;

const maskUuids = (text: string) => text.replace(UUIDS, "[uuid]");

/**
 * A URL fit for a log line: a path of ids and slugs (UUIDs, long opaque tokens and any segment holding other
 * characters — an e-mail, a name — masked), and of the query only the values that shape a list (page, sort…) or are
 * numbers; every other value (a search, an e-mail, a name) is masked, and secret-looking ones are redacted.
 */
export function loggableUrl(url: string): string {
  const q = url.indexOf("?");
  const pathname = (q === -1 ? url : url.slice(0, q))
    .split("/")
    .map((segment) => {
      if (OPAQUE_SEGMENT.test(segment)) return "[token]";
      const masked = maskUuids(segment);
      return PLAIN_SEGMENT.test(masked.replace(/\[uuid\]/g, "")) ? masked : "[masked]";
    })
    .join("/");
  if (q === -1) return pathname;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const [key, value] of [...params.entries()]) {
    const kept = (SHAPE_QUERY_KEY.test(key) && WORDLIKE.test(value)) || NUMBER.test(value);
    params.set(key, SECRET_QUERY_KEY.test(key) ? "[redacted]" : kept ? maskUuids(value) : "[masked]");
  }
  return `${pathname}?${params.toString()}`;
}
