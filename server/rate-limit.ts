// The one rate limiter (ADR 039): counters in the database (table rate_limits), so every server instance on one
// database shares each budget, and a restart keeps them. Pages and API count through it alike: the public forms
// (ADR 023), shared-link openings, sign-ups, continue-by-e-mail links.
import crypto from "node:crypto";
import type { RequestHandler } from "express";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "./db/client";
import { rateLimits } from "./db/schema/index";
import { ERRORS } from "../domain/errors";

/** A budget: at most `limit` hits per key in a window of `windowMs` that begins with the key's first hit. */
export interface LimitRule {
  /** What is limited, e.g. `public-form`; keys of different buckets never share a count. */
  bucket: string;
  limit: number;
  windowMs: number;
}

export type LimitAnswer =
  { allowed: true } | { allowed: false; /** Seconds until the window ends. */ retryAfterS: number };

export interface RateLimiter {
  /** Counts a hit of `key` against `rule`; a refused hit is not counted. */
  take(rule: LimitRule, key: string): Promise<LimitAnswer>;
}

/** Keys are client addresses and e-mails: stored only as their hash. */
const hashOf = (key: string) => crypto.createHash("sha256").update(key).digest("hex");

/** How often (at most) one limiter deletes rows whose window has ended. */
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * The limiter over `db`. One statement counts a hit: an upsert that starts a new window when the old one has ended,
 * adds one while the count is under the limit, and changes nothing (no row returned) past it. PostgreSQL locks the
 * row for the upsert, so two instances counting the same key at once both see each other's hit. `now` is the clock
 * (tests move it); the instances' clocks are assumed to agree (NTP).
 */
export function databaseLimiter(db: Database, { now = Date.now }: { now?: () => number } = {}): RateLimiter {
  let sweptAt = now();
  return {
    async take({ bucket, limit, windowMs }, key) {
      const at = new Date(now());
      const keyHash = hashOf(key);
      const ended = sql`${rateLimits.resetAt} <= ${at.toISOString()}::timestamptz`;
      const counted = await db
        .insert(rateLimits)
        .values({ bucket, keyHash, hits: 1, resetAt: new Date(at.getTime() + windowMs) })
        .onConflictDoUpdate({
          target: [rateLimits.bucket, rateLimits.keyHash],
          set: {
            hits: sql`case when ${ended} then 1 else ${rateLimits.hits} + 1 end`,
            resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
          setWhere: sql`${ended} or ${rateLimits.hits} < ${limit}`,
        })
        .returning({ hits: rateLimits.hits });
      if (at.getTime() - sweptAt > SWEEP_EVERY_MS) {
        sweptAt = at.getTime();
        void db
          .delete(rateLimits)
          .where(lt(rateLimits.resetAt, at))
          .catch(() => undefined);
      }
      if (counted.length) return { allowed: true };
      const [row] = await db
        .select({ resetAt: rateLimits.resetAt })
        .from(rateLimits)
        .where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.keyHash, keyHash)));
      const left = row ? row.resetAt.getTime() - at.getTime() : windowMs;
      return { allowed: false, retryAfterS: Math.max(1, Math.ceil(left / 1000)) };
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

/** The public forms' budget per client address (ADR 023): pages and their API operations count together. */
export const publicFormRule = (limit: number): LimitRule => ({
  bucket: "public-form",
  limit,
  windowMs: PUBLIC_FORM_WINDOW_MS,
});

/**
 * Limits posts to the public forms per client address (the proxy's X-Forwarded-For when TRUST_PROXY is on): the
 * identity provider locks accounts and the API limits e-mails per address, but a script could still fill the
 * database with registrations and applications, or try one password on many accounts, from one address.
 */
export function publicFormLimiter(
  limiter: RateLimiter,
  limit: number,
  { apiPaths = [] }: { apiPaths?: readonly string[] } = {},
): RequestHandler {
  const rule = publicFormRule(limit);
  // One window per address over the pages' forms and the same forms' API operations: the API is no way around it.
  const paths = [...PUBLIC_FORM_PATHS, ...apiPaths.map(pathPattern)];
  return (req, res, next) => {
    if (req.method !== "POST" || !paths.some((p) => p.test(req.path))) return next();
    limiter.take(rule, req.ip ?? "unknown").then((answer) => {
      if (answer.allowed) return next();
      res.set("Retry-After", String(answer.retryAfterS));
      // A catalogue message as the body: the page's error boundary shows it as it is.
      res.status(ERRORS.TOO_MANY_POSTS.status).type("text/plain").send(ERRORS.TOO_MANY_POSTS.message);
    }, next);
  };
}

/** An Express-style path ("/api/v2/jobs/public/:uuid/apply") as an exact pattern, each parameter one segment. */
function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z_]+/g, "[^/]+");
  return new RegExp(`^${escaped}$`);
}
