// The forgotten password: a reset link by e-mail (valid 1 hour, single use), then a new password through it.
import { eq, sql } from "drizzle-orm";
import { idpAccountTokens } from "../../server/db/schema/index";
import { resetEmail } from "../../server/mail/templates";
import { databaseLimiter, type LimitRule } from "../../server/rate-limit";
import { passwordProblem } from "../passwords";
import type { AccountContext } from "./context";
import { normalizeEmail, toAccount, type ResetPasswordResult } from "./model";
import type { OneTimeLinks } from "./one-time-links";

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

export function passwordResetFlow(
  { db, mailer, baseUrl, clock, revokeSessions, inBackground, rowByEmail }: AccountContext,
  { issueToken, findToken, consumeTokenAndSetPassword }: OneTimeLinks,
) {
  const limiter = databaseLimiter(db, { now: () => clock.now().getTime() });

  /**
   * Counts a password-reset request for an e-mail, whether or not it has an account: false when it already made
   * RESET_REQUESTS_PER_HOUR in the hour since its first (that one is not counted). The one database limiter counts
   * it, in one statement, so every instance shares the budget and two requests at once cannot both slip under it.
   */
  async function countResetRequest(email: string): Promise<boolean> {
    const answer = await limiter.take(RESET_REQUEST_RULE, normalizeEmail(email));
    return answer.allowed;
  }

  return {
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
  };
}
