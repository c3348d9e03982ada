import type { Auth } from "../http/authenticate";
import { ApiError } from "../http/errors";
import { requireIdentity, type IdentityAdmin } from "../identity/index";
import type { passwordChangeInput } from "./contract";
import type { z } from "zod";

/** The signed-in user's own password, changed at the identity provider (never by a super admin acting as them). */
export async function changePassword(
  identity: IdentityAdmin | null,
  auth: Auth,
  input: z.output<typeof passwordChangeInput>,
) {
  if (auth.superAdmin) throw ApiError.forbidden("Password changes are refused while impersonating");
  const { accounts } = requireIdentity(identity);
  const account = await accounts.findByEmail(auth.actor.email);
  if (!account) throw ApiError.notFound("No sign-in account for this user");
  const result = await accounts.changePassword(account.id, input.currentPassword, input.newPassword);
  if (result.ok) return { message: "Password changed" };
  if (result.error === "attempts_exceeded") throw new ApiError(429, "Password attempts exceeded");
  if (result.error === "weak_password") throw ApiError.badRequest([{ path: "newPassword", message: result.message }]);
  throw ApiError.badRequest([{ path: "currentPassword", message: "is not your current password" }]);
}
