import type { IdentityProvider } from "../idp/index";

/**
 * What the Main API needs from the identity provider: account administration (passwords, set-up links,
 * enabling) and revoking an account's grants. server.ts passes the embedded provider's; an external provider
 * (AWS Cognito) would be adapted behind the same interface (see docs/identity-cognito.md).
 */
export type IdentityAdmin = Pick<IdentityProvider, "accounts" | "revokeAll">;
