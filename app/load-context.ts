import type { ServerServices } from "../server/services";

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
