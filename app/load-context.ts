import type { InvokeApi } from "../api/http/contract";
import type { IdentityProvider } from "../idp/index";
import type { Env } from "../server/env";
import type { Logger } from "../server/logger";
import type { SessionStore } from "../server/session-store";

/**
 * What server.ts (the composition root) creates once and hands to the Remix app through getLoadContext:
 * declared here, by the app that receives it, so the platform layer (server/) knows nothing of the API or the
 * identity provider.
 */
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

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** This request's CSP nonce, for every inline script and style the server renders. */
    nonce: string;
    services: ServerServices;
  }
}

declare module "@remix-run/server-runtime" {
  interface Future {
    v3_singleFetch: true;
  }
}

export {};
