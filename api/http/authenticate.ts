import type { RequestHandler, Response } from "express";
import { eq, sql, type SQL } from "drizzle-orm";
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from "jose";
import type { Actor } from "../../domain/permissions";
import type { Env } from "../../server/env";
import type { Database } from "../../server/db/client";
import { companies, users } from "../../server/db/schema/index";
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

/** How many verified tokens `authenticate` keeps (one per signed-in session that made a call in the last hour). */
const MAX_VERIFIED = 2_000;

function actorQuery(db: Database, where: SQL) {
  return db
    .select({
      id: users.id,
      email: users.email,
      first: users.first,
      last: users.last,
      role: users.authRole,
      companyId: users.companyId,
      franchiseId: companies.franchiseId,
      canViewHiringPipeline: users.canViewHiringPipeline,
      canViewEeo: users.canViewEeo,
      active: users.active,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(where);
}

type ActorRow = Awaited<ReturnType<typeof actorQuery>>[number];
const asActor = (row: ActorRow | undefined) => (row ? { ...row, active: row.active as 0 | 1 } : null);

/**
 * The actor lookups every API call makes, by e-mail (the token's) and by id (a proxy session's user), built once per
 * database rather than per call.
 */
function actorLookups(db: Database) {
  const byEmail = actorQuery(db, sql`lower(${users.email}) = ${sql.placeholder("email")}`).prepare("actor_by_email");
  const byId = actorQuery(db, eq(users.id, sql.placeholder("id"))).prepare("actor_by_id");
  return {
    byEmail: async (email: string) => asActor((await byEmail.execute({ email: email.toLowerCase() }))[0]),
    byId: async (id: number) => asActor((await byId.execute({ id }))[0]),
  };
}

/** A user as an actor, by id (e.g. the maker of a shared link, whose permissions the link carries); null if gone. */
export const loadActorById = async (db: Database, id: number) => asActor((await actorQuery(db, eq(users.id, id)))[0]);

/** Who calls, as a request carries it: the id token, the proxy user id (as sent), and the operation asked for. */
export interface Credentials {
  idToken: string | undefined;
  proxyUserId: string | number | undefined;
  method: string;
  /** The request's path below /api/v2, or the operation's path. */
  path: string;
}

export interface Authenticator {
  /** The verified caller of these credentials, or the refusal (401, 403, 400, 404) thrown as an ApiError. */
  verify(credentials: Credentials): Promise<Auth>;
  /**
   * `verify` in two steps, for a caller that makes several calls as one identity: who the token and proxy user are
   * (the refusals of the token and the proxy), then whether that caller may make this call (a deactivated user only
   * reads their own profile).
   */
  identify(credentials: Pick<Credentials, "idToken" | "proxyUserId">): Promise<Auth>;
  admit(auth: Auth, operation: Pick<Credentials, "method" | "path">): Auth;
  /** The same check as middleware: sets `res.locals.auth` from the Authorization and proxy headers. */
  middleware: RequestHandler;
}

/**
 * Every authenticated call carries `Authorization: Bearer <id token>` (in-process: the same token,
 * api/http/in-process.ts), verified against the provider's JWKS: signature (RS256/ES256 only — never `none`),
 * issuer, audience and expiry. The proxy user id is honoured only from a SUPER_ADMIN, never for another super admin
 * or an inactive user; writes in a proxy session are audited (api/http/implement.ts).
 */
export function authenticator({ db, env }: { db: Database; env: Env }): Authenticator {
  const actors = actorLookups(db);
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

  /**
   * Tokens this process has verified, by their exact text, until they expire: a page's API calls carry the same id
   * token, so its signature is checked once rather than on every call. Only a verified token gets in; its
   * expiry is checked again on each use. The oldest go first past MAX_VERIFIED.
   */
  const verified = new Map<string, { email: string; expiresAt: number }>();
  async function emailOf(token: string): Promise<string> {
    const known = verified.get(token);
    if (known && Date.now() < known.expiresAt) return known.email;
    verified.delete(token);
    const { payload } = await jwtVerify(token, await jwks(), {
      issuer: env.issuer,
      audience: env.OIDC_CLIENT_ID,
      algorithms: ["RS256", "ES256"],
      requiredClaims: ["exp", "sub"],
    });
    if (typeof payload.email !== "string") throw new Error("no email claim");
    if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
    verified.set(token, { email: payload.email, expiresAt: payload.exp! * 1000 });
    return payload.email;
  }

  async function identify({ idToken, proxyUserId }: Pick<Credentials, "idToken" | "proxyUserId">): Promise<Auth> {
    if (!idToken) throw ApiError.unauthorized();
    let email: string;
    try {
      email = await emailOf(idToken);
    } catch {
      throw ApiError.unauthorized();
    }
    const self = await actors.byEmail(email);
    if (!self) throw ApiError.unauthorized("User does not exist");

    let auth: Auth = { actor: self, superAdmin: null };
    if (proxyUserId !== undefined) {
      if (self.role !== "SUPER_ADMIN" || self.active !== 1)
        throw ApiError.forbidden("Only a super admin can act as another user");
      const proxyId = Number(proxyUserId);
      if (!Number.isInteger(proxyId) || proxyId <= 0)
        throw ApiError.badRequest([{ path: "X-Proxy-User-Id", message: "must be a user id" }]);
      const target = await actors.byId(proxyId);
      if (!target) throw ApiError.notFound("User not found");
      if (target.role === "SUPER_ADMIN") throw ApiError.forbidden("A super admin cannot be impersonated");
      if (target.active !== 1) throw ApiError.forbidden("An inactive user cannot be impersonated");
      // Its writes are audited where the operation is known (api/http/implement.ts).
      auth = { actor: target, superAdmin: self };
    }
    return auth;
  }

  function admit(auth: Auth, { method, path }: Pick<Credentials, "method" | "path">): Auth {
    // A deactivated user may read their own profile (the app then shows account-access-expired), nothing else.
    if (auth.actor.active !== 1 && !(method === "GET" && path === "/users/profile")) {
      throw ApiError.forbidden("This account is deactivated");
    }
    return auth;
  }

  const verify = async (credentials: Credentials) => admit(await identify(credentials), credentials);

  const middleware: RequestHandler = async (req, res, next) => {
    try {
      const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? "");
      const proxyHeader = req.headers[PROXY_HEADER];
      res.locals.auth = await verify({
        idToken: match?.[1],
        proxyUserId: Array.isArray(proxyHeader) ? proxyHeader.join(", ") : proxyHeader,
        method: req.method,
        path: req.path,
      });
      next();
    } catch (error) {
      next(error);
    }
  };
  return { verify, identify, admit, middleware };
}
