// Signing in, and the passwords a signed-in user sets: the first one after a temporary password, and a change.
import { hashPassword, passwordProblem } from "../passwords";
import type { AccountContext } from "./context";
import { lockout } from "./lockout";
import { toAccount, type SignInResult, type WeakPassword } from "./model";

export function signInFlow(ctx: AccountContext) {
  const { rowByEmail, rowById, update } = ctx;
  const { checkPassword, checkUnknownAccount } = lockout(ctx);
  return {
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
  };
}
