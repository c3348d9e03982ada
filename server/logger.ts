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

const SECRET_QUERY_KEY = /token|code|secret|password|state|session|key|nonce|verifier|ticket|uid|reference/i;

/** A URL fit for a log line: query values whose names suggest a secret (code, state, token…) are masked. */
export function loggableUrl(url: string): string {
  const q = url.indexOf("?");
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_KEY.test(key)) params.set(key, "[redacted]");
  }
  return `${url.slice(0, q)}?${params.toString()}`;
}
