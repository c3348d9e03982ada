// Lockout, as AWS Cognito documents it: after 5 failed sign-ins the account locks for 2^(n-5) seconds (n counted
// failures), at most 15 minutes; attempts during a lock are refused without being counted; a successful sign-in,
// or 15 quiet minutes after a lockout ended, resets the count.
import { and, eq, sql } from "drizzle-orm";
import { idpAccounts, idpStore } from "../../server/db/schema/index";
import { hashPassword, needsRehash, verifyDummyPassword, verifyPassword } from "../passwords";
import type { AccountContext } from "./context";
import { normalizeEmail, type AccountRow } from "./model";
import { hashToken } from "./one-time-links";

export const LOCKOUT_AFTER_FAILURES = 5;
export const MAX_LOCK_MS = 15 * 60_000;
export const LOCKOUT_QUIET_RESET_MS = 15 * 60_000;
/**
 * How long the failed sign-ins of an e-mail that has no account are remembered after the last one (an account
 * keeps its count until a success or a quiet lockout reset; an unknown e-mail's record has to end some time).
 */
export const UNKNOWN_FAILURES_KEPT_MS = 30 * 24 * 60 * 60_000;

// Counters kept by e-mail (its SHA-256) in the provider's store, so an e-mail without an account is counted exactly
// like one with an account: its lockout and its reset-request limit show nothing about whether the account exists.
const UNKNOWN_SIGN_INS = "UnknownAccountSignIns";

/** How long an account stays locked after its `failures`-th consecutive counted failure (ms; 0 = not locked). */
export function lockDuration(failures: number): number {
  if (failures < LOCKOUT_AFTER_FAILURES) return 0;
  // The exponent is clamped so absurd counts cannot overflow; 2^10 s already exceeds the cap.
  const seconds = 2 ** Math.min(failures - LOCKOUT_AFTER_FAILURES, 20);
  return Math.min(seconds * 1000, MAX_LOCK_MS);
}

/**
 * The failure count a new attempt builds on: the stored one, or 0 once 15 minutes have passed since a lockout
 * ended. Counted from the end of the lock, not the failure that set it: attempts during a lock are not recorded,
 * so this is the earliest moment at which the account can have been quiet for 15 minutes.
 */
export function failuresBefore(failedAttempts: number, lockedUntil: Date | null, now: Date): number {
  if (failedAttempts < LOCKOUT_AFTER_FAILURES || !lockedUntil) return failedAttempts;
  return now.getTime() - lockedUntil.getTime() >= LOCKOUT_QUIET_RESET_MS ? 0 : failedAttempts;
}

export function lockout({ db, clock, update }: AccountContext) {
  /**
   * Checks a password under the lockout rules; counts a failure and sets the lock. A locked account answers
   * attempts_exceeded before its password is even looked at, so attempts during a lock never lengthen it.
   */
  async function checkPassword(
    row: AccountRow,
    password: string,
  ): Promise<"ok" | "invalid_credentials" | "attempts_exceeded"> {
    const now = clock.now();
    if (row.lockedUntil && row.lockedUntil > now) return "attempts_exceeded";
    if (!row.passwordHash) return verifyDummyPassword(password).then(() => "invalid_credentials");

    if (await verifyPassword(password, row.passwordHash)) {
      const rehash = needsRehash(row.passwordHash);
      if (row.failedAttempts !== 0 || row.lockedUntil || rehash) {
        await update(row.id, {
          failedAttempts: 0,
          lockedUntil: null,
          ...(rehash ? { passwordHash: await hashPassword(password) } : {}),
        });
      }
      return "ok";
    }

    const previous = failuresBefore(row.failedAttempts, row.lockedUntil, now);
    // Incremented in SQL so concurrent wrong guesses are all counted.
    const [counted] = await db
      .update(idpAccounts)
      .set({
        failedAttempts: previous === row.failedAttempts ? sql`${idpAccounts.failedAttempts} + 1` : previous + 1,
        updatedAt: now,
      })
      .where(eq(idpAccounts.id, row.id))
      .returning({ failedAttempts: idpAccounts.failedAttempts });
    const lockMs = lockDuration(counted.failedAttempts);
    await db
      .update(idpAccounts)
      .set({ lockedUntil: lockMs ? new Date(now.getTime() + lockMs) : null })
      .where(and(eq(idpAccounts.id, row.id), eq(idpAccounts.failedAttempts, counted.failedAttempts)));
    return "invalid_credentials";
  }

  const emailKey = (email: string) => hashToken(normalizeEmail(email));
  const storeRow = (model: string, id: string) => and(eq(idpStore.model, model), eq(idpStore.id, id));

  /**
   * A sign-in with an e-mail that has no account, under the same lockout rules as `checkPassword`: its failures are
   * counted by e-mail, it locks after the 5th and answers attempts_exceeded while locked, so neither the answer nor
   * its count tells an unknown e-mail from an account. One dummy scrypt, as for an account.
   */
  async function checkUnknownAccount(
    email: string,
    password: string,
  ): Promise<"invalid_credentials" | "attempts_exceeded"> {
    const id = emailKey(email);
    const now = clock.now();
    await db
      .insert(idpStore)
      .values({ model: UNKNOWN_SIGN_INS, id, payload: { failedAttempts: 0, lockedUntil: null } })
      .onConflictDoNothing();
    const [row] = await db.select().from(idpStore).where(storeRow(UNKNOWN_SIGN_INS, id));
    const state = row.payload as { failedAttempts?: number; lockedUntil?: string | null };
    const stored = state.failedAttempts ?? 0;
    const lockedUntil = state.lockedUntil ? new Date(state.lockedUntil) : null;
    if (lockedUntil && lockedUntil > now) return "attempts_exceeded";
    await verifyDummyPassword(password);

    const previous = failuresBefore(stored, lockedUntil, now);
    // Incremented in SQL, as an account's count is, so concurrent guesses are all counted.
    const next =
      previous === stored
        ? sql`coalesce((${idpStore.payload} ->> 'failedAttempts')::int, 0) + 1`
        : sql`${previous + 1}::int`;
    const [counted] = await db
      .update(idpStore)
      .set({
        payload: sql`jsonb_set(${idpStore.payload}, '{failedAttempts}', to_jsonb(${next}))`,
        expiresAt: new Date(now.getTime() + UNKNOWN_FAILURES_KEPT_MS),
      })
      .where(storeRow(UNKNOWN_SIGN_INS, id))
      .returning({ payload: idpStore.payload });
    const failures = Number((counted.payload as { failedAttempts: number }).failedAttempts);
    const lockMs = lockDuration(failures);
    const until = JSON.stringify(lockMs ? new Date(now.getTime() + lockMs).toISOString() : null);
    await db
      .update(idpStore)
      .set({ payload: sql`jsonb_set(${idpStore.payload}, '{lockedUntil}', ${until}::jsonb)` })
      .where(and(storeRow(UNKNOWN_SIGN_INS, id), sql`(${idpStore.payload} ->> 'failedAttempts')::int = ${failures}`));
    return "invalid_credentials";
  }

  return { checkPassword, checkUnknownAccount };
}
