import crypto from "node:crypto";
import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../api/db/client";
import { hasNul } from "../api/http/contract";
import { idpAccounts, idpAccountTokens, idpStore } from "../api/db/schema/index";
import type { Mailer } from "../api/mail/index";
import { invitationEmail, resetEmail, setupEmail } from "../api/mail/templates";
import { databaseLimiter, type LimitRule } from "../server/rate-limit";
import { hashPassword, needsRehash, passwordProblem, verifyDummyPassword, verifyPassword } from "./passwords";

export { PASSWORD_RULES_TEXT, passwordProblem } from "./passwords";

export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** An account as the rest of the product sees it: never its hash or lockout state. */
export interface Account {
  id: number;
  /** The OpenID subject. */
  sub: string;
  email: string;
  enabled: boolean;
  emailVerified: boolean;
  mustChangePassword: boolean;
}

export type SignInResult =
  | { ok: true; account: Account; newPasswordRequired: boolean }
  | { ok: false; error: "invalid_credentials" | "attempts_exceeded" };

export type WeakPassword = {
  ok: false;
  error: "weak_password";
  message: string;
};

export type ResetPasswordResult =
  { ok: true; account: Account } | { ok: false; error: "invalid_token" | "attempts_exceeded" } | WeakPassword;

export type SetupTokenStatus =
  | { status: "valid"; email: string }
  | { status: "expired"; email: string }
  | { status: "used" }
  | { status: "invalid" };

export type SendSetupResult = {
  status: "sent" | "unknown_account" | "already_set_up" | "limit_exceeded";
};

export type SetUpPasswordResult =
  { ok: true; account: Account } | { ok: false; error: "invalid" | "expired" | "used" } | WeakPassword;

// Lockout, as AWS Cognito documents it: after 5 failed sign-ins the account locks for 2^(n-5) seconds (n counted
// failures), at most 15 minutes; attempts during a lock are refused without being counted; a successful sign-in,
// or 15 quiet minutes after a lockout ended, resets the count.
export const LOCKOUT_AFTER_FAILURES = 5;
export const MAX_LOCK_MS = 15 * 60_000;
export const LOCKOUT_QUIET_RESET_MS = 15 * 60_000;

export const RESET_TOKEN_TTL_MS = 60 * 60_000;
/** Reset e-mails per account per rolling hour; the next request answers limit_exceeded. */
export const RESET_REQUESTS_PER_HOUR = 5;
const RESET_REQUEST_RULE: LimitRule = {
  bucket: "password-reset",
  limit: RESET_REQUESTS_PER_HOUR,
  windowMs: 60 * 60_000,
};
/**
 * Failed uses a reset token tolerates (expired, already used, superseded, or a password the policy rejects);
 * after that it answers attempts_exceeded. Guessing a token is hopeless (256 random bits), so the limit exists to
 * bound retries on a known token and to give the spec's "maximum number of attempts" answer a precise meaning.
 */
export const RESET_TOKEN_MAX_FAILED_USES = 10;
export const SETUP_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;
/**
 * How long the failed sign-ins of an e-mail that has no account are remembered after the last one (an account
 * keeps its count until a success or a quiet lockout reset; an unknown e-mail's record has to end some time).
 */
export const UNKNOWN_FAILURES_KEPT_MS = 30 * 24 * 60 * 60_000;

// Counters kept by e-mail (its SHA-256) in the provider's store, so an e-mail without an account is counted exactly
// like one with an account: its lockout and its reset-request limit show nothing about whether the account exists.
const UNKNOWN_SIGN_INS = "UnknownAccountSignIns";
/** Set-up e-mails per account per rolling hour (the resend link is public: no mail-bombing through it). */
export const SETUP_REQUESTS_PER_HOUR = 5;

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

/** E-mail addresses are compared trimmed and lower-cased everywhere (and stored that way). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export class AccountError extends Error {
  constructor(
    public readonly code: "email_taken" | "weak_password" | "invalid_email",
    message: string,
  ) {
    super(message);
    this.name = "AccountError";
  }
}

export interface AccountServiceOptions {
  db: Database;
  mailer: Mailer;
  /** Links in e-mails start here (env.PUBLIC_URL). */
  publicUrl: string;
  clock?: Clock;
  /**
   * Called after a password reset and when an account is disabled: the identity provider revokes the account's
   * grants and sessions there, so a stolen session does not outlive either.
   */
  revokeSessions?: (sub: string) => Promise<void>;
  /**
   * Passwords kept outside this table (AWS Cognito, api/identity/cognito.ts): the rows then only carry e-mails,
   * subjects and one-time links, and never a password hash. Unset: the embedded provider's own hashes.
   */
  externalPasswords?: ExternalPasswords;
  /** Told when work a request did not wait for fails (a reset e-mail that could not be queued). */
  onBackgroundError?: (error: unknown) => void;
}

/** Where an external directory keeps the passwords that the one-time links set. */
export interface ExternalPasswords {
  /** Whether the account's owner has chosen a password (a set-up link is only for one who has not). */
  isSetUp(email: string): Promise<boolean>;
  /** Sets the password and marks the e-mail verified; answers the directory's policy problem instead, if any. */
  setPassword(email: string, password: string): Promise<string | null>;
}

export type AccountService = ReturnType<typeof createAccountService>;

type AccountRow = typeof idpAccounts.$inferSelect;

export function createAccountService({
  db,
  mailer,
  publicUrl,
  clock = systemClock,
  revokeSessions = async () => {},
  externalPasswords,
  onBackgroundError = (error) => console.error("identity background work failed", error),
}: AccountServiceOptions) {
  const baseUrl = publicUrl.replace(/\/$/, "");
  const limiter = databaseLimiter(db, { now: () => clock.now().getTime() });

  /** Work started by a request whose answer does not wait for it; `settled()` waits for all of it. */
  const background = new Set<Promise<void>>();
  function inBackground(work: () => Promise<unknown>) {
    // Begun after the caller has its answer: none of its statements run before the answer is on its way.
    const running: Promise<void> = new Promise((begin) => setImmediate(begin))
      .then(work)
      .then(() => undefined, onBackgroundError)
      .finally(() => background.delete(running));
    background.add(running);
  }

  async function rowByEmail(email: string): Promise<AccountRow | undefined> {
    // No stored address holds a NUL (the text rule, api/http/contract.ts), and PostgreSQL would refuse the query.
    if (hasNul(email)) return undefined;
    const [row] = await db
      .select()
      .from(idpAccounts)
      .where(sql`lower(${idpAccounts.email}) = ${normalizeEmail(email)}`);
    return row;
  }

  async function rowById(id: number): Promise<AccountRow | undefined> {
    const [row] = await db.select().from(idpAccounts).where(eq(idpAccounts.id, id));
    return row;
  }

  async function update(id: number, values: Partial<typeof idpAccounts.$inferInsert>) {
    await db
      .update(idpAccounts)
      .set({ ...values, updatedAt: clock.now() })
      .where(eq(idpAccounts.id, id));
  }

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

  /**
   * Counts a password-reset request for an e-mail, whether or not it has an account: false when it already made
   * RESET_REQUESTS_PER_HOUR in the hour since its first (that one is not counted). The one database limiter counts
   * it, in one statement, so every instance shares the budget and two requests at once cannot both slip under it.
   */
  async function countResetRequest(email: string): Promise<boolean> {
    const answer = await limiter.take(RESET_REQUEST_RULE, normalizeEmail(email));
    return answer.allowed;
  }

  /** A fresh one-time token of `kind` for an account; older unused ones of that kind stop working now. */
  async function issueToken(accountId: number, kind: "reset" | "setup", ttlMs: number): Promise<string> {
    const token = crypto.randomBytes(32).toString("base64url");
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx
        .update(idpAccountTokens)
        .set({ expiresAt: now })
        .where(
          and(
            eq(idpAccountTokens.accountId, accountId),
            eq(idpAccountTokens.kind, kind),
            isNull(idpAccountTokens.usedAt),
            gt(idpAccountTokens.expiresAt, now),
          ),
        );
      await tx.insert(idpAccountTokens).values({
        accountId,
        kind,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + ttlMs),
        createdAt: now,
      });
    });
    return token;
  }

  async function tokensIssuedInLastHour(accountId: number, kind: "reset" | "setup"): Promise<number> {
    const since = new Date(clock.now().getTime() - 60 * 60_000);
    const [row] = await db
      .select({ n: count() })
      .from(idpAccountTokens)
      .where(
        and(
          eq(idpAccountTokens.accountId, accountId),
          eq(idpAccountTokens.kind, kind),
          gt(idpAccountTokens.createdAt, since),
        ),
      );
    return row.n;
  }

  async function findToken(token: string, kind: "reset" | "setup") {
    if (!token) return undefined;
    const [row] = await db
      .select({ token: idpAccountTokens, account: idpAccounts })
      .from(idpAccountTokens)
      .innerJoin(idpAccounts, eq(idpAccounts.id, idpAccountTokens.accountId))
      .where(and(eq(idpAccountTokens.tokenHash, hashToken(token)), eq(idpAccountTokens.kind, kind)));
    return row;
  }

  /**
   * Uses a token and sets the account's new password in one transaction. The token is claimed with a conditional
   * update, so two simultaneous uses cannot both succeed. Returns false when someone else used it first.
   */
  async function consumeTokenAndSetPassword(
    tokenId: number,
    account: AccountRow,
    password: string,
    kind: "reset" | "setup",
  ): Promise<boolean | { problem: string }> {
    if (externalPasswords) return consumeTokenForExternalPassword(externalPasswords, tokenId, account, password, kind);
    const passwordHash = await hashPassword(password);
    const now = clock.now();
    return db.transaction(async (tx) => {
      const claimed = await tx
        .update(idpAccountTokens)
        .set({ usedAt: now })
        .where(and(eq(idpAccountTokens.id, tokenId), isNull(idpAccountTokens.usedAt)))
        .returning({ id: idpAccountTokens.id });
      if (claimed.length === 0) return false;
      await passwordSetByLink(tx, account.id, kind, now, { passwordHash });
      return true;
    });
  }

  /**
   * After a link's password is set: the account no longer needs a new password, receiving the link proved the
   * address, any lockout is lifted, and the account's other open links of that kind stop working.
   */
  async function passwordSetByLink(
    tx: Parameters<Parameters<typeof db.transaction>[0]>[0],
    accountId: number,
    kind: "reset" | "setup",
    now: Date,
    values: { passwordHash?: string } = {},
  ) {
    await tx
      .update(idpAccounts)
      .set({
        ...values,
        mustChangePassword: false,
        emailVerified: true,
        failedAttempts: 0,
        lockedUntil: null,
        updatedAt: now,
      })
      .where(eq(idpAccounts.id, accountId));
    await tx
      .update(idpAccountTokens)
      .set({ expiresAt: now })
      .where(
        and(
          eq(idpAccountTokens.accountId, accountId),
          eq(idpAccountTokens.kind, kind),
          isNull(idpAccountTokens.usedAt),
          gt(idpAccountTokens.expiresAt, now),
        ),
      );
  }

  /**
   * consumeTokenAndSetPassword for a password kept elsewhere: the token is claimed first and given back when the
   * directory refuses the password or cannot be reached, so no network call runs inside a transaction.
   */
  async function consumeTokenForExternalPassword(
    external: ExternalPasswords,
    tokenId: number,
    account: AccountRow,
    password: string,
    kind: "reset" | "setup",
  ): Promise<boolean | { problem: string }> {
    const now = clock.now();
    const claimed = await db
      .update(idpAccountTokens)
      .set({ usedAt: now })
      .where(and(eq(idpAccountTokens.id, tokenId), isNull(idpAccountTokens.usedAt)))
      .returning({ id: idpAccountTokens.id });
    if (claimed.length === 0) return false;
    const giveBack = () => db.update(idpAccountTokens).set({ usedAt: null }).where(eq(idpAccountTokens.id, tokenId));
    let problem: string | null;
    try {
      problem = await external.setPassword(account.email, password);
    } catch (error) {
      await giveBack();
      throw error;
    }
    if (problem) {
      await giveBack();
      return { problem };
    }
    await db.transaction((tx) => passwordSetByLink(tx, account.id, kind, now));
    return true;
  }

  const isSetUp = async (row: AccountRow) =>
    externalPasswords ? externalPasswords.isSetUp(row.email) : row.passwordHash !== null && !row.mustChangePassword;

  /**
   * E-mails an account set-up link (valid 7 days, single use; a newer link supersedes older ones), with the
   * set-up template or, for a user invited by someone, the invitation template. Only for accounts whose owner
   * has not chosen a password yet.
   */
  async function createSetupToken(
    email: string,
    options: {
      template?: "setup" | "invitation";
      inviterName?: string;
      companyName?: string;
    } = {},
  ): Promise<SendSetupResult> {
    const row = await rowByEmail(email);
    if (!row || !row.enabled) return { status: "unknown_account" };
    if (await isSetUp(row)) return { status: "already_set_up" };
    if ((await tokensIssuedInLastHour(row.id, "setup")) >= SETUP_REQUESTS_PER_HOUR) {
      return { status: "limit_exceeded" };
    }
    const token = await issueToken(row.id, "setup", SETUP_TOKEN_TTL_MS);
    const link = `${baseUrl}/token-validation?token=${encodeURIComponent(token)}`;
    const rendered =
      options.template === "invitation"
        ? invitationEmail({
            link,
            inviterName: options.inviterName,
            companyName: options.companyName,
          })
        : setupEmail({
            link,
            expiresInDays: SETUP_TOKEN_TTL_MS / (24 * 60 * 60_000),
          });
    await mailer.send({ to: row.email, ...rendered });
    return { status: "sent" };
  }

  /** What a set-up link is worth now (for /token-validation to say so before the user types a password). */
  async function checkSetupToken(setupToken: string): Promise<SetupTokenStatus> {
    const found = await findToken(setupToken, "setup");
    if (!found || !found.account.enabled) return { status: "invalid" };
    if (found.token.usedAt) return { status: "used" };
    if (found.token.expiresAt <= clock.now()) return { status: "expired", email: found.account.email };
    return { status: "valid", email: found.account.email };
  }

  return {
    async findById(id: number): Promise<Account | null> {
      const row = await rowById(id);
      return row ? toAccount(row) : null;
    },

    async findBySub(sub: string): Promise<Account | null> {
      const [row] = await db.select().from(idpAccounts).where(eq(idpAccounts.sub, sub));
      return row ? toAccount(row) : null;
    },

    async findByEmail(email: string): Promise<Account | null> {
      const row = await rowByEmail(email);
      return row ? toAccount(row) : null;
    },

    /**
     * Unknown e-mail, an account without a password, a disabled account and a wrong password all answer
     * invalid_credentials after one scrypt computation, so neither the answer nor its timing tells them apart; and
     * an unknown e-mail's failures lock it like an account's (attempts_exceeded), so the lockout does not either.
     */
    async signIn(email: string, password: string): Promise<SignInResult> {
      const row = await rowByEmail(email);
      if (!row) return { ok: false, error: await checkUnknownAccount(email, password) };
      const result = await checkPassword(row, password);
      if (result !== "ok") return { ok: false, error: result };
      if (!row.enabled) return { ok: false, error: "invalid_credentials" };
      return {
        ok: true,
        account: toAccount(row),
        newPasswordRequired: row.mustChangePassword,
      };
    },

    /** A new account; with a temporary password the user must choose their own at the first sign-in. */
    async createAccount({ email, temporaryPassword }: { email: string; temporaryPassword?: string }): Promise<Account> {
      const normalized = normalizeEmail(email);
      if (!/^[^\s@]+@[^\s@]+$/.test(normalized)) throw new AccountError("invalid_email", "Invalid email");
      if (temporaryPassword !== undefined) {
        const problem = passwordProblem(temporaryPassword, normalized);
        if (problem) throw new AccountError("weak_password", `Temporary password ${problem}`);
      }
      const passwordHash = temporaryPassword === undefined ? null : await hashPassword(temporaryPassword);
      const now = clock.now();
      const [row] = await db
        .insert(idpAccounts)
        .values({
          email: normalized,
          passwordHash,
          mustChangePassword: temporaryPassword !== undefined,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new AccountError("email_taken", "An account with this email already exists");
      return toAccount(row);
    },

    /** The first password of a user who signed in with a temporary one (signIn said newPasswordRequired). */
    async completeNewPassword(
      accountId: number,
      newPassword: string,
    ): Promise<{ ok: true } | { ok: false; error: "not_required" } | WeakPassword> {
      const row = await rowById(accountId);
      if (!row || !row.enabled || !row.mustChangePassword) return { ok: false, error: "not_required" };
      const problem = passwordProblem(newPassword, row.email);
      if (problem) return { ok: false, error: "weak_password", message: problem };
      await update(row.id, {
        passwordHash: await hashPassword(newPassword),
        mustChangePassword: false,
      });
      return { ok: true };
    },

    /**
     * A signed-in user's password change. A wrong current password counts towards the lockout like a failed
     * sign-in (otherwise this would be a way around it). Other sessions are left alone: the caller decides
     * whether to end them (IdentityProvider.revokeAll).
     */
    async changePassword(
      accountId: number,
      currentPassword: string,
      newPassword: string,
    ): Promise<{ ok: true } | { ok: false; error: "invalid_credentials" | "attempts_exceeded" } | WeakPassword> {
      const row = await rowById(accountId);
      if (!row || !row.enabled) return { ok: false, error: "invalid_credentials" };
      const problem = passwordProblem(newPassword, row.email);
      if (problem) return { ok: false, error: "weak_password", message: problem };
      const check = await checkPassword(row, currentPassword);
      if (check !== "ok") return { ok: false, error: check };
      await update(row.id, {
        passwordHash: await hashPassword(newPassword),
        mustChangePassword: false,
      });
      return { ok: true };
    },

    /** Enables or disables an account by e-mail; disabling revokes its sessions. Null when there is no such account. */
    async setEnabled(email: string, enabled: boolean): Promise<Account | null> {
      const row = await rowByEmail(email);
      if (!row) return null;
      await update(row.id, { enabled });
      if (!enabled) await revokeSessions(row.sub);
      return toAccount({ ...row, enabled });
    },

    /**
     * E-mails a reset link (valid 1 hour, single use). An unknown or disabled e-mail answers "sent" and sends
     * nothing. Requests are counted by e-mail, account or not: the 6th within an hour answers limit_exceeded for an
     * unknown e-mail exactly as for an account, so the limit does not reveal which addresses have one.
     */
    async requestPasswordReset(email: string): Promise<{ status: "sent" | "limit_exceeded" }> {
      if (!(await countResetRequest(email))) return { status: "limit_exceeded" };
      const row = await rowByEmail(email);
      // The answer waits for the same work whether or not the e-mail has an account (the count and the look-up);
      // the link and its e-mail are made after it, so the answer's timing does not tell which addresses have one.
      if (row?.enabled) {
        inBackground(async () => {
          const token = await issueToken(row.id, "reset", RESET_TOKEN_TTL_MS);
          await mailer.send({
            to: row.email,
            ...resetEmail({
              link: `${baseUrl}/forgot-password?token=${encodeURIComponent(token)}`,
              expiresInMinutes: RESET_TOKEN_TTL_MS / 60_000,
            }),
          });
        });
      }
      return { status: "sent" };
    },

    /** Resolves once the work earlier requests left running (reset e-mails) has ended, e.g. before reading the outbox. */
    async settled(): Promise<void> {
      while (background.size) await Promise.all(background);
    },

    /** Sets a new password with a reset token; on success the account is unlocked and its sessions revoked. */
    async resetPassword(resetToken: string, newPassword: string): Promise<ResetPasswordResult> {
      const found = await findToken(resetToken, "reset");
      if (!found) return { ok: false, error: "invalid_token" };
      const { token, account } = found;
      if (token.attempts >= RESET_TOKEN_MAX_FAILED_USES) return { ok: false, error: "attempts_exceeded" };

      const fail = async <T>(result: T): Promise<T> => {
        await db
          .update(idpAccountTokens)
          .set({ attempts: sql`${idpAccountTokens.attempts} + 1` })
          .where(eq(idpAccountTokens.id, token.id));
        return result;
      };
      if (token.usedAt || token.expiresAt <= clock.now() || !account.enabled) {
        return fail({ ok: false, error: "invalid_token" } as const);
      }
      const problem = passwordProblem(newPassword, account.email);
      if (problem)
        return fail({
          ok: false,
          error: "weak_password",
          message: problem,
        } as const);

      const consumed = await consumeTokenAndSetPassword(token.id, account, newPassword, "reset");
      if (consumed !== true) {
        return fail(
          consumed
            ? ({ ok: false, error: "weak_password", message: consumed.problem } as const)
            : ({ ok: false, error: "invalid_token" } as const),
        );
      }
      await revokeSessions(account.sub);
      return {
        ok: true,
        account: toAccount({
          ...account,
          emailVerified: true,
          mustChangePassword: false,
        }),
      };
    },

    createSetupToken,
    checkSetupToken,

    /** A new set-up link for the account of an expired or used one (/users/resend-account-setup-email). */
    async resendSetupToken(setupToken: string): Promise<SendSetupResult | { status: "invalid" }> {
      const found = await findToken(setupToken, "setup");
      if (!found) return { status: "invalid" };
      return createSetupToken(found.account.email);
    },

    /** Chooses the first password through a set-up link; marks the e-mail verified. */
    async setUpPassword(setupToken: string, password: string): Promise<SetUpPasswordResult> {
      const status = await checkSetupToken(setupToken);
      if (status.status !== "valid") return { ok: false, error: status.status };
      const found = (await findToken(setupToken, "setup"))!;
      const problem = passwordProblem(password, found.account.email);
      if (problem) return { ok: false, error: "weak_password", message: problem };
      const consumed = await consumeTokenAndSetPassword(found.token.id, found.account, password, "setup");
      if (consumed !== true) {
        return consumed
          ? { ok: false, error: "weak_password", message: consumed.problem }
          : { ok: false, error: "used" };
      }
      return {
        ok: true,
        account: toAccount({
          ...found.account,
          emailVerified: true,
          mustChangePassword: false,
        }),
      };
    },
  };
}

/** Only the SHA-256 of a one-time token is stored: a database leak yields no usable link. */
export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    sub: row.sub,
    email: row.email,
    enabled: row.enabled,
    emailVerified: row.emailVerified,
    mustChangePassword: row.mustChangePassword,
  };
}
