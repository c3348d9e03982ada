import type { RequestHandler } from "express";
import { ERRORS } from "../domain/errors";

/** A sliding-window counter in this process: enough to blunt scripted form posts and mail-bombing. */
export function slidingWindow(limit: number, windowMs: number, now: () => number = Date.now) {
  const hits = new Map<string, number[]>();
  return {
    /** Counts a hit for `key`; false when the key already used up its window. */
    take(key: string): boolean {
      const since = now() - windowMs;
      const recent = (hits.get(key) ?? []).filter((t) => t > since);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return false;
      }
      recent.push(now());
      hits.set(key, recent);
      if (hits.size > 10_000) for (const [k, v] of hits) if (!v.some((t) => t > since)) hits.delete(k);
      return true;
    },
  };
}

/**
 * The pages anyone may post to without an account: signing in, password reset and set-up, sign-up, assessment
 * registration and job applications. (Saving assessment answers is not among them: a candidate posts 120 of them.)
 */
export const PUBLIC_FORM_PATHS = [
  /^\/login$/,
  /^\/forgot-password$/,
  /^\/token-validation$/,
  /^\/auth\/register$/,
  /^\/survey\/register$/,
  /^\/careers\/[^/]+\/apply$/,
];

export const PUBLIC_FORM_WINDOW_MS = 10 * 60_000;

/**
 * Limits posts to the public forms per client address (the proxy's X-Forwarded-For when TRUST_PROXY is on): the
 * identity provider locks accounts and the API limits e-mails per address, but a script could still fill the
 * database with registrations and applications, or try one password on many accounts, from one address.
 */
export function publicFormLimiter(
  limit: number,
  { now = Date.now, apiPaths = [] }: { now?: () => number; apiPaths?: readonly string[] } = {},
): RequestHandler {
  const window = slidingWindow(limit, PUBLIC_FORM_WINDOW_MS, now);
  // One window per address over the pages' forms and the same forms' API operations: the API is no way around it.
  const paths = [...PUBLIC_FORM_PATHS, ...apiPaths.map(pathPattern)];
  return (req, res, next) => {
    if (req.method !== "POST" || !paths.some((p) => p.test(req.path))) return next();
    if (window.take(req.ip ?? "unknown")) return next();
    res.set("Retry-After", String(PUBLIC_FORM_WINDOW_MS / 1000));
    // A catalogue message as the body: the page's error boundary shows it as it is.
    res.status(ERRORS.TOO_MANY_POSTS.status).type("text/plain").send(ERRORS.TOO_MANY_POSTS.message);
  };
}

/** An Express-style path ("/api/v2/jobs/public/:uuid/apply") as an exact pattern, each parameter one segment. */
function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z_]+/g, "[^/]+");
  return new RegExp(`^${escaped}$`);
}
