// The Main API on a loopback port, trusting a test OpenID issuer whose keys the test holds, so tests can mint any
// token (valid, expired, wrongly signed…) and call the API over real HTTP, or in-process through the same API's
// `invoke` as the app's client does without MAIN_API_URL (ADR 070).
//
//   const api = await startApi(database.db);
//   const res = await api.fetch("/users/profile", { as: "owner@harbor-dental.test" });
import type { AddressInfo } from "node:net";
import express from "express";
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from "jose";
import { createApi } from "../../api/index";
import type { InvokeApi } from "../../api/http/contract";
import type { Database } from "../../server/db/client";
import type { IdentityAdmin } from "../../api/identity";
import { loadEnv } from "../../server/env";
import { createLogger } from "../../server/logger";

export const TEST_CLIENT_ID = "web-app";

export interface TokenOptions {
  issuer?: string;
  audience?: string;
  expiresIn?: string | number;
  /** Sign with a key the issuer does not publish. */
  foreignKey?: boolean;
  claims?: JWTPayload;
}

export interface ApiUnderTest {
  url: string;
  issuer: string;
  /** The same API instance's in-process entry (what server.ts hands the app as `services.api`). */
  invoke: InvokeApi;
  token(email: string, options?: TokenOptions): Promise<string>;
  fetch(
    path: string,
    init?: RequestInit & { as?: string; token?: string; proxyUserId?: number; json?: unknown },
  ): Promise<Response>;
  close(): Promise<void>;
}

const listen = (app: express.Express) =>
  new Promise<{ server: import("node:http").Server; url: string }>((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => {
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    });
  });

export async function startApi(
  db: Database,
  options: { identity?: IdentityAdmin | null; env?: Record<string, string> } = {},
): Promise<ApiUnderTest> {
  const key = await generateKeyPair("RS256");
  const foreign = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(key.publicKey)), kid: "test-key", alg: "RS256", use: "sig" };

  const issuerApp = express();
  const issuerServer = await listen(issuerApp);
  const issuer = `${issuerServer.url}/issuer`;
  issuerApp.get("/issuer/.well-known/openid-configuration", (_req, res) => {
    res.json({ issuer, jwks_uri: `${issuer}/jwks` });
  });
  issuerApp.get("/issuer/jwks", (_req, res) => {
    res.json({ keys: [jwk] });
  });

  const env = loadEnv({
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: TEST_CLIENT_ID,
    OIDC_CLIENT_SECRET: "test-client-secret",
    LOG_LEVEL: "silent",
    ...options.env,
  });
  const apiApp = express();
  const mainApi = createApi({ db, env, logger: createLogger("silent"), identity: options.identity ?? null });
  apiApp.use("/api/v2", mainApi);
  const apiServer = await listen(apiApp);

  async function token(email: string, t: TokenOptions = {}) {
    return new SignJWT({ email, email_verified: true, ...t.claims })
      .setProtectedHeader({ alg: "RS256", kid: "test-key" })
      .setSubject(`sub-${email}`)
      .setIssuer(t.issuer ?? issuer)
      .setAudience(t.audience ?? TEST_CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime(t.expiresIn ?? "10m")
      .sign(t.foreignKey ? foreign.privateKey : key.privateKey);
  }

  return {
    url: `${apiServer.url}/api/v2`,
    issuer,
    invoke: mainApi.invoke,
    token,
    async fetch(path, init = {}) {
      const { as, token: given, proxyUserId, json, ...rest } = init;
      const headers = new Headers(rest.headers);
      const bearer = given ?? (as ? await token(as) : undefined);
      if (bearer) headers.set("Authorization", `Bearer ${bearer}`);
      if (proxyUserId !== undefined) headers.set("X-Proxy-User-Id", String(proxyUserId));
      if (json !== undefined) headers.set("Content-Type", "application/json");
      return fetch(`${apiServer.url}/api/v2${path}`, {
        ...rest,
        headers,
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      });
    },
    async close() {
      await new Promise((r) => apiServer.server.close(r));
      await new Promise((r) => issuerServer.server.close(r));
    },
  };
}
