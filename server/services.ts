import type { IdentityProvider } from "../idp/index";
import type { Env } from "./env";
import type { Logger } from "./logger";
import type { SessionStore } from "./session-store";

/** What server.ts creates once and hands to the Remix app through getLoadContext. */
export interface ServerServices {
  env: Env;
  /** The server-side session store (the app never reads the database itself). */
  sessions: SessionStore;
  logger: Logger;
  /** Signs cookies and derives the OpenID nonce. */
  sessionSecret: string;
  /** The OpenID client secret (configured, or derived for the embedded provider). */
  oidcClientSecret: string;
  /** The embedded identity provider, when OIDC_ISSUER is unset (its login interaction is the app's /login). */
  idp: IdentityProvider | null;
}
