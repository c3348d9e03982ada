// The server-side session store (ADR 004): rows of the `sessions` table keyed by the SHA-256 of the cookie's id.
// The app reaches it through its load context, never the database itself.
import { eq, lt, or, sql } from "drizzle-orm";
import type { Database } from "./db/client";
import { sessions } from "./db/schema/index";
import { databaseLimiter } from "./rate-limit";

/**
 * What a session row holds once deactivation ended it: no tokens, only why. The row stays until the session would
 * have expired, so the browser's next request can be told where it stands (spec §4: signed out, markers cleared,
 * sent to /account-access-expired) rather than being asked to sign in.
 */
export const SESSION_ENDED_BY_DEACTIVATION = { endedBy: "deactivation" } as const;

export function sessionEndedByDeactivation(data: Record<string, unknown>): boolean {
  return data.endedBy === SESSION_ENDED_BY_DEACTIVATION.endedBy;
}

export interface StoredSession {
  key: string;
  userId: number | null;
  data: Record<string, unknown>;
  createdAt: Date;
  lastActiveAt: Date;
  absoluteExpiresAt: Date;
}

export interface SessionStore {
  find(key: string): Promise<StoredSession | null>;
  create(row: { key: string; userId: number; data: Record<string, unknown>; absoluteExpiresAt: Date }): Promise<void>;
  touch(key: string, at: Date): Promise<void>;
  setData(key: string, data: Record<string, unknown>): Promise<void>;
  remove(key: string): Promise<void>;
  /** Keys of every session of a user. */
  keysOfUser(userId: number): Promise<string[]>;
  /** Drops sessions past their absolute end or idle since before `idleSince`. */
  removeExpired(idleSince: Date): Promise<void>;
  /**
   * Claims the right to refresh a session's tokens for `forMs`: true for exactly one caller across every server
   * instance (the refresh token is single-use; a second use revokes the whole grant), false for the others.
   */
  claimRefresh(key: string, forMs: number): Promise<boolean>;
}

export function createSessionStore(db: Database): SessionStore {
  const limiter = databaseLimiter(db);
  // Read on every page request: the statement is built once, not per request.
  const byKey = db
    .select()
    .from(sessions)
    .where(eq(sessions.idHash, sql.placeholder("key")))
    .prepare("session_by_key");
  return {
    async find(key) {
      const [row] = await byKey.execute({ key });
      return row
        ? {
            key,
            userId: row.userId,
            data: row.data as Record<string, unknown>,
            createdAt: row.createdAt,
            lastActiveAt: row.lastActiveAt,
            absoluteExpiresAt: row.absoluteExpiresAt,
          }
        : null;
    },
    async create({ key, userId, data, absoluteExpiresAt }) {
      await db.insert(sessions).values({ idHash: key, userId, data, absoluteExpiresAt });
    },
    async touch(key, at) {
      await db.update(sessions).set({ lastActiveAt: at }).where(eq(sessions.idHash, key));
    },
    async setData(key, data) {
      await db.update(sessions).set({ data }).where(eq(sessions.idHash, key));
    },
    async remove(key) {
      await db.delete(sessions).where(eq(sessions.idHash, key));
    },
    async keysOfUser(userId) {
      const rows = await db.select({ key: sessions.idHash }).from(sessions).where(eq(sessions.userId, userId));
      return rows.map((row) => row.key);
    },
    async removeExpired(idleSince) {
      await db
        .delete(sessions)
        .where(or(lt(sessions.absoluteExpiresAt, new Date()), lt(sessions.lastActiveAt, idleSince)));
    },
    async claimRefresh(key, forMs) {
      // A lease is a budget of one per window in the shared limiter (ADR 039).
      return (await limiter.take({ bucket: "session-refresh", limit: 1, windowMs: forMs }, key)).allowed;
    },
  };
}
