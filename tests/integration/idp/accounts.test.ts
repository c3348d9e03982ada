// The embedded provider's accounts against a real database with a controllable clock: sign-in, Cognito-style
// lockout, temporary passwords, password reset and account set-up links, and the e-mails they send.
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import brand from "~brand";
import { idpAccounts, outboxEmails } from "../../../server/db/schema/index";
import { createMailer } from "../../../server/mail/index";
import {
  AccountError,
  createAccountService,
  RESET_TOKEN_MAX_FAILED_USES,
  type AccountService,
} from "../../../idp/accounts";
import { hashPassword, verifyPassword } from "../../../idp/passwords";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { testClock, testEnv, type TestClock } from "./support";

// Every sign-in, wrong or right, known e-mail or not, runs a full scrypt (idp/passwords.ts): a lockout test makes up to
// 28 of them, which on a busy 2-core CI machine has taken over the project's 30 s per test.
vi.setConfig({ testTimeout: 120_000 });

const PUBLIC_URL = "https://app.example.test";
const PASSWORD = "a long enough passphrase";
const NEW_PASSWORD = "another long passphrase";

let database: TestDatabase;
let accounts: AccountService;
let clock: TestClock;
const revoked: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

beforeEach(() => {
  clock = testClock();
  revoked.length = 0;
  accounts = createAccountService({
    db: database.db,
    mailer: createMailer({ db: database.db, env: testEnv(PUBLIC_URL) }),
    publicUrl: PUBLIC_URL,
    clock,
    revokeSessions: async (sub) => {
      revoked.push(sub);
    },
  });
});

let counter = 0;
/** A fresh account with a password of its own (set directly: these tests are about what comes after). */
async function accountWithPassword(password = PASSWORD) {
  const email = `user${++counter}@example.test`;
  const account = await accounts.createAccount({ email });
  await database.db
    .update(idpAccounts)
    .set({ passwordHash: await hashPassword(password), emailVerified: true })
    .where(eq(idpAccounts.id, account.id));
  return { ...account, email };
}

async function lastEmailTo(to: string) {
  const [mail] = await database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.to, to))
    .orderBy(desc(outboxEmails.id))
    .limit(1);
  return mail;
}

async function emailsTo(to: string, template?: string) {
  return database.db
    .select()
    .from(outboxEmails)
    .where(template ? and(eq(outboxEmails.to, to), eq(outboxEmails.template, template)) : eq(outboxEmails.to, to));
}

const tokenIn = (text: string) => new URL(/https?:\/\/\S+/.exec(text)![0]).searchParams.get("token")!;

describe("sign-in", () => {
  it("matches the e-mail case-insensitively and trimmed", async () => {
    const { email } = await accountWithPassword();
    const result = await accounts.signIn(`  ${email.toUpperCase()} `, PASSWORD);
    expect(result).toMatchObject({ ok: true, newPasswordRequired: false, account: { email } });
  });

  it("gives an unknown e-mail and a wrong password the same answer, each after a full scrypt", async () => {
    const { email } = await accountWithPassword();
    // What one scrypt verification costs on this machine right now (the fastest of three).
    const hash = await hashPassword("baseline password");
    let scryptMs = Infinity;
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      await verifyPassword("baseline password", hash);
      scryptMs = Math.min(scryptMs, performance.now() - started);
    }
    const timed = async (fn: () => Promise<unknown>) => {
      const started = performance.now();
      const result = await fn();
      return { result, ms: performance.now() - started };
    };
    const unknown = await timed(() => accounts.signIn("nobody@example.test", PASSWORD));
    const wrong = await timed(() => accounts.signIn(email, "not the password at all"));
    expect(unknown.result).toEqual({ ok: false, error: "invalid_credentials" });
    expect(wrong.result).toEqual(unknown.result);
    expect(unknown.ms).toBeGreaterThanOrEqual(scryptMs * 0.8);
    expect(wrong.ms).toBeGreaterThanOrEqual(scryptMs * 0.8);
  });

  it("answers invalid_credentials for a disabled account, even with the right password", async () => {
    const { email } = await accountWithPassword();
    await accounts.setEnabled(email, false);
    expect(await accounts.signIn(email, PASSWORD)).toEqual({ ok: false, error: "invalid_credentials" });
    await accounts.setEnabled(email, true);
    expect((await accounts.signIn(email, PASSWORD)).ok).toBe(true);
  });

  it("answers invalid_credentials for an account that has no password yet", async () => {
    const { email } = await accounts.createAccount({ email: "pending@example.test" });
    expect(await accounts.signIn(email, PASSWORD)).toEqual({ ok: false, error: "invalid_credentials" });
  });
});

describe("lockout (Cognito: 5 failures lock 1 s, doubling to at most 15 minutes)", () => {
  const wrong = (email: string) => accounts.signIn(email, "not the password at all");
  const right = (email: string) => accounts.signIn(email, PASSWORD);
  async function fail(email: string, times: number) {
    for (let i = 0; i < times; i++) expect(await wrong(email)).toEqual({ ok: false, error: "invalid_credentials" });
  }

  it("does not lock after 4 failures", async () => {
    const { email } = await accountWithPassword();
    await fail(email, 4);
    expect((await right(email)).ok).toBe(true);
  });

  it("locks for 1 s after the 5th failure: even the right password is refused until then", async () => {
    const { email } = await accountWithPassword();
    await fail(email, 5);
    clock.advance(999);
    expect(await right(email)).toEqual({ ok: false, error: "attempts_exceeded" });
    clock.advance(1);
    expect((await right(email)).ok).toBe(true);
  });

  it("doubles the lock with each further failure and caps it at 15 minutes", async () => {
    const { email } = await accountWithPassword();
    await fail(email, 5);
    const expected = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900];
    for (const [i, seconds] of expected.entries()) {
      clock.advance(seconds * 1000 - 1);
      expect(await wrong(email), `still locked just before ${seconds} s`).toEqual({
        ok: false,
        error: "attempts_exceeded",
      });
      clock.advance(1);
      // The lock is over: this failure is counted and sets the next, longer lock.
      expect(await wrong(email), `failure ${6 + i} counted`).toEqual({ ok: false, error: "invalid_credentials" });
    }
    const [row] = await database.db.select().from(idpAccounts).where(eq(idpAccounts.email, email));
    expect(row.failedAttempts).toBe(5 + expected.length);
    expect(row.lockedUntil!.getTime() - clock.now().getTime()).toBe(900_000);
  });

  it("does not lengthen the lock or count attempts made during it", async () => {
    const { email } = await accountWithPassword();
    await fail(email, 5);
    for (let i = 0; i < 5; i++) {
      clock.advance(100);
      expect(await wrong(email)).toEqual({ ok: false, error: "attempts_exceeded" });
    }
    clock.advance(500); // exactly 1 s after the 5th failure
    expect(await wrong(email)).toEqual({ ok: false, error: "invalid_credentials" }); // 6th counted → 2 s
    clock.advance(1_999);
    expect(await right(email)).toEqual({ ok: false, error: "attempts_exceeded" });
    clock.advance(1);
    expect((await right(email)).ok).toBe(true);
  });

  it("resets the count after a successful sign-in", async () => {
    const { email } = await accountWithPassword();
    await fail(email, 5);
    clock.advance(1_000);
    expect((await right(email)).ok).toBe(true);
    await fail(email, 4);
    expect((await right(email)).ok).toBe(true);
  });

  it("resets the count after 15 quiet minutes following a lockout", async () => {
    const { email } = await accountWithPassword();
    await fail(email, 5);
    expect(await wrong(email)).toEqual({ ok: false, error: "attempts_exceeded" }); // during the 1 s lock
    clock.advance(1_000 + 15 * 60_000 - 1);
    expect(await wrong(email)).toEqual({ ok: false, error: "invalid_credentials" }); // counted: 6th → 2 s lock
    clock.advance(2_000 + 15 * 60_000);
    await fail(email, 1); // counted as the first again: no lock
    expect((await right(email)).ok).toBe(true);
  });

  // The lockout once showed only for real accounts, so its message told which e-mails have one.
  it("locks an e-mail without an account exactly like an account: same answers, same counting", async () => {
    const { email } = await accountWithPassword();
    const unknown = `nobody.${counter}@example.test`;
    const answers = async (address: string) => {
      const seen: string[] = [];
      const attempt = async () => {
        const result = await wrong(address);
        seen.push(result.ok ? "ok" : result.error);
      };
      for (let i = 0; i < 6; i++) await attempt(); // the 6th falls into the 1 s lock
      clock.advance(1_000);
      await attempt(); // counted: the lock doubles to 2 s
      clock.advance(1_999);
      await attempt();
      clock.advance(1 + 15 * 60_000 + 2_000); // 15 quiet minutes after the lock: the count starts again
      for (let i = 0; i < 5; i++) await attempt();
      await attempt();
      return seen;
    };
    const start = clock.now().getTime();
    const forAccount = await answers(email);
    clock.advance(start - clock.now().getTime()); // the same timeline again, for the unknown e-mail
    const forUnknown = await answers(unknown.toUpperCase());
    expect(forAccount).toEqual([
      ...Array(5).fill("invalid_credentials"),
      "attempts_exceeded",
      "invalid_credentials",
      "attempts_exceeded",
      ...Array(5).fill("invalid_credentials"),
      "attempts_exceeded",
    ]);
    expect(forUnknown).toEqual(forAccount);
  });

  it("counts a wrong current password in a password change like a failed sign-in", async () => {
    const { id, email } = await accountWithPassword();
    for (let i = 0; i < 5; i++) {
      expect(await accounts.changePassword(id, "not the password at all", NEW_PASSWORD)).toEqual({
        ok: false,
        error: "invalid_credentials",
      });
    }
    expect(await accounts.changePassword(id, PASSWORD, NEW_PASSWORD)).toEqual({
      ok: false,
      error: "attempts_exceeded",
    });
    expect(await right(email)).toEqual({ ok: false, error: "attempts_exceeded" });
  });
});

describe("accounts and passwords", () => {
  it("refuses a second account for the same e-mail, whatever its case", async () => {
    await accounts.createAccount({ email: "Twin@Example.test" });
    await expect(accounts.createAccount({ email: "twin@example.TEST" })).rejects.toMatchObject({
      code: "email_taken",
    });
    await expect(accounts.createAccount({ email: "not an e-mail" })).rejects.toBeInstanceOf(AccountError);
  });

  it("makes a user with a temporary password choose a new one before entering", async () => {
    const account = await accounts.createAccount({ email: "temp@example.test", temporaryPassword: PASSWORD });
    expect(account.mustChangePassword).toBe(true);
    expect(await accounts.signIn("temp@example.test", PASSWORD)).toMatchObject({ ok: true, newPasswordRequired: true });

    expect(await accounts.completeNewPassword(account.id, "too short")).toEqual({
      ok: false,
      error: "weak_password",
      message: "must be at least 12 characters",
    });
    expect(await accounts.completeNewPassword(account.id, "temp@example.test")).toMatchObject({
      error: "weak_password",
    });
    expect(await accounts.completeNewPassword(account.id, NEW_PASSWORD)).toEqual({ ok: true });

    expect(await accounts.signIn("temp@example.test", PASSWORD)).toEqual({ ok: false, error: "invalid_credentials" });
    expect(await accounts.signIn("temp@example.test", NEW_PASSWORD)).toMatchObject({
      ok: true,
      newPasswordRequired: false,
    });
    expect(await accounts.completeNewPassword(account.id, "yet another passphrase")).toEqual({
      ok: false,
      error: "not_required",
    });
  });

  it("changes a password with the current one", async () => {
    const { id, email } = await accountWithPassword();
    expect(await accounts.changePassword(id, PASSWORD, "short")).toMatchObject({ error: "weak_password" });
    expect(await accounts.changePassword(id, PASSWORD, NEW_PASSWORD)).toEqual({ ok: true });
    expect((await accounts.signIn(email, NEW_PASSWORD)).ok).toBe(true);
  });

  it("disabling an account revokes its sessions", async () => {
    const { email, sub } = await accountWithPassword();
    expect(await accounts.setEnabled(email, false)).toMatchObject({ enabled: false });
    expect(revoked).toEqual([sub]);
    expect(await accounts.setEnabled("nobody@example.test", false)).toBeNull();
  });
});

describe("password reset", () => {
  async function requestReset(email: string) {
    expect(await accounts.requestPasswordReset(email)).toEqual({ status: "sent" });
    await accounts.settled();
    return tokenIn((await lastEmailTo(email)).text);
  }

  it("e-mails a one-time link in the brand's name, which sets a new password", async () => {
    const { email, sub } = await accountWithPassword();
    expect(await accounts.requestPasswordReset(` ${email.toUpperCase()}`)).toEqual({ status: "sent" });
    await accounts.settled();
    const token = tokenIn((await lastEmailTo(email)).text);

    const mail = await lastEmailTo(email);
    expect(mail).toMatchObject({ template: "reset", sentAt: null });
    expect(mail.subject).toContain(brand.name);
    expect(mail.text).toContain(brand.name);
    expect(mail.html).toContain(brand.name);
    expect(mail.text).toContain(`${PUBLIC_URL}/forgot-password?token=`);
    expect(token).toMatch(/^[\w-]{43}$/);

    expect(await accounts.resetPassword(token, "short")).toMatchObject({ ok: false, error: "weak_password" });
    expect(await accounts.resetPassword(token, NEW_PASSWORD)).toMatchObject({ ok: true, account: { email } });
    expect(revoked).toEqual([sub]);
    expect((await accounts.signIn(email, NEW_PASSWORD)).ok).toBe(true);
    expect(await accounts.signIn(email, PASSWORD)).toEqual({ ok: false, error: "invalid_credentials" });

    expect(await accounts.resetPassword(token, "a third passphrase!")).toEqual({ ok: false, error: "invalid_token" });
  });

  it("answers an unknown e-mail the same way and sends nothing", async () => {
    expect(await accounts.requestPasswordReset("nobody@example.test")).toEqual({ status: "sent" });
    await accounts.settled();
    expect(await emailsTo("nobody@example.test")).toEqual([]);
  });

  it("expires the link after an hour", async () => {
    const { email } = await accountWithPassword();
    const token = await requestReset(email);
    clock.advance(60 * 60_000);
    expect(await accounts.resetPassword(token, NEW_PASSWORD)).toEqual({ ok: false, error: "invalid_token" });
  });

  it("a newer link replaces the older one", async () => {
    const { email } = await accountWithPassword();
    const older = await requestReset(email);
    const newer = await requestReset(email);
    expect(await accounts.resetPassword(older, NEW_PASSWORD)).toEqual({ ok: false, error: "invalid_token" });
    expect((await accounts.resetPassword(newer, NEW_PASSWORD)).ok).toBe(true);
  });

  it("answers limit_exceeded to the 6th request within an hour", async () => {
    const { email } = await accountWithPassword();
    for (let i = 0; i < 5; i++) {
      await requestReset(email);
      clock.advance(60_000);
    }
    expect(await accounts.requestPasswordReset(email)).toEqual({ status: "limit_exceeded" });
    await accounts.settled();
    expect(await emailsTo(email, "reset")).toHaveLength(5);
    clock.advance(56 * 60_000); // the first request is now more than an hour old
    expect(await accounts.requestPasswordReset(email)).toEqual({ status: "sent" });
  });

  // The count was once read, then written: requests at the same moment each saw room and all went through.
  it("refuses all but 5 of 12 requests made at the same moment", async () => {
    const { email } = await accountWithPassword();
    const answers = await Promise.all(Array.from({ length: 12 }, () => accounts.requestPasswordReset(email)));
    expect(answers.filter((a) => a.status === "sent")).toHaveLength(5);
    await accounts.settled();
    expect(await emailsTo(email, "reset")).toHaveLength(5);
  });

  // Once, only an account's 6th request was refused, so the refusal told which e-mails have one.
  it("counts the requests of an e-mail without an account the same way: the 6th within an hour is refused", async () => {
    const unknown = `nobody.reset.${++counter}@example.test`;
    for (let i = 0; i < 5; i++) {
      expect(await accounts.requestPasswordReset(i % 2 ? unknown : unknown.toUpperCase())).toEqual({ status: "sent" });
      clock.advance(60_000);
    }
    expect(await accounts.requestPasswordReset(unknown)).toEqual({ status: "limit_exceeded" });
    clock.advance(56 * 60_000);
    expect(await accounts.requestPasswordReset(unknown)).toEqual({ status: "sent" });
    await accounts.settled();
    expect(await emailsTo(unknown)).toEqual([]);
  });

  it(`answers attempts_exceeded after ${RESET_TOKEN_MAX_FAILED_USES} failed uses of a link`, async () => {
    const { email } = await accountWithPassword();
    const token = await requestReset(email);
    for (let i = 0; i < RESET_TOKEN_MAX_FAILED_USES; i++) {
      expect(await accounts.resetPassword(token, "short")).toMatchObject({ error: "weak_password" });
    }
    expect(await accounts.resetPassword(token, NEW_PASSWORD)).toEqual({ ok: false, error: "attempts_exceeded" });
  });

  it("answers invalid_token for a token that never existed", async () => {
    expect(await accounts.resetPassword("made-up", NEW_PASSWORD)).toEqual({ ok: false, error: "invalid_token" });
    expect(await accounts.resetPassword("", NEW_PASSWORD)).toEqual({ ok: false, error: "invalid_token" });
  });

  it("unlocks a locked account and resets its failure count", async () => {
    const { email } = await accountWithPassword();
    for (let i = 0; i < 9; i++) {
      clock.advance(20_000);
      await accounts.signIn(email, "not the password at all");
    }
    expect(await accounts.signIn(email, PASSWORD)).toEqual({ ok: false, error: "attempts_exceeded" });
    const token = await requestReset(email);
    expect((await accounts.resetPassword(token, NEW_PASSWORD)).ok).toBe(true);
    expect((await accounts.signIn(email, NEW_PASSWORD)).ok).toBe(true);
    const [row] = await database.db.select().from(idpAccounts).where(eq(idpAccounts.email, email));
    expect(row).toMatchObject({ failedAttempts: 0, lockedUntil: null });
  });

  it("stores only the SHA-256 of a token", async () => {
    const { email } = await accountWithPassword();
    const token = await requestReset(email);
    const rows = await database.db.query.idpAccountTokens.findMany();
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });
});

describe("account set-up links", () => {
  async function newUser(email: string) {
    await accounts.createAccount({ email });
    expect(await accounts.createSetupToken(email)).toEqual({ status: "sent" });
    return tokenIn((await lastEmailTo(email)).text);
  }

  it("e-mails a 7-day link in the brand's name that sets the first password once and verifies the e-mail", async () => {
    const token = await newUser("setup1@example.test");
    const mail = await lastEmailTo("setup1@example.test");
    expect(mail.template).toBe("setup");
    expect(mail.subject).toContain(brand.name);
    expect(mail.text).toContain(`${PUBLIC_URL}/token-validation?token=`);

    expect(await accounts.checkSetupToken(token)).toEqual({ status: "valid", email: "setup1@example.test" });
    expect(await accounts.setUpPassword(token, "setup1@example.test")).toMatchObject({ error: "weak_password" });
    const done = await accounts.setUpPassword(token, PASSWORD);
    expect(done).toMatchObject({ ok: true, account: { email: "setup1@example.test", emailVerified: true } });
    expect((await accounts.findByEmail("setup1@example.test"))!.emailVerified).toBe(true);

    expect(await accounts.checkSetupToken(token)).toEqual({ status: "used" });
    expect(await accounts.setUpPassword(token, NEW_PASSWORD)).toEqual({ ok: false, error: "used" });
    expect((await accounts.signIn("setup1@example.test", PASSWORD)).ok).toBe(true);
    expect(await accounts.createSetupToken("setup1@example.test")).toEqual({ status: "already_set_up" });
  });

  it("expires after 7 days, and a new link can be sent from the expired one", async () => {
    const token = await newUser("setup2@example.test");
    clock.advance(7 * 24 * 60 * 60_000 - 1);
    expect((await accounts.checkSetupToken(token)).status).toBe("valid");
    clock.advance(1);
    expect(await accounts.checkSetupToken(token)).toEqual({ status: "expired", email: "setup2@example.test" });
    expect(await accounts.setUpPassword(token, PASSWORD)).toEqual({ ok: false, error: "expired" });

    expect(await accounts.resendSetupToken(token)).toEqual({ status: "sent" });
    const fresh = tokenIn((await lastEmailTo("setup2@example.test")).text);
    expect(fresh).not.toBe(token);
    expect((await accounts.setUpPassword(fresh, PASSWORD)).ok).toBe(true);
  });

  it("a newer link invalidates the older ones", async () => {
    const older = await newUser("setup3@example.test");
    expect(await accounts.createSetupToken("setup3@example.test")).toEqual({ status: "sent" });
    const newer = tokenIn((await lastEmailTo("setup3@example.test")).text);
    expect((await accounts.checkSetupToken(older)).status).toBe("expired");
    expect((await accounts.checkSetupToken(newer)).status).toBe("valid");
  });

  it("can be sent as an invitation, naming who invited", async () => {
    await accounts.createAccount({ email: "invited@example.test" });
    expect(
      await accounts.createSetupToken("invited@example.test", {
        template: "invitation",
        inviterName: "Olivia Owner",
        companyName: "Harbor Dental",
      }),
    ).toEqual({ status: "sent" });
    const mail = await lastEmailTo("invited@example.test");
    expect(mail.template).toBe("invitation");
    expect(mail.text).toContain(`Olivia Owner has invited you to join Harbor Dental on ${brand.name}.`);
    expect((await accounts.checkSetupToken(tokenIn(mail.text))).status).toBe("valid");
  });

  it("answers invalid for an unknown token and unknown_account for an unknown e-mail", async () => {
    expect(await accounts.checkSetupToken("made-up")).toEqual({ status: "invalid" });
    expect(await accounts.setUpPassword("made-up", PASSWORD)).toEqual({ ok: false, error: "invalid" });
    expect(await accounts.resendSetupToken("made-up")).toEqual({ status: "invalid" });
    expect(await accounts.createSetupToken("nobody@example.test")).toEqual({ status: "unknown_account" });
  });

  it("limits set-up e-mails to 5 per account per hour", async () => {
    await accounts.createAccount({ email: "setup4@example.test" });
    for (let i = 0; i < 5; i++) expect((await accounts.createSetupToken("setup4@example.test")).status).toBe("sent");
    expect(await accounts.createSetupToken("setup4@example.test")).toEqual({ status: "limit_exceeded" });
  });

  it("lets a user with a temporary password set up through a link instead", async () => {
    await accounts.createAccount({ email: "setup5@example.test", temporaryPassword: PASSWORD });
    expect(await accounts.createSetupToken("setup5@example.test")).toEqual({ status: "sent" });
    const token = tokenIn((await lastEmailTo("setup5@example.test")).text);
    expect((await accounts.setUpPassword(token, NEW_PASSWORD)).ok).toBe(true);
    expect(await accounts.signIn("setup5@example.test", NEW_PASSWORD)).toMatchObject({ newPasswordRequired: false });
  });
});
