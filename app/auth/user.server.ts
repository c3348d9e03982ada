import { redirect, type AppLoadContext } from "@remix-run/node";
import type { UserProfile } from "~domain/profile";
import { access, type Actor, type Capability } from "~domain/permissions";
import { permissionContext } from "../../server/permissions";
import { errorMessage } from "~domain/errors";
import { usersContract } from "../../api/users/contract";
import { apiClient, ApiRequestError, type ApiClient } from "~/api/client.server";
import { referenceCache } from "~/api/cache.server";
import { isInvalidSessionError, refreshTokens, revokeRefreshToken } from "./oidc.server";
import { loginPathFor } from "./redirect";
import {
  cookie,
  destroySession,
  readCookie,
  readSession,
  updateSessionData,
  type ServerSession,
  type SessionData,
} from "./session.server";
import { SESSION_ENDED_BY_DEACTIVATION } from "../../server/session-store";

export interface SignedIn {
  session: ServerSession;
  /** The profile the app acts for: the impersonated user's during a proxy session. */
  profile: UserProfile;
  /** True exactly when a proxy user id is held (spec §4). */
  proxy: boolean;
  api: ApiClient;
}

/** Spec §3 browser-stored "previous-signed-in" marker, kept as an httpOnly cookie for a year. */
export const PREVIOUSLY_SIGNED_IN = "previous-signed-in";
/** Where a deactivated account is sent (spec §2, §4). */
export const ACCOUNT_ACCESS_EXPIRED = "/account-access-expired";
/** Refresh the id token this long before it expires. */
const REFRESH_MARGIN_MS = 60_000;
/** Spec §9: the profile is reused for 5 s. */
const PROFILE_REUSE_MS = 5_000;

// One refresh per session at a time: parallel loaders must not each spend the (single-use, rotated) refresh token.
const refreshing = new Map<string, Promise<void>>();
/**
 * The profile per session, with whom the session acted as when it was read (its proxy user, or null): a read that
 * began before an impersonation started or ended may finish after the change cleared the cache, and must not serve
 * the new identity.
 */
const profiles = new Map<string, { at: number; actingAs: number | null; profile: Promise<UserProfile> }>();

// A page's loaders run in parallel and each asks for the signed-in user: one session read serves them all. Only for
// reads (GET, HEAD): an action may change the session before the loaders that follow it in the same request.
const sessionReads = new WeakMap<AppLoadContext, Promise<ServerSession | null>>();

/** This request's session, read once per request for its loaders (the load context is the request's own). */
function sessionOfRequest(request: Request, context: AppLoadContext): Promise<ServerSession | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return readSession(request, context);
  let read = sessionReads.get(context);
  if (!read) {
    read = readSession(request, context);
    sessionReads.set(context, read);
  }
  return read;
}

/** Clears a signed-in user's server-side caches (logout, impersonation change). */
export function forgetCachedData(session: ServerSession) {
  profiles.delete(session.key);
  if (session.userId !== null) referenceCache.clearUser(session.userId);
}

/** Ends the local session after the provider said it is invalid, and sends the browser to sign in again. */
async function signOutLocally(
  request: Request,
  context: AppLoadContext,
  session: ServerSession,
  to?: string,
): Promise<never> {
  forgetCachedData(session);
  const headers = new Headers();
  headers.append("Set-Cookie", await destroySession(context, session));
  headers.append("Set-Cookie", cookie(context, PREVIOUSLY_SIGNED_IN, "", 0));
  throw redirect(to ?? loginPathFor(new URL(request.url)), { headers });
}

/** Whether this browser has signed in before: the previous-signed-in marker (spec §4). */
function hadSignedInBefore(request: Request) {
  return readCookie(request, PREVIOUSLY_SIGNED_IN) === "1";
}

/**
 * Spec §4: a user with active 0 who had previously signed in is logged out, markers cleared, and sent to
 * /account-access-expired — on whichever request comes next. Without the marker the browser is asked to sign in,
 * and signing in ends on the same page (app/routes/auth.callback.tsx).
 */
async function signOutDeactivated(request: Request, context: AppLoadContext, session: ServerSession): Promise<never> {
  forgetCachedData(session);
  // The row stays, ended and without tokens, until it expires (ADR 066): a page's other requests, sent at the same
  // time with the same cookie, are answered the same way rather than with "sign in".
  if (!session.endedByDeactivation) {
    await updateSessionData(context, session, { ...SESSION_ENDED_BY_DEACTIVATION } as unknown as SessionData);
  }
  const headers = new Headers();
  headers.append("Set-Cookie", await destroySession(context, null));
  headers.append("Set-Cookie", cookie(context, PREVIOUSLY_SIGNED_IN, "", 0));
  const to = hadSignedInBefore(request) ? ACCOUNT_ACCESS_EXPIRED : loginPathFor(new URL(request.url));
  throw redirect(to, { headers });
}

/** How long one instance may take to refresh a session's tokens before another may try. */
const REFRESH_LEASE_MS = 15_000;

/** Waits until another instance has stored fresh tokens for this session (or the session ended). */
async function waitForRefreshElsewhere(request: Request, context: AppLoadContext, expiresAt: number) {
  for (let waited = 0; waited < REFRESH_LEASE_MS; waited += 200) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const current = await readSession(request, context);
    if (!current || current.data.idTokenExpiresAt !== expiresAt) return;
  }
}

async function ensureFreshTokens(request: Request, context: AppLoadContext, session: ServerSession) {
  if (session.data.idTokenExpiresAt - Date.now() > REFRESH_MARGIN_MS) return;
  if (!session.data.refreshToken) return signOutLocally(request, context, session);
  let pending = refreshing.get(session.key);
  if (!pending) {
    pending = (async () => {
      // Across server instances too, one refresh per session: the others wait for its tokens (ADR 039).
      if (!(await context.services.sessions.claimRefresh(session.key, REFRESH_LEASE_MS))) {
        return waitForRefreshElsewhere(request, context, session.data.idTokenExpiresAt);
      }
      const tokens = await refreshTokens(context, session.data.refreshToken!);
      await updateSessionData(context, session, {
        ...session.data,
        idToken: tokens.idToken,
        refreshToken: tokens.refreshToken,
        idTokenExpiresAt: tokens.idTokenExpiresAt,
      });
    })().finally(() => refreshing.delete(session.key));
    refreshing.set(session.key, pending);
  }
  try {
    await pending;
  } catch (error) {
    if (isInvalidSessionError(error)) return signOutLocally(request, context, session);
    throw error;
  }
  // Another request may have refreshed this session: read its tokens (none: it ended meanwhile).
  const current = await readSession(request, context);
  if (!current) return signOutLocally(request, context, session);
  if (current.endedByDeactivation) return signOutDeactivated(request, context, current);
  session.data = current.data;
}

export function apiFor(context: AppLoadContext, session: ServerSession): ApiClient {
  return apiClient(context, {
    idToken: session.data.idToken,
    proxyUserId: session.data.proxyUserId,
    userId: session.userId ?? 0,
  });
}

async function loadProfile(api: ApiClient): Promise<UserProfile> {
  const body = await api.call(usersContract.profile, {}, { timeoutMs: 5_000 });
  const profile = body?.data?.[0];
  if (!profile)
    throw new Response(errorMessage("PROFILE_NO_USER"), { status: 404, statusText: errorMessage("PROFILE_NO_USER") });
  return profile;
}

/**
 * Every signed-in load and action: a live server session, tokens refreshed when they expire, and the profile (re-read
 * on navigation, reused for 5 s). No session → /login?redirect_to=…; an invalid session → signed out locally; a
 * session deactivation ended, or a profile with active 0 → signed out and sent to /account-access-expired.
 */
export async function requireUser(request: Request, context: AppLoadContext): Promise<SignedIn> {
  const session = await sessionOfRequest(request, context);
  if (!session) throw redirect(loginPathFor(new URL(request.url)));
  if (session.endedByDeactivation) return signOutDeactivated(request, context, session);
  await ensureFreshTokens(request, context, session);
  const api = apiFor(context, session);
  const actingAs = session.data.proxyUserId ?? null;
  let cached = profiles.get(session.key);
  if (!cached || cached.actingAs !== actingAs || Date.now() - cached.at > PROFILE_REUSE_MS) {
    const entry = { at: Date.now(), actingAs, profile: loadProfile(api) };
    profiles.set(session.key, entry);
    entry.profile.catch(() => {
      if (profiles.get(session.key) === entry) profiles.delete(session.key);
    });
    cached = entry;
  }
  let profile: UserProfile;
  try {
    profile = await cached.profile;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return signOutLocally(request, context, session);
    if (error instanceof Response) throw error;
    // The database out of reach: the outage's own page (app/database-outage.server.ts), not a failed profile.
    if (error instanceof ApiRequestError && error.message === errorMessage("DATABASE_UNAVAILABLE")) throw error;
    throw new Response(errorMessage("PROFILE_ERROR_STATUS"), {
      status: 503,
      statusText: errorMessage("PROFILE_ERROR_STATUS"),
    });
  }
  const signedInUserInactive = profile.active === 0 && !session.data.proxyUserId;
  if (signedInUserInactive) return signOutDeactivated(request, context, session);
  return { session, profile, proxy: Boolean(session.data.proxyUserId), api };
}

/**
 * The signed-in user, or null for an anonymous visitor (no redirect) — except a deactivated one, who is sent to
 * /account-access-expired from these pages too (spec §4).
 */
export async function optionalUser(request: Request, context: AppLoadContext): Promise<SignedIn | null> {
  const session = await sessionOfRequest(request, context);
  if (!session) return null;
  try {
    return await requireUser(request, context);
  } catch (error) {
    const redirected = error instanceof Response && error.status >= 300 && error.status < 400;
    if (redirected && error.headers.get("Location") !== ACCOUNT_ACCESS_EXPIRED) return null;
    throw error;
  }
}

/** Logout: ends the server session, revokes the refresh token, clears cached data and the markers. */
export async function logout(request: Request, context: AppLoadContext): Promise<Headers> {
  const session = await readSession(request, context);
  const headers = new Headers();
  if (session) {
    forgetCachedData(session);
    await revokeRefreshToken(context, session.data.refreshToken);
  }
  headers.append("Set-Cookie", await destroySession(context, session));
  headers.append("Set-Cookie", cookie(context, PREVIOUSLY_SIGNED_IN, "", 0));
  return headers;
}

/** The signed-in (or impersonated) user as the permission rules see them. */
export function actorOf(profile: UserProfile): Actor {
  return {
    id: profile.id,
    email: profile.email,
    role: profile.auth_role,
    companyId: profile.company_id,
    franchiseId: null,
    canViewHiringPipeline: profile.permissions.can_view_hiring_pipeline,
    canViewEeo: profile.permissions.can_view_eeo ?? false,
  };
}

/** The answer to a page its area has but the actor may not open: the branded "no access" page (ADR 038). */
export const forbidden = () => new Response("Forbidden", { status: 403, statusText: "Forbidden" });

/**
 * The one page guard (ADR 038), deciding with the same `access()`/`can()` the API enforces: a 404 where the
 * capability's area does not exist in this deployment (brand feature off, prod stage), a 403 where it exists but the
 * actor may not use it. In a proxy session the actor is the impersonated user.
 */
export function assertCapability(profile: UserProfile, context: AppLoadContext, capability: Capability) {
  const answer = access(actorOf(profile), capability, permissionContext(context.services.env));
  if (answer === "absent") throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  if (answer === "forbidden") throw forbidden();
}

/** The signed-in user when they have `capability`; else a 404 or 403 as `assertCapability` decides. */
export async function requireCapability(request: Request, context: AppLoadContext, capability: Capability) {
  const signedIn = await requireUser(request, context);
  assertCapability(signedIn.profile, context, capability);
  return signedIn;
}
