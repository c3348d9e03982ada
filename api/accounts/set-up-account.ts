import { ApiError } from "../http/errors";
import type { IdentityAdmin } from "../identity";
import type { SetUpTokenJson } from "./contract";

type Accounts = IdentityAdmin["accounts"];

/** Where an invitation link stands; the e-mail only while it is valid. */
export async function checkSetUpToken(accounts: Accounts, token: string): Promise<SetUpTokenJson> {
  const result = await accounts.checkSetupToken(token);
  return { status: result.status, ...(result.status === "valid" && { email: result.email }) };
}

/** The first password of an invited account. */
export async function setUpPassword(accounts: Accounts, token: string, password: string) {
  const result = await accounts.setUpPassword(token, password);
  if (result.ok) return { message: "Password set", email: result.account.email };
  if (result.error === "weak_password") throw ApiError.badRequest([{ path: "password", message: result.message }]);
  throw ApiError.badRequest([{ path: "token", message: `is ${result.error}` }]);
}

/** From an expired or used link: a new link goes to the link's own account (the e-mail is never shown or taken). */
export async function resendSetUpEmail(accounts: Accounts, token: string) {
  await accounts.resendSetupToken(token);
  return { message: "If the link was ours, a new one is on its way." };
}
