// Account administration in an AWS Cognito user pool (ADR 040): production identity, where users sign in on
// Cognito's hosted page (OIDC_ISSUER). Cognito keeps the passwords; the product keeps what it always did in its own
// database — the invitation, set-up and reset links with their limits and branded e-mails, and a row per account
// (idp_accounts without a password hash) that the links belong to — so each flow answers as with the embedded
// provider, and never says whether an e-mail has an account where that provider does not.
import crypto from "node:crypto";
import type * as CognitoSdk from "@aws-sdk/client-cognito-identity-provider";
import { AccountError, createAccountService, normalizeEmail, passwordProblem, type Clock } from "../../idp/accounts";
import type { Env } from "../../server/env";
import type { Logger } from "../../server/logger";
import type { Database } from "../../server/db/client";
import type { Mailer } from "../../server/mail/index";
import { onFirstUse } from "../../server/on-first-use";
import { classifyCognitoError, cognitoApiError, passwordPolicyMessage } from "./cognito-errors";
import type { AccountAdmin, IdentityAdmin } from "./index";

export interface CognitoAdminOptions {
  db: Database;
  env: Pick<Env, "cognito" | "OIDC_CLIENT_ID" | "OIDC_CLIENT_SECRET" | "PUBLIC_URL">;
  logger: Logger;
  mailer: Mailer;
  clock?: Clock;
  /** Unset: the AWS SDK's default chain (environment, the task's or instance's role). Tests pass the emulator's. */
  credentials?: CognitoSdk.CognitoIdentityProviderClientConfig["credentials"];
}

/** The AWS SDK's Cognito client, loaded when a pool is configured: 19 MB of memory a server without one never spends. */
const cognitoSdk = onFirstUse<typeof CognitoSdk>("@aws-sdk/client-cognito-identity-provider");

/** Statuses of a Cognito user whose owner has not chosen a password yet (set-up links are for them). */
const NOT_SET_UP = new Set(["FORCE_CHANGE_PASSWORD", "UNCONFIRMED"]);

export function createCognitoIdentityAdmin({
  db,
  env,
  logger,
  mailer,
  clock,
  credentials,
}: CognitoAdminOptions): IdentityAdmin {
  if (!env.cognito) throw new Error("createCognitoIdentityAdmin needs env.cognito (COGNITO_USER_POOL_ID)");
  const {
    AdminCreateUserCommand,
    AdminGetUserCommand,
    AdminInitiateAuthCommand,
    AdminSetUserPasswordCommand,
    AdminUpdateUserAttributesCommand,
    AdminUserGlobalSignOutCommand,
    CognitoIdentityProviderClient,
    RevokeTokenCommand,
  } = cognitoSdk();
  const { userPoolId, region, endpoint } = env.cognito;
  const clientId = env.OIDC_CLIENT_ID;
  const clientSecret = env.OIDC_CLIENT_SECRET;
  const client = new CognitoIdentityProviderClient({
    region,
    ...(endpoint && { endpoint }),
    ...(credentials && { credentials }),
    // A form waits on these calls: fail within seconds (503, the input kept) rather than hang.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 8_000 },
  });

  /** Any Cognito error nobody handles: logged by name (never the e-mail), answered from the product's catalogue. */
  const unexpected = (operation: string, error: unknown, passwordField?: string) => {
    const { kind } = classifyCognitoError(error);
    if (kind === "unavailable" || kind === "invalid_parameter") {
      logger.warn({ err: error, operation }, "Cognito call failed");
    }
    return cognitoApiError(error, passwordField);
  };

  /** The Cognito user of an e-mail (e-mail as username or alias), or null. */
  async function cognitoUser(email: string) {
    try {
      return await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
    } catch (error) {
      const { kind } = classifyCognitoError(error);
      // A malformed username (Cognito refuses the request) has no account either.
      if (kind === "account_not_found" || kind === "invalid_parameter") return null;
      throw unexpected("AdminGetUser", error);
    }
  }

  /** Sets a permanent password; Cognito's policy problem (a stricter pool than the product) instead, if any. */
  async function setPermanentPassword(email: string, password: string, retry = true): Promise<string | null> {
    try {
      await client.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: userPoolId,
          Username: email,
          Password: password,
          Permanent: true,
        }),
      );
      return null;
    } catch (error) {
      const { kind, detail } = classifyCognitoError(error);
      if (kind === "weak_password") return passwordPolicyMessage(detail);
      if (kind === "account_not_found" && retry) {
        // A link of an account whose pool user was removed (or made before this pool): make it again, then retry.
        await createCognitoUser(email);
        return setPermanentPassword(email, password, false);
      }
      throw unexpected("AdminSetUserPassword", error, "password");
    }
  }

  /**
   * A pool user without a usable password and without Cognito's own welcome e-mail (SUPPRESS): the product sends
   * its invitation or set-up link. Returns false when the e-mail already has a user.
   */
  async function createCognitoUser(email: string, temporaryPassword?: string): Promise<boolean> {
    try {
      await client.send(
        new AdminCreateUserCommand({
          UserPoolId: userPoolId,
          Username: email,
          MessageAction: "SUPPRESS",
          TemporaryPassword: temporaryPassword,
          UserAttributes: [
            { Name: "email", Value: email },
            { Name: "email_verified", Value: "false" },
          ],
        }),
      );
      return true;
    } catch (error) {
      const { kind, detail } = classifyCognitoError(error);
      if (kind === "account_exists") return false;
      if (kind === "weak_password") {
        throw new AccountError("weak_password", `Temporary password ${passwordPolicyMessage(detail)}`);
      }
      throw unexpected("AdminCreateUser", error);
    }
  }

  /** Ends every refresh token of the user (Cognito's global sign-out); a user that is gone has none. */
  async function globalSignOut(email: string) {
    try {
      await client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId, Username: email }));
    } catch (error) {
      if (classifyCognitoError(error).kind !== "account_not_found") throw unexpected("AdminUserGlobalSignOut", error);
    }
  }

  /** Cognito's SECRET_HASH, required for every call naming a confidential app client. */
  const secretHash = (username: string) =>
    clientSecret
      ? crypto
          .createHmac("sha256", clientSecret)
          .update(username + clientId)
          .digest("base64")
      : undefined;

  /**
   * Checks a password at Cognito (ADMIN_USER_PASSWORD_AUTH, which Cognito's lockout counts like a sign-in). The
   * tokens it issues are not used: the refresh token is revoked at once.
   */
  async function verifyPassword(email: string, password: string) {
    try {
      const hash = secretHash(email);
      const result = await client.send(
        new AdminInitiateAuthCommand({
          UserPoolId: userPoolId,
          ClientId: clientId,
          AuthFlow: "ADMIN_USER_PASSWORD_AUTH",
          AuthParameters: { USERNAME: email, PASSWORD: password, ...(hash && { SECRET_HASH: hash }) },
        }),
      );
      const refreshToken = result.AuthenticationResult?.RefreshToken;
      if (refreshToken) {
        client
          .send(new RevokeTokenCommand({ Token: refreshToken, ClientId: clientId, ClientSecret: clientSecret }))
          .catch((err: unknown) => logger.warn({ err }, "revoking the password check's refresh token failed"));
      }
      return "ok" as const;
    } catch (error) {
      const { kind } = classifyCognitoError(error);
      if (kind === "attempts_exceeded") return "attempts_exceeded" as const;
      // The emulator answers a wrong password with InvalidPasswordException, Cognito with NotAuthorizedException.
      if (kind === "not_authorized" || kind === "account_not_found" || kind === "weak_password") {
        return "invalid_credentials" as const;
      }
      throw unexpected("AdminInitiateAuth", error);
    }
  }

  const links = createAccountService({
    db,
    mailer,
    publicUrl: env.PUBLIC_URL,
    onBackgroundError: (err) => logger.error({ err }, "sending a password reset e-mail failed"),
    clock,
    revokeSessions: async (sub) => revokeAll(sub),
    externalPasswords: {
      async isSetUp(email) {
        const user = await cognitoUser(email);
        return Boolean(user && !NOT_SET_UP.has(user.UserStatus ?? ""));
      },
      async setPassword(email, password) {
        const problem = await setPermanentPassword(email, password);
        if (problem) return problem;
        // Choosing it through an e-mailed link proves the address (Cognito then allows recovery by e-mail).
        try {
          await client.send(
            new AdminUpdateUserAttributesCommand({
              UserPoolId: userPoolId,
              Username: email,
              // Cognito (and its emulator) take email_verified only together with the address it verifies.
              UserAttributes: [
                { Name: "email", Value: email },
                { Name: "email_verified", Value: "true" },
              ],
            }),
          );
        } catch (error) {
          throw unexpected("AdminUpdateUserAttributes", error);
        }
        return null;
      },
    },
  });

  /**
   * The product's row of an account, made for a pool user who has none yet (users of the pool before this). Cognito
   * is asked for every e-mail, row or not, so an unknown e-mail costs the same call and, with Cognito out of reach,
   * fails the same way as an account's: the uniform answers stay uniform.
   */
  async function accountOf(email: string) {
    const user = await cognitoUser(email);
    const known = await links.findByEmail(email);
    if (known || !user) return known;
    return ensureRow(email);
  }

  async function ensureRow(email: string) {
    try {
      return await links.createAccount({ email });
    } catch (error) {
      if (error instanceof AccountError && error.code === "email_taken") return (await links.findByEmail(email))!;
      throw error;
    }
  }

  async function revokeAll(sub: string) {
    const account = await links.findBySub(sub);
    if (account) await globalSignOut(account.email);
  }

  const accounts: AccountAdmin = {
    findByEmail: accountOf,

    async createAccount({ email, temporaryPassword }) {
      const normalized = normalizeEmail(email);
      if (!/^[^\s@]+@[^\s@]+$/.test(normalized)) throw new AccountError("invalid_email", "Invalid email");
      if (temporaryPassword !== undefined) {
        const problem = passwordProblem(temporaryPassword, normalized);
        if (problem) throw new AccountError("weak_password", `Temporary password ${problem}`);
      }
      const created = await createCognitoUser(normalized, temporaryPassword);
      // The row exists either way, so the links of a pool user made elsewhere work too.
      const account = await ensureRow(normalized);
      if (!created) throw new AccountError("email_taken", "An account with this email already exists");
      return account;
    },

    async createSetupToken(email, options) {
      await accountOf(email);
      return links.createSetupToken(email, options);
    },

    checkSetupToken: (token) => links.checkSetupToken(token),
    setUpPassword: (token, password) => links.setUpPassword(token, password),
    resendSetupToken: (token) => links.resendSetupToken(token),

    async requestPasswordReset(email) {
      await accountOf(email);
      return links.requestPasswordReset(email);
    },

    settled: () => links.settled(),
    resetPassword: (token, newPassword) => links.resetPassword(token, newPassword),

    async changePassword(accountId, currentPassword, newPassword) {
      const account = await links.findById(accountId);
      if (!account || !account.enabled) return { ok: false, error: "invalid_credentials" };
      const problem = passwordProblem(newPassword, account.email);
      if (problem) return { ok: false, error: "weak_password", message: problem };
      const check = await verifyPassword(account.email, currentPassword);
      if (check !== "ok") return { ok: false, error: check };
      const refused = await setPermanentPassword(account.email, newPassword);
      if (refused) return { ok: false, error: "weak_password", message: refused };
      return { ok: true };
    },
  };

  return { accounts, revokeAll };
}
