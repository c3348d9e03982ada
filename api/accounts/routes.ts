import { implement } from "../http/implement";
import { requireIdentity } from "../identity/index";
import type { ApiDeps } from "../http/deps";
import { accountsContract } from "./contract";
import { companyRegistration } from "./register-company";
import { requestPasswordReset, resetPassword } from "./reset-password";
import { checkSetUpToken, resendSetUpEmail, setUpPassword } from "./set-up-account";

/** The account flows a signed-out person uses, and company sign-up. */
export function accountsFeature(deps: ApiDeps, now: () => number = Date.now) {
  const accounts = () => requireIdentity(deps.identity).accounts;
  const registerCompany = companyRegistration(deps, now);

  return implement(accountsContract, {
    forgotPassword: ({ body }) => requestPasswordReset(accounts(), body.email),
    resetPassword: ({ body }) => resetPassword(accounts(), body.resetToken, body.newPassword),
    checkSetUpToken: ({ query }) => checkSetUpToken(accounts(), query.token),
    setUpPassword: ({ body }) => setUpPassword(accounts(), body.token, body.password),
    resendSetUpEmail: ({ body }) => resendSetUpEmail(accounts(), body.token),
    register: ({ body, ip }) => registerCompany(body, ip),
  });
}
