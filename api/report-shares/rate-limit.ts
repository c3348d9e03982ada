import { ERRORS } from "../../domain/errors";
import { databaseLimiter, PUBLIC_FORM_WINDOW_MS, type RateLimiter } from "../../server/rate-limit";
import type { Database } from "../../server/db/client";
import { ApiError } from "../http/errors";
import type { HandlerContext } from "../http/implement";

const isLoopback = (ip: string | undefined) =>
  !ip || ip === "::1" || ip.startsWith("127.") || ip === "::ffff:127.0.0.1";

/** How many of the public-form budget the app's own server (every visitor of the shared page at once) may use. */
const APP_SERVER_SHARE = 10;

/**
 * The public-form limit (ADR 023, `PUBLIC_FORM_LIMIT` per address per 10 minutes) for opening shared links (reports
 * and views): a payload cannot be guessed, but each opening reads a report and may render a PDF. Direct callers are
 * counted per address; the app's server calls from loopback for all its visitors, so it gets a budget ten times as
 * large. Counted in the database (ADR 039): every instance shares the budgets, and reports and views share one.
 */
export function sharedLinkLimiter(limiter: RateLimiter, limit: number) {
  const perClient = { bucket: "shared-link", limit, windowMs: PUBLIC_FORM_WINDOW_MS };
  const appServer = { bucket: "shared-link:app", limit: limit * APP_SERVER_SHARE, windowMs: PUBLIC_FORM_WINDOW_MS };
  return async function take({ ip, setHeader }: Pick<HandlerContext<never>, "ip" | "setHeader">): Promise<void> {
    const answer = isLoopback(ip) ? await limiter.take(appServer, "app") : await limiter.take(perClient, ip!);
    if (answer.allowed) return;
    setHeader("Retry-After", String(answer.retryAfterS));
    throw new ApiError(429, ERRORS.TOO_MANY_POSTS.message);
  };
}

/** The shared-link limit of an API (reports and views alike). */
export function sharedLinkLimiterFor(deps: { db: Database; env: { PUBLIC_FORM_LIMIT: number } }) {
  return sharedLinkLimiter(databaseLimiter(deps.db), deps.env.PUBLIC_FORM_LIMIT);
}
