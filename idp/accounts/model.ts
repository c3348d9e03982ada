// The account service's shared shapes: the account as the product sees it, the flows' answers, the options, and the
// e-mail rule every flow compares addresses by.
import type { Database } from "../../server/db/client";
import type { idpAccounts } from "../../server/db/schema/index";
import type { Mailer } from "../../server/mail/index";

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

export type AccountRow = typeof idpAccounts.$inferSelect;

export function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    sub: row.sub,
    email: row.email,
    enabled: row.enabled,
    emailVerified: row.emailVerified,
    mustChangePassword: row.mustChangePassword,
  };
}
