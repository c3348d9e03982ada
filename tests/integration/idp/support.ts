// Helpers for the embedded identity provider's integration tests: a controllable clock, an Express server with the
// provider mounted at /idp on an ephemeral loopback port, a cookie jar that honours cookie paths, and the browser's
// side of the authorization code flow with PKCE.
import crypto from "node:crypto";
import type { AddressInfo } from "node:net";
import express from "express";
import type { Database } from "../../../server/db/client";
import { createMailer } from "../../../server/mail/index";
import { createIdentityProvider, embeddedClientSecret, type IdentityProvider } from "../../../idp/index";
import { loadEnv, type Env } from "../../../server/env";
import { createLogger } from "../../../server/logger";

export const SESSION_SECRET = "integration-test-session-secret-0123456789";
export const CLIENT_ID = "web-app";

export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

/** A clock that only moves when told to. */
export function testClock(start = "2026-03-02T09:00:00Z"): TestClock {
  let time = new Date(start).getTime();
  return {
    now: () => new Date(time),
    advance: (ms) => {
      time += ms;
    },
  };
}

export function testEnv(publicUrl: string): Env {
  return loadEnv({
    NODE_ENV: "test",
    STAGE: "local",
    LOG_LEVEL: "silent",
    PUBLIC_URL: publicUrl,
    SESSION_SECRET,
  });
}

export interface IdpServer {
  baseUrl: string;
  env: Env;
  idp: IdentityProvider;
  /** Errors that reached Express's error handler (the tests expect none). */
  errors: unknown[];
  /** A new provider instance on the same database behind the same URL: what a server restart looks like. */
  restart(): Promise<IdentityProvider>;
  close(): Promise<void>;
}

/** Starts Express on 127.0.0.1:<ephemeral> with the embedded provider at /idp, as server.ts mounts it. */
export async function startIdpServer(db: Database, options: { clock?: TestClock } = {}): Promise<IdpServer> {
  const app = express();
  const errors: unknown[] = [];
  let router: express.Router | undefined;
  app.use("/idp", (req, res, next) => (router ? router(req, res, next) : next()));
  app.use(((err, _req, res, _next) => {
    errors.push(err);
    res.status(500).send("error");
  }) as express.ErrorRequestHandler);
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const env = testEnv(baseUrl);

  const create = async () => {
    const idp = await createIdentityProvider({
      db,
      env,
      logger: createLogger("silent"),
      mailer: createMailer({ db, env }),
      sessionSecret: SESSION_SECRET,
      clock: options.clock,
    });
    router = idp.router;
    return idp;
  };
  const handle: IdpServer = {
    baseUrl,
    env,
    idp: await create(),
    errors,
    async restart() {
      handle.idp = await create();
      return handle.idp;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
  return handle;
}

/** A browser's cookies for one origin: sent where their Path matches, replaced and deleted as servers say. */
export class CookieJar {
  private cookies = new Map<string, { value: string; path: string }>();

  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(";").map((part) => part.trim());
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const attr = (key: string) =>
        attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const path = attr("path") ?? "/";
      const expires = attr("expires");
      const key = `${name};${path}`;
      if (value === "" || (expires && new Date(expires).getTime() < Date.now())) this.cookies.delete(key);
      else this.cookies.set(key, { value, path });
    }
  }

  /** The raw Set-Cookie header a response carried for `name`. */
  static setCookie(response: Response, name: string): string | undefined {
    return response.headers.getSetCookie().find((header) => header.startsWith(`${name}=`));
  }

  header(url: string): string {
    const { pathname } = new URL(url);
    return [...this.cookies.entries()]
      .filter(([, c]) => pathname === c.path || pathname.startsWith(c.path.endsWith("/") ? c.path : `${c.path}/`))
      .map(([key, c]) => `${key.split(";")[0]}=${c.value}`)
      .join("; ");
  }
}

/** One GET as a browser would make it, without following redirects. */
export async function browserGet(jar: CookieJar, url: string): Promise<Response> {
  const response = await fetch(url, { redirect: "manual", headers: { cookie: jar.header(url) } });
  jar.store(response);
  return response;
}

export function pkcePair() {
  const verifier = crypto.randomBytes(32).toString("base64url");
  const challenge = crypto.createHash("sha256").update(verifier).digest("base64url");
  return { verifier, challenge };
}

/** The app's authorization request (scopes and prompt as app/auth/oidc.server.ts sends them). */
export function authorizationUrl(server: IdpServer, params: Record<string, string | undefined>): string {
  const url = new URL(`${server.baseUrl}/idp/auth`);
  const all: Record<string, string | undefined> = {
    client_id: CLIENT_ID,
    redirect_uri: `${server.baseUrl}/auth/callback`,
    response_type: "code",
    scope: "openid email profile offline_access",
    prompt: "login consent",
    state: crypto.randomBytes(8).toString("hex"),
    nonce: crypto.randomBytes(8).toString("hex"),
    ...params,
  };
  for (const [key, value] of Object.entries(all)) if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}

export interface StartedLogin {
  jar: CookieJar;
  uid: string;
  verifier: string;
  state: string;
  /** The response of the authorization request (a redirect to the app's /login). */
  response: Response;
}

/** Starts the code flow: /idp/auth with PKCE answers with a redirect to /login?uid=<uid>. */
export async function startLogin(server: IdpServer): Promise<StartedLogin> {
  const jar = new CookieJar();
  const { verifier, challenge } = pkcePair();
  const state = crypto.randomBytes(8).toString("hex");
  const response = await browserGet(
    jar,
    authorizationUrl(server, { code_challenge: challenge, code_challenge_method: "S256", state }),
  );
  const location = new URL(response.headers.get("location") ?? "", server.baseUrl);
  if (location.pathname !== "/login") throw new Error(`expected a redirect to /login, got ${location.href}`);
  return { jar, uid: location.searchParams.get("uid") ?? "", verifier, state, response };
}

/**
 * Follows the app's side after a verified password: the ticket URL (with the interaction cookie), then the
 * provider's resume URL, up to the redirect to /auth/callback. Returns that final redirect's URL.
 */
export async function finishLogin(server: IdpServer, login: StartedLogin, ticketPath: string): Promise<URL> {
  let url = new URL(ticketPath, server.baseUrl).toString();
  for (let hop = 0; hop < 5; hop++) {
    const response = await browserGet(login.jar, url);
    const location = response.headers.get("location");
    if (!location) throw new Error(`no redirect from ${url}: ${response.status} ${await response.text()}`);
    const next = new URL(location, url);
    if (!next.pathname.startsWith("/idp/")) return next;
    url = next.toString();
  }
  throw new Error("too many redirects");
}

/** The whole browser flow for an account whose password the app has verified; returns the code and verifier. */
export async function signInForCode(server: IdpServer, email: string, password: string) {
  const login = await startLogin(server);
  const result = await server.idp.accounts.signIn(email, password);
  if (!result.ok) throw new Error(`sign-in failed: ${result.error}`);
  const callback = await finishLogin(server, login, await server.idp.issueLoginTicket(login.uid, result.account.id));
  const code = callback.searchParams.get("code");
  if (!code) throw new Error(`no code in ${callback.href}`);
  return { code, verifier: login.verifier, state: login.state, callback };
}

export interface TokenAnswer {
  status: number;
  body: Record<string, string | number | undefined>;
}

/** A back-channel call as the app makes it: HTTP Basic client authentication, form body. */
export async function clientPost(
  server: IdpServer,
  path: string,
  params: Record<string, string>,
  secret = embeddedClientSecret(SESSION_SECRET),
): Promise<TokenAnswer> {
  const response = await fetch(`${server.baseUrl}/idp${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      authorization: `Basic ${Buffer.from(`${CLIENT_ID}:${secret}`).toString("base64")}`,
    },
    body: new URLSearchParams(params),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as TokenAnswer["body"]) : {} };
}

export const tokenRequest = (server: IdpServer, params: Record<string, string>) => clientPost(server, "/token", params);

export const exchangeCode = (server: IdpServer, code: string, verifier: string) =>
  tokenRequest(server, {
    grant_type: "authorization_code",
    code,
    code_verifier: verifier,
    redirect_uri: `${server.baseUrl}/auth/callback`,
  });

export const refresh = (server: IdpServer, refreshToken: string) =>
  tokenRequest(server, { grant_type: "refresh_token", refresh_token: String(refreshToken) });
