// Production identity (ADR 040): every account flow through the Main API with the Cognito adapter
// configured as the server configures it (OIDC_ISSUER, COGNITO_USER_POOL_ID, COGNITO_ENDPOINT), against cognito-local,
// an emulator speaking Cognito's JSON protocol, started here on a free loopback port with its own data directory.
// Sign-in is Cognito's (AdminInitiateAuth ADMIN_USER_PASSWORD_AUTH on the emulator), and the id token it issues is
// what the API is called with, so each password is proven where users will type it.
//
// A small shim in front of the emulator fills its two gaps and nothing else: AdminUserGlobalSignOut (not emulated;
// the shim records whose sessions were ended) and the issuer's discovery document (the emulator's names port 9229
// whatever port it runs on). Every other call reaches the emulator unchanged.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import crypto from "node:crypto";
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminInitiateAuthCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createApi } from "../../../api/index";
import { createCognitoIdentityAdmin } from "../../../api/identity/cognito";
import type { IdentityAdmin } from "../../../api/identity/index";
import { seed, tenancySeed } from "../../../api/db/seed";
import { outboxMailer } from "../../../server/mail/index";
import { loadEnv, type Env } from "../../../server/env";
import { createLogger } from "../../../server/logger";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { outboxFor, unique, userByEmail } from "../users/support";

const LOCAL_CREDENTIALS = { accessKeyId: "local", secretAccessKey: "local" };
const PUBLIC_URL = "http://app.example.test";
const OWNER = "owner@harbor-dental.test";
const OWNER_PASSWORD = "owner's long passphrase";

let tmp: string;
let emulator: ChildProcess;
let emulatorLog = "";
let shim: http.Server;
let apiServer: http.Server;
let database: TestDatabase;
let admin: CognitoIdentityProviderClient;
let env: Env;
let identity: IdentityAdmin;
let apiUrl: string;
let poolId: string;
let clientId: string;
let clientSecret: string;
/** Usernames the shim ended sessions of (AdminUserGlobalSignOut), in order. */
const signedOut: string[] = [];

const listen = (server: http.Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cognito-local-"));
  let emulatorUrl = "";
  shim = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const discovery = /^\/([\w-]+)\/\.well-known\/openid-configuration$/.exec(req.url ?? "");
      if (discovery) {
        const issuer = `${shimUrl}/${discovery[1]}`;
        res.setHeader("Content-Type", "application/json");
        res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/.well-known/jwks.json` }));
        return;
      }
      if (String(req.headers["x-amz-target"]).endsWith(".AdminUserGlobalSignOut")) {
        signedOut.push((JSON.parse(body.toString()) as { Username: string }).Username);
        res.setHeader("Content-Type", "application/x-amz-json-1.1");
        res.end("{}");
        return;
      }
      const headers = { ...req.headers, host: new URL(emulatorUrl).host };
      const forwarded = http.request(`${emulatorUrl}${req.url}`, { method: req.method, headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      forwarded.on("error", () => res.writeHead(502).end());
      forwarded.end(body);
    });
  });
  const shimUrl = await listen(shim);

  // The emulator reads .cognito/config.json from its working directory: tokens name the shim as their issuer.
  fs.mkdirSync(path.join(tmp, ".cognito"));
  fs.writeFileSync(
    path.join(tmp, ".cognito", "config.json"),
    JSON.stringify({ TokenConfig: { IssuerDomain: shimUrl } }),
  );
  const port = await freePort();
  emulatorUrl = `http://127.0.0.1:${port}`;
  const start = createRequire(import.meta.url).resolve("cognito-local/lib/bin/start.js");
  emulator = spawn(process.execPath, [start], {
    cwd: tmp,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  emulator.stdout?.on("data", (d: Buffer) => (emulatorLog += d.toString()));
  emulator.stderr?.on("data", (d: Buffer) => (emulatorLog += d.toString()));
  // The emulator takes seconds to load: the database is made meanwhile.
  const databaseReady = createTestDatabase().then(async (made) => {
    await seed(made.db, [tenancySeed]);
    return made;
  });
  const deadline = Date.now() + 20_000;
  for (;;) {
    const up = await fetch(`${emulatorUrl}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || emulator.exitCode !== null)
      throw new Error(`cognito-local did not start:\n${emulatorLog}`);
    await new Promise((r) => setTimeout(r, 100));
  }

  admin = new CognitoIdentityProviderClient({ region: "local", endpoint: emulatorUrl, credentials: LOCAL_CREDENTIALS });
  const pool = await admin.send(new CreateUserPoolCommand({ PoolName: "traitwise", UsernameAttributes: ["email"] }));
  poolId = pool.UserPool!.Id!;
  const appClient = await admin.send(
    new CreateUserPoolClientCommand({
      UserPoolId: poolId,
      ClientName: "web-app",
      GenerateSecret: true,
      ExplicitAuthFlows: ["ALLOW_ADMIN_USER_PASSWORD_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"],
    }),
  );
  clientId = appClient.UserPoolClient!.ClientId!;
  clientSecret = appClient.UserPoolClient!.ClientSecret!;

  database = await databaseReady;
  env = loadEnv({
    LOG_LEVEL: "silent",
    PUBLIC_URL,
    OIDC_ISSUER: `${shimUrl}/${poolId}`,
    OIDC_CLIENT_ID: clientId,
    OIDC_CLIENT_SECRET: clientSecret,
    COGNITO_USER_POOL_ID: poolId,
    COGNITO_ENDPOINT: shimUrl,
  });
  const logger = createLogger("silent");
  identity = createCognitoIdentityAdmin({
    db: database.db,
    env,
    logger,
    mailer: outboxMailer(database.db),
    credentials: LOCAL_CREDENTIALS,
  });
  apiServer = http.createServer(express().use("/api/v2", createApi({ db: database.db, env, logger, identity })));
  apiUrl = `${await listen(apiServer)}/api/v2`;

  // The company owner who manages users: a pool user with a password, as after a migration to Cognito.
  await admin.send(new AdminCreateUserCommand({ UserPoolId: poolId, Username: OWNER, MessageAction: "SUPPRESS" }));
  await admin.send(
    new AdminSetUserPasswordCommand({ UserPoolId: poolId, Username: OWNER, Password: OWNER_PASSWORD, Permanent: true }),
  );
});

afterAll(async () => {
  if (emulator?.pid && emulator.exitCode === null) process.kill(emulator.pid);
  await new Promise((r) => (apiServer ? apiServer.close(r) : r(null)));
  await new Promise((r) => (shim ? shim.close(r) : r(null)));
  await database?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

/** Cognito's sign-in on the emulator: the id token, or Cognito's refusal as an error. */
async function signIn(email: string, password: string): Promise<string> {
  const secretHash = crypto
    .createHmac("sha256", clientSecret)
    .update(email + clientId)
    .digest("base64");
  const result = await admin.send(
    new AdminInitiateAuthCommand({
      UserPoolId: poolId,
      ClientId: clientId,
      AuthFlow: "ADMIN_USER_PASSWORD_AUTH",
      AuthParameters: { USERNAME: email, PASSWORD: password, SECRET_HASH: secretHash },
    }),
  );
  return result.AuthenticationResult!.IdToken!;
}

const refusedSignIn = (email: string, password: string) =>
  signIn(email, password).then(
    () => "signed in",
    (error: Error) => error.name,
  );

async function call(
  method: string,
  pathname: string,
  options: { token?: string; json?: unknown } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers["Content-Type"] = "application/json";
  const res = await fetch(`${apiUrl}${pathname}`, {
    method,
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const poolUser = (email: string) => admin.send(new AdminGetUserCommand({ UserPoolId: poolId, Username: email }));
const attribute = (user: Awaited<ReturnType<typeof poolUser>>, name: string) =>
  user.UserAttributes?.find((a) => a.Name === name)?.Value;

/** The one-time token of the newest e-mail to `to` whose link contains `marker`. */
async function linkToken(to: string, marker: string): Promise<string> {
  await identity.accounts.settled();
  const mail = (await outboxFor(database.db, to)).find((m) => m.text.includes(marker));
  if (!mail) throw new Error(`no e-mail with ${marker} to ${to}`);
  return decodeURIComponent(new RegExp(`${marker.replace("?", "\\?")}([^\\s"&]+)`).exec(mail.text)![1]);
}

describe("account flows with Cognito", () => {
  const email = `${unique("invited")}@harbor-dental.test`;
  let userId: number;
  let password = "my very own passphrase";

  test("a manager adds a user: a pool user without Cognito's own message, and the product's invitation", async () => {
    const owner = await signIn(OWNER, OWNER_PASSWORD);
    const companyId = (await userByEmail(database.db, OWNER)).companyId;
    const res = await call("POST", "/users", {
      token: owner,
      json: { email, first: "Ina", last: "Vited", company_id: companyId, role: "COMPANY_USER" },
    });
    expect(res.status).toBe(201);
    expect(res.body.setup_email).toBe("sent");
    userId = (res.body.data as { id: number }).id;

    const user = await poolUser(email);
    expect(user.UserStatus).toBe("FORCE_CHANGE_PASSWORD");
    expect(attribute(user, "email")).toBe(email);
    expect(attribute(user, "email_verified")).toBe("false");
    expect((await outboxFor(database.db, email))[0]).toMatchObject({ template: "invitation" });
  });

  test("the invitation's link sets the password at Cognito, once; the id token Cognito then issues opens the API", async () => {
    const token = await linkToken(email, "/token-validation?token=");
    expect((await call("GET", `/public/users/set-up-token?token=${encodeURIComponent(token)}`)).body).toEqual({
      status: "valid",
      email,
    });
    const weak = await call("POST", "/public/users/set-up-password", { json: { token, password: "short" } });
    expect(weak.status).toBe(400);
    expect((weak.body.errors as { path: string }[])[0].path).toBe("password");
    expect((await poolUser(email)).UserStatus).toBe("FORCE_CHANGE_PASSWORD");

    const set = await call("POST", "/public/users/set-up-password", { json: { token, password } });
    expect(set).toMatchObject({ status: 200, body: { email } });
    const user = await poolUser(email);
    expect(user.UserStatus).toBe("CONFIRMED");
    expect(attribute(user, "email_verified")).toBe("true");

    const profile = await call("GET", "/users/profile", { token: await signIn(email, password) });
    expect(profile.status).toBe(200);
    expect((profile.body.data as { email: string }[])[0].email).toBe(email);

    const again = await call("POST", "/public/users/set-up-password", {
      json: { token, password: "another passphrase" },
    });
    expect(again.body.errors).toEqual([{ path: "token", message: "is used" }]);
    const owner = await signIn(OWNER, OWNER_PASSWORD);
    expect((await call("POST", `/users/${userId}/resend-account-setup-email`, { token: owner })).status).toBe(409);
  });

  test("a password change is checked at Cognito and made there", async () => {
    const token = await signIn(email, password);
    const wrong = await call("PUT", "/users/change-password", {
      token,
      json: { currentPassword: "not my passphrase", newPassword: "a changed passphrase" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ path: "currentPassword", message: "is not your current password" }]);

    const changed = await call("PUT", "/users/change-password", {
      token,
      json: { currentPassword: password, newPassword: "a changed passphrase" },
    });
    expect(changed).toMatchObject({ status: 200, body: { message: "Password changed" } });
    expect(await refusedSignIn(email, password)).not.toBe("signed in");
    password = "a changed passphrase";
    expect(await refusedSignIn(email, password)).toBe("signed in");
  });

  test("a reset link sets a new password at Cognito and ends the account's sessions; unknown e-mails hear the same", async () => {
    const known = await call("POST", "/users/forgot-password", { json: { email } });
    const unknown = await call("POST", "/users/forgot-password", {
      json: { email: `${unique("nobody")}@example.test` },
    });
    expect(known.status).toBe(202);
    expect(unknown).toEqual(known);

    const resetToken = await linkToken(email, "/forgot-password?token=");
    const reset = await call("PUT", "/users/reset-password", {
      json: { resetToken, newPassword: "a reset passphrase" },
    });
    expect(reset).toMatchObject({ status: 200, body: { message: "Password reset" } });
    expect(signedOut).toContain(email);
    expect(await refusedSignIn(email, password)).not.toBe("signed in");
    password = "a reset passphrase";
    expect(await refusedSignIn(email, password)).toBe("signed in");
    const reused = await call("PUT", "/users/reset-password", {
      json: { resetToken, newPassword: "yet another passphrase" },
    });
    expect(reused.body.errors).toEqual([{ path: "resetToken", message: "is invalid or has expired" }]);
  });

  test("a user of the pool from before the product (no row here) gets a reset link too", async () => {
    const migrated = `${unique("migrated")}@example.test`;
    await admin.send(new AdminCreateUserCommand({ UserPoolId: poolId, Username: migrated, MessageAction: "SUPPRESS" }));
    expect((await call("POST", "/users/forgot-password", { json: { email: migrated } })).status).toBe(202);
    const resetToken = await linkToken(migrated, "/forgot-password?token=");
    expect(
      (await call("PUT", "/users/reset-password", { json: { resetToken, newPassword: "migrated passphrase" } })).status,
    ).toBe(200);
    expect(await refusedSignIn(migrated, "migrated passphrase")).toBe("signed in");
  });

  test("deactivation ends the user's Cognito sessions, and the product refuses a new sign-in; reactivation lets them back", async () => {
    const owner = await signIn(OWNER, OWNER_PASSWORD);
    signedOut.length = 0;
    const deactivated = await call("POST", `/users/${userId}/deactivate`, { token: owner });
    expect(deactivated.status).toBe(200);
    expect(signedOut).toEqual([email]);

    // Cognito still knows the password (the product shows such a user /account-access-expired, spec §7), but the
    // product answers nothing but their own profile.
    const token = await signIn(email, password);
    expect(await call("GET", `/users/${userId}`, { token })).toMatchObject({
      status: 403,
      body: { message: "This account is deactivated" },
    });
    expect((await call("GET", "/users/profile", { token })).status).toBe(200);

    expect((await call("POST", `/users/${userId}/reactivate`, { token: owner })).status).toBe(200);
    expect((await call("GET", `/users/${userId}`, { token: await signIn(email, password) })).status).toBe(200);
  });
});

test("sign-up: the new owner's pool user is made without a password and set up through the e-mailed link", async () => {
  const founder = `${unique("founder")}@example.test`;
  const form = {
    company_name: unique("Sign-up Co"),
    industry: "Coaching",
    first: "Fay",
    last: "Founder",
    email: founder,
  };
  const registered = await call("POST", "/auth/register", { json: form });
  expect(registered.status).toBe(202);
  expect((await poolUser(founder)).UserStatus).toBe("FORCE_CHANGE_PASSWORD");

  const token = await linkToken(founder, "/token-validation?token=");
  expect(
    (await call("POST", "/public/users/set-up-password", { json: { token, password: "founder passphrase" } })).status,
  ).toBe(200);
  const profile = await call("GET", "/users/profile", { token: await signIn(founder, "founder passphrase") });
  expect((profile.body.data as { auth_role: string }[])[0].auth_role).toBe("COMPANY_OWNER");

  // Signing up again with the same e-mail answers exactly the same (no new pool user, no address revealed).
  expect(await call("POST", "/auth/register", { json: { ...form, company_name: unique("Again Co") } })).toEqual(
    registered,
  );
});

test("Cognito out of reach: the flows answer 503 with a clear message, for an account as for an unknown e-mail", async () => {
  // The owner's account has its row here (made on first need), the other e-mail has nothing anywhere.
  expect(await identity.accounts.findByEmail(OWNER)).not.toBeNull();
  const unreachable = createCognitoIdentityAdmin({
    db: database.db,
    env: { ...env, cognito: { ...env.cognito!, endpoint: `http://127.0.0.1:${await freePort()}` } },
    logger: createLogger("silent"),
    mailer: outboxMailer(database.db),
    credentials: LOCAL_CREDENTIALS,
  });
  for (const email of [OWNER, `${unique("anyone")}@example.test`]) {
    await expect(unreachable.accounts.requestPasswordReset(email)).rejects.toMatchObject({
      status: 503,
      message: "The sign-in service is unavailable; please try again in a moment",
    });
  }
  expect(await outboxFor(database.db, OWNER)).toEqual([]);
});
