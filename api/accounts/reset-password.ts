import { ApiError } from "../http/errors";
import type { IdentityAdmin } from "../identity";

type Accounts = IdentityAdmin["accounts"];

/** Sends a reset link when the e-mail has an account; the answer is the same either way. */
export async function requestPasswordReset(accounts: Accounts, email: string) {
  const result = await accounts.requestPasswordReset(email);
  if (result.status === "limit_exceeded") throw new ApiError(429, "Attempt limit exceeded");
  return { message: "If the e-mail has an account, a reset link is on its way." };
}

/** A new password with the e-mailed reset token. */
export async function resetPassword(accounts: Accounts, resetToken: string, newPassword: string) {
  const result = await accounts.resetPassword(resetToken, newPassword);
  if (result.ok) return { message: "Password reset" };
  if (result.error === "attempts_exceeded") throw new ApiError(429, "Attempt limit exceeded");
  if (result.error === "weak_password") throw ApiError.badRequest([{ path: "newPassword", message: result.message }]);
  throw ApiError.badRequest([{ path: "resetToken", message: "is invalid or has expired" }]);
}
