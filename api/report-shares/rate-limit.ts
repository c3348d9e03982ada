import type { Request, Response } from "express";
import { ERRORS } from "../../domain/errors";
import { PUBLIC_FORM_WINDOW_MS, slidingWindow } from "../../server/rate-limit";
import { ApiError } from "../http/errors";

const isLoopback = (ip: string | undefined) =>
  !ip || ip === "::1" || ip.startsWith("127.") || ip === "::ffff:127.0.0.1";

/** How many of the public-form budget the app's own server (every visitor of the shared page at once) may use. */
const APP_SERVER_SHARE = 10;

/**
 * The public-form limit (ADR 023, `PUBLIC_FORM_LIMIT` per address per 10 minutes) for opening shared links (reports and views): a
 * payload cannot be guessed, but each opening reads a report and may render a PDF. Direct callers are counted per
 * address; the app's server calls from loopback for all its visitors, so it gets a budget ten times as large.
 */
export function sharedLinkLimiter(limit: number, now: () => number = Date.now) {
  const perClient = slidingWindow(limit, PUBLIC_FORM_WINDOW_MS, now);
  const appServer = slidingWindow(limit * APP_SERVER_SHARE, PUBLIC_FORM_WINDOW_MS, now);
  return function take(req: Request, res: Response) {
    const ip = req.ip;
    const allowed = isLoopback(ip) ? appServer.take("app") : perClient.take(ip!);
    if (allowed) return;
    res.set("Retry-After", String(PUBLIC_FORM_WINDOW_MS / 1000));
    throw new ApiError(429, ERRORS.TOO_MANY_POSTS.message);
  };
}

const byDeps = new WeakMap<object, ReturnType<typeof sharedLinkLimiter>>();

/** The one limiter of this API instance for every kind of shared link, so reports and views share one budget. */
export function sharedLinkLimiterFor(deps: { env: { PUBLIC_FORM_LIMIT: number } }) {
  let limiter = byDeps.get(deps);
  if (!limiter) byDeps.set(deps, (limiter = sharedLinkLimiter(deps.env.PUBLIC_FORM_LIMIT)));
  return limiter;
}
