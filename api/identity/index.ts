import type {
  Account,
  ResetPasswordResult,
  SendSetupResult,
  SetUpPasswordResult,
  SetupTokenStatus,
  WeakPassword,
} from "../../idp/accounts";
import { ApiError } from "../http/errors";

export type { Account } from "../../idp/accounts";

/**
 * Account administration as the Main API needs it (ADR 040). Two adapters: the embedded provider's account service
 * (idp/accounts.ts, passwords in this database) and AWS Cognito (./cognito.ts, passwords in the user pool). Both
 * keep the product's own one-time links, e-mails and limits, so every flow answers the same whichever is configured.
 */
export interface AccountAdmin {
  /** The account of an e-mail, or null. */
  findByEmail(email: string): Promise<Account | null>;
  /** A new account; without a password its owner chooses one through a set-up link. Throws AccountError. */
  createAccount(input: { email: string; temporaryPassword?: string }): Promise<Account>;
  /** E-mails a set-up (or invitation) link to an account that has no password yet. */
  createSetupToken(
    email: string,
    options?: { template?: "setup" | "invitation"; inviterName?: string; companyName?: string },
  ): Promise<SendSetupResult>;
  checkSetupToken(token: string): Promise<SetupTokenStatus>;
  setUpPassword(token: string, password: string): Promise<SetUpPasswordResult>;
  resendSetupToken(token: string): Promise<SendSetupResult | { status: "invalid" }>;
  /**
   * E-mails a reset link when the e-mail has an account; the answer is the same either way, and comes before the
   * link is made and sent (`settled()` waits for that), so its timing is the same too.
   */
  requestPasswordReset(email: string): Promise<{ status: "sent" | "limit_exceeded" }>;
  /** Resolves once the e-mails earlier calls left to send in the background are queued. */
  settled(): Promise<void>;
  resetPassword(token: string, newPassword: string): Promise<ResetPasswordResult>;
  /** A signed-in user's change; the current password is checked under the provider's lockout. */
  changePassword(
    accountId: number,
    currentPassword: string,
    newPassword: string,
  ): Promise<{ ok: true } | { ok: false; error: "invalid_credentials" | "attempts_exceeded" } | WeakPassword>;
}

/** The port handed to the API (ApiDeps.identity); tests may keep a wider account service behind it. */
export interface IdentityAdmin<A extends AccountAdmin = AccountAdmin> {
  accounts: A;
  /** Ends every session and token of an account at the provider (deactivation, password reset). */
  revokeAll(accountSub: string): Promise<void>;
}

/**
 * The identity port, or a 503: a server always has one (server.ts refuses to start with OIDC_ISSUER but no Cognito
 * user pool), so only an API mounted without account administration gets here, an operator's problem.
 */
export function requireIdentity(identity: IdentityAdmin | null): IdentityAdmin {
  if (!identity) throw new ApiError(503, "Account administration is not configured on this server");
  return identity;
}
