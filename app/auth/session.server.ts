import crypto from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import { sessionEndedByDeactivation } from "../../server/session-store";

/** What the server keeps for a signed-in browser. None of it ever reaches the browser. */
export interface SessionData {
  idToken: string;
  refreshToken: string | null;
  /** When the id token expires (ms since epoch). */
  idTokenExpiresAt: number;
  /** Proxy session: the user a super admin acts as. A proxy session is active exactly when this is set. */
  proxyUserId?: number;
  /** The super admin's own profile summary while impersonating (spec: the stored super user). */
  superUser?: { id: number; first: string; last: string; email: string };
  /** The pipeline chosen on the board (spec §3 pipeline id), cleared when impersonation ends. */
  pipelineId?: number;
}

export interface ServerSession {
  /** The SHA-256 of the cookie's id: the row's key. */
  key: string;
  userId: number | null;
  data: SessionData;
  createdAt: Date;
  absoluteExpiresAt: Date;
  /** Deactivation ended this session: it holds no tokens, only that (spec §4; api/users/set-user-active.ts). */
  endedByDeactivation: boolean;
}

const hash = (id: string) => crypto.createHash("sha256").update(id).digest("base64url");
/** Refresh last-activity at most this often, to spare a write per request. */
const TOUCH_EVERY_MS = 60_000;

export function sessionCookieName(context: AppLoadContext) {
  // The __Host- prefix pins the cookie to this origin over HTTPS; browsers refuse it on plain http://localhost.
  return context.services.env.secureCookies ? "__Host-sid" : "sid";
}

function cookieAttributes(context: AppLoadContext, maxAgeSeconds: number) {
  const secure = context.services.env.secureCookies ? "; Secure" : "";
  return `; Path=/; HttpOnly; SameSite=Lax${secure}; Max-Age=${maxAgeSeconds}`;
}

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("Cookie") ?? "";
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      // A malformed value ("%E0%A4%A") is no cookie at all, never an error page.
      return undefined;
    }
  }
  return undefined;
}

/** The live server session of this request, or null (no cookie, unknown id, idle or absolutely expired). */
export async function readSession(request: Request, context: AppLoadContext): Promise<ServerSession | null> {
  const id = readCookie(request, sessionCookieName(context));
  if (!id) return null;
  const { sessions, env } = context.services;
  const key = hash(id);
  const row = await sessions.find(key);
  if (!row) return null;
  const now = Date.now();
  const idleLimit = row.lastActiveAt.getTime() + env.SESSION_IDLE_MINUTES * 60_000;
  if (now > idleLimit || now > row.absoluteExpiresAt.getTime()) {
    await sessions.remove(key);
    return null;
  }
  if (now - row.lastActiveAt.getTime() > TOUCH_EVERY_MS) await sessions.touch(key, new Date(now));
  return {
    key,
    userId: row.userId,
    data: row.data as unknown as SessionData,
    createdAt: row.createdAt,
    absoluteExpiresAt: row.absoluteExpiresAt,
    endedByDeactivation: sessionEndedByDeactivation(row.data),
  };
}

/** Starts a new session with a fresh random id (never reusing one from before sign-in); returns its cookie. */
export async function createSession(context: AppLoadContext, userId: number, data: SessionData): Promise<string> {
  const { sessions, env } = context.services;
  const id = crypto.randomBytes(32).toString("base64url");
  const absoluteMs = env.SESSION_ABSOLUTE_HOURS * 3_600_000;
  await sessions.create({
    key: hash(id),
    userId,
    data: data as unknown as Record<string, unknown>,
    absoluteExpiresAt: new Date(Date.now() + absoluteMs),
  });
  // Opportunistic clean-up of sessions nobody will come back to.
  await sessions.removeExpired(new Date(Date.now() - env.SESSION_IDLE_MINUTES * 60_000));
  return `${sessionCookieName(context)}=${id}${cookieAttributes(context, Math.floor(absoluteMs / 1000))}`;
}

export async function updateSessionData(context: AppLoadContext, session: ServerSession, data: SessionData) {
  session.data = data;
  await context.services.sessions.setData(session.key, data as unknown as Record<string, unknown>);
}

/** Ends the session on the server and returns the cookie that clears it in the browser. */
export async function destroySession(context: AppLoadContext, session: ServerSession | null): Promise<string> {
  if (session) await context.services.sessions.remove(session.key);
  return `${sessionCookieName(context)}=${cookieAttributes(context, 0)}`;
}

/** Ends every session of a user at once (deactivation, password change). */
export async function destroyUserSessions(context: AppLoadContext, userId: number, exceptKey?: string) {
  const { sessions } = context.services;
  for (const key of await sessions.keysOfUser(userId)) {
    if (key !== exceptKey) await sessions.remove(key);
  }
}

/** A cookie attribute string for the app's other small httpOnly cookies. */
export function cookie(context: AppLoadContext, name: string, value: string, maxAgeSeconds: number) {
  return `${name}=${encodeURIComponent(value)}${cookieAttributes(context, maxAgeSeconds)}`;
}
