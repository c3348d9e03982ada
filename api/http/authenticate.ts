import type { RequestHandler, Response } from "express";
import { eq, sql, type SQL } from "drizzle-orm";
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from "jose";
import type { Actor } from "../../domain/permissions";
import type { Env } from "../../server/env";
import type { Database } from "../db/client";
import { companies, users } from "../db/schema/index";
import { ApiError } from "./errors";

export interface Auth {
  /** Whom the request acts for: the impersonated user in a proxy session. */
  actor: Actor & { active: 0 | 1 };
  /** The super admin really signed in, during a proxy session; otherwise null. */
  superAdmin: (Actor & { first: string; last: string }) | null;
}

/** The verified caller of this request (set by `authenticate`). */
export function authOf(res: Response): Auth {
  const auth = res.locals.auth as Auth | undefined;
  if (!auth) throw ApiError.unauthorized();
  return auth;
}

export const PROXY_HEADER = "x-proxy-user-id";

async function loadActor(db: Database, where: SQL) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      first: users.first,
      last: users.last,
      role: users.authRole,
      companyId: users.companyId,
      franchiseId: companies.franchiseId,
      canViewHiringPipeline: users.canViewHiringPipeline,
      active: users.active,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(where);
  return row ? { ...row, active: row.active as 0 | 1 } : null;
}

/** A user as an actor, by id (e.g. the maker of a shared link, whose permissions the link carries); null if gone. */
export const loadActorById = (db: Database, id: number) => loadActor(db, eq(users.id, id));

/**
 * Every authenticated call carries `Authorization: Bearer <id token>`, verified against the provider's JWKS:
 * signature (RS256/ES256 only — never `none`), issuer, audience and expiry. The proxy user id header is honoured
 * only from a SUPER_ADMIN, never for another super admin or an inactive user; writes in a proxy session are audited
 * (api/http/implement.ts).
 */
export function authenticate({ db, env }: { db: Database; env: Env }): RequestHandler {
  let keys: Promise<JWTVerifyGetKey> | null = null;
  const jwks = () => {
    keys ??= fetch(`${env.issuerInternal}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(5_000) })
      .then((r) =>
        r.ok ? (r.json() as Promise<{ jwks_uri: string }>) : Promise.reject(new Error(`discovery ${r.status}`)),
      )
      .then((d) => createRemoteJWKSet(new URL(d.jwks_uri.replace(env.issuer, env.issuerInternal))));
    keys.catch(() => (keys = null));
    return keys;
  };

  return async (req, res, next) => {
    try {
      const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? "");
      if (!match) throw ApiError.unauthorized();
      let email: string;
      try {
        const { payload } = await jwtVerify(match[1], await jwks(), {
          issuer: env.issuer,
          audience: env.OIDC_CLIENT_ID,
          algorithms: ["RS256", "ES256"],
          requiredClaims: ["exp", "sub"],
        });
        if (typeof payload.email !== "string") throw new Error("no email claim");
        email = payload.email;
      } catch {
        throw ApiError.unauthorized();
      }
      const self = await loadActor(db, sql`lower(${users.email}) = ${email.toLowerCase()}`);
      if (!self) throw ApiError.unauthorized("User does not exist");

      const proxyHeader = req.headers[PROXY_HEADER];
      let auth: Auth = { actor: self, superAdmin: null };
      if (proxyHeader !== undefined) {
        if (self.role !== "SUPER_ADMIN" || self.active !== 1)
          throw ApiError.forbidden("Only a super admin can act as another user");
        const proxyId = Number(proxyHeader);
        if (!Number.isInteger(proxyId) || proxyId <= 0)
          throw ApiError.badRequest([{ path: "X-Proxy-User-Id", message: "must be a user id" }]);
        const target = await loadActor(db, eq(users.id, proxyId));
        if (!target) throw ApiError.notFound("User not found");
        if (target.role === "SUPER_ADMIN") throw ApiError.forbidden("A super admin cannot be impersonated");
        if (target.active !== 1) throw ApiError.forbidden("An inactive user cannot be impersonated");
        // Its writes are audited where the operation is known (api/http/implement.ts).
        auth = { actor: target, superAdmin: self };
      }
      // A deactivated user may read their own profile (the app then shows account-access-expired), nothing else.
      if (auth.actor.active !== 1 && !(req.method === "GET" && req.path === "/users/profile")) {
        throw ApiError.forbidden("This account is deactivated");
      }
      res.locals.auth = auth;
      next();
    } catch (error) {
      next(error);
    }
  };
}
