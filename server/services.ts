import type { InvokeApi } from "../api/http/contract";
import type { IdentityProvider } from "../idp/index";
import type { Env } from "./env";
import type { Logger } from "./logger";
import type { SessionStore } from "./session-store";

/** What server.ts creates once and hands to the Remix app through getLoadContext. */
export interface ServerServices {
  env: Env;
  /**
   * The embedded Main API's operations, called in-process by the app's client (app/api/client.server.ts, ADR 070);
   * null with MAIN_API_URL, where the client calls the API over HTTP.
   */
  api: InvokeApi | null;
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
