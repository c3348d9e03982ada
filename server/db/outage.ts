// A database that cannot be reached (stopped, restarting, failing over, out of connections) is a passing state, not
// a fault in the request: the API and the pages answer it with 503 and Retry-After, and the pool reconnects by
// itself (server/db/client.ts), so requests succeed again as soon as the database is back, without a restart.

/** Seconds a client is asked to wait before trying again while the database is out of reach. */
export const DATABASE_RETRY_AFTER_S = 5;

/** The socket errors of a database that is not there or went away. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL's SQLSTATEs for the same: class 08 (connection exception), and a server that is shutting down, was
 * stopped, is starting up or has no connection left.
 */
const UNAVAILABLE_STATES = /^(08...|57P01|57P02|57P03|53300)$/;

/** node-postgres's own messages for a connection that ended or could not be made in time. */
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end)/;

/** `error` and the errors it wraps (`cause`, as drizzle's query error does), each with its code and message. */
function* chain(error: unknown) {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    yield { error: e, code: typeof code === "string" ? code : "", message: typeof message === "string" ? message : "" };
    e = cause;
  }
}

/** Whether `error` (or an error it wraps) says the database is out of reach. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { error: e, code, message } of chain(error)) {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code) || DRIVER_MESSAGES.test(message)) return true;
    // An AggregateError (a host with several addresses, all refused) holds the socket errors in `errors`.
    const inner = (e as { errors?: unknown }).errors;
    if (Array.isArray(inner) && inner.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

/** A reset or broken socket; the server terminated the session (57P01 administrator, 57P02 crash). */
const ENDED_CODES = /^(ECONNRESET|EPIPE|57P01|57P02)$/;
/** node-postgres's words for a connection that ended under it. */
const ENDED_MESSAGES = /^(Connection terminated|Client has encountered a connection error)/;

/**
 * Whether `error` says that a connection which had been open was ended (by the server, a restart, a failover, a cut
 * network), as opposed to a new connection that could not be made: only then may another connection serve.
 */
export function isEndedConnection(error: unknown): boolean {
  for (const { code, message } of chain(error)) if (ENDED_CODES.test(code) || ENDED_MESSAGES.test(message)) return true;
  return false;
}

/** A statement that only reads: sent again when its connection turns out to have been ended. */
export function isReadOnlyStatement(text: unknown): boolean {
  return (
    typeof text === "string" &&
    /^\s*(select|with\s[^;]*\)\s*select)\s/is.test(text) &&
    !/\b(insert|update|delete)\b/i.test(text)
  );
}
