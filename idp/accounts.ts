// The embedded provider's accounts, one module per flow under accounts/: sign-in and lockout, password reset,
// account set-up and invitation, the accounts themselves, and the one-time links the e-mailed flows share.
import { accountSetupFlow } from "./accounts/account-setup";
import { accountContext } from "./accounts/context";
import { accountDirectory } from "./accounts/directory";
import type { AccountServiceOptions } from "./accounts/model";
import { oneTimeLinks } from "./accounts/one-time-links";
import { passwordResetFlow } from "./accounts/password-reset";
import { signInFlow } from "./accounts/sign-in";

export { PASSWORD_RULES_TEXT, passwordProblem } from "./passwords";
export * from "./accounts/model";
export {
  failuresBefore,
  lockDuration,
  LOCKOUT_AFTER_FAILURES,
  LOCKOUT_QUIET_RESET_MS,
  MAX_LOCK_MS,
  UNKNOWN_FAILURES_KEPT_MS,
} from "./accounts/lockout";
export { hashToken } from "./accounts/one-time-links";
export { RESET_REQUESTS_PER_HOUR, RESET_TOKEN_MAX_FAILED_USES, RESET_TOKEN_TTL_MS } from "./accounts/password-reset";
export { SETUP_REQUESTS_PER_HOUR, SETUP_TOKEN_TTL_MS } from "./accounts/account-setup";

export type AccountService = ReturnType<typeof createAccountService>;

export function createAccountService(options: AccountServiceOptions) {
  const context = accountContext(options);
  const links = oneTimeLinks(context);
  return {
    ...accountDirectory(context),
    ...signInFlow(context),
    ...passwordResetFlow(context, links),
    ...accountSetupFlow(context, links),
    settled: context.settled,
  };
}
