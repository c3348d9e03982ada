// A new account's first password: a set-up link by e-mail (the set-up template, or the invitation template for a
// user someone invited), what the link is worth now, a fresh one for an expired link, and the password through it.
import { invitationEmail, setupEmail } from "../../server/mail/templates";
import { passwordProblem } from "../passwords";
import type { AccountContext } from "./context";
import {
  toAccount,
  type AccountRow,
  type SendSetupResult,
  type SetupTokenStatus,
  type SetUpPasswordResult,
} from "./model";
import type { OneTimeLinks } from "./one-time-links";

export const SETUP_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;
/** Set-up e-mails per account per rolling hour (the resend link is public: no mail-bombing through it). */
export const SETUP_REQUESTS_PER_HOUR = 5;

export function accountSetupFlow(
  { mailer, baseUrl, clock, externalPasswords, rowByEmail }: AccountContext,
  { issueToken, tokensIssuedInLastHour, findToken, consumeTokenAndSetPassword }: OneTimeLinks,
) {
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
