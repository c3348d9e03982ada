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

export function createLogger(level: string) {
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: "[redacted]" } });
}
export type Logger = ReturnType<typeof createLogger>;

const SECRET_QUERY_KEY = /token|code|secret|password|state|session|key|nonce|verifier|ticket|uid|reference|payload/i;

/** An assessment's UUID is the only key to a person's answers: never in a log line. */
const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** A long opaque path segment (e.g. a shared report's encrypted payload, dot-separated) is a bearer secret. */
const OPAQUE_SEGMENT = /^[A-Za-z0-9_-]{40,}$|^[A-Za-z0-9_-]{16,}(\.[A-Za-z0-9_-]*){2,}$/;

const maskUuids = (text: string) => text.replace(UUIDS, "[uuid]");

/**
 * A URL fit for a log line: query values whose names suggest a secret (code, state, token…) are masked, and so are
 * assessment UUIDs and long opaque tokens anywhere in it.
 */
export function loggableUrl(url: string): string {
  const q = url.indexOf("?");
  const pathname = (q === -1 ? url : url.slice(0, q))
    .split("/")
    .map((segment) => (OPAQUE_SEGMENT.test(segment) ? "[token]" : maskUuids(segment)))
    .join("/");
  if (q === -1) return pathname;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const [key, value] of [...params.entries()]) {
    params.set(key, SECRET_QUERY_KEY.test(key) ? "[redacted]" : maskUuids(value));
  }
  return `${pathname}?${params.toString()}`;
}
