// The embedded OpenID provider over real HTTP, mounted at /idp as server.ts mounts it: discovery, PKCE, the
// interaction hand-off to the app's /login page, code and refresh-token replay protection, persistence across a
// restart, and revocation.
import { and, eq } from "drizzle-orm";
import { createRemoteJWKSet, jwtVerify } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { idpAccounts, idpStore } from "../../../server/db/schema/index";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import {
  authorizationUrl,
  browserGet,
  CLIENT_ID,
  clientPost,
  CookieJar,
  exchangeCode,
  finishLogin,
  pkcePair,
  refresh,
  signInForCode,
  startIdpServer,
  startLogin,
  testClock,
  tokenRequest,
  type IdpServer,
} from "./support";

const PASSWORD = "a long enough passphrase";

let database: TestDatabase;
let server: IdpServer;
const clock = testClock();

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startIdpServer(database.db, { clock });
  for (const email of ["ava@provider.test", "ben@provider.test", "cara@provider.test"]) {
    await server.idp.accounts.createAccount({ email });
    await server.idp.accounts.createSetupToken(email);
  }
  // Accounts get their passwords through set-up links, as real users do.
  const outbox = await database.db.query.outboxEmails.findMany();
  for (const mail of outbox) {
    const token = new URL(/https?:\S+/.exec(mail.text)![0]).searchParams.get("token")!;
    const result = await server.idp.accounts.setUpPassword(token, PASSWORD);
    expect(result.ok).toBe(true);
  }
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

afterEach(() => {
  expect(server.errors).toEqual([]);
});

describe("discovery", () => {
  it("describes an issuer at PUBLIC_URL/idp with code flow, S256 PKCE and RS256 only", async () => {
    const response = await fetch(`${server.baseUrl}/idp/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as Record<string, unknown>;
    expect(doc.issuer).toBe(`${server.baseUrl}/idp`);
    expect(doc.authorization_endpoint).toBe(`${server.baseUrl}/idp/auth`);
    expect(doc.token_endpoint).toBe(`${server.baseUrl}/idp/token`);
    expect(doc.jwks_uri).toBe(`${server.baseUrl}/idp/jwks`);
    expect(doc.revocation_endpoint).toBe(`${server.baseUrl}/idp/token/revocation`);
    expect(doc.response_types_supported).toEqual(["code"]);
    expect(doc.code_challenge_methods_supported).toEqual(["S256"]);
    expect(doc.id_token_signing_alg_values_supported).toEqual(["RS256"]);
    expect(doc.scopes_supported).toEqual(expect.arrayContaining(["openid", "email", "profile", "offline_access"]));
  });

  it("describes itself at its public address even when reached over another host name", async () => {
    // The app fetches discovery over loopback (env.issuerInternal); the URLs must still be the public ones.
    const url = `${server.baseUrl.replace("127.0.0.1", "localhost")}/idp/.well-known/openid-configuration`;
    const doc = (await (await fetch(url)).json()) as Record<string, unknown>;
    expect(doc.authorization_endpoint).toBe(`${server.baseUrl}/idp/auth`);
  });
});

describe("authorization requests", () => {
  const errorOf = (response: Response) => {
    const location = new URL(response.headers.get("location") ?? "", server.baseUrl);
    expect(location.pathname).toBe("/auth/callback");
    return location.searchParams;
  };

  it("rejects a request without a code_challenge", async () => {
    const response = await browserGet(new CookieJar(), authorizationUrl(server, {}));
    expect(response.status).toBeGreaterThanOrEqual(300);
    const params = errorOf(response);
    expect(params.get("error")).toBe("invalid_request");
    expect(params.get("error_description")).toMatch(/PKCE/);
    expect(params.get("code")).toBeNull();
  });

  it("rejects the plain code_challenge_method", async () => {
    const { verifier } = pkcePair();
    const response = await browserGet(
      new CookieJar(),
      authorizationUrl(server, { code_challenge: verifier, code_challenge_method: "plain" }),
    );
    const params = errorOf(response);
    expect(params.get("error")).toBe("invalid_request");
    expect(params.get("error_description")).toMatch(/code_challenge_method/);
  });

  it("rejects a redirect_uri that is not registered, without redirecting to it", async () => {
    const { challenge } = pkcePair();
    const response = await browserGet(
      new CookieJar(),
      authorizationUrl(server, {
        redirect_uri: "https://evil.example/callback",
        code_challenge: challenge,
        code_challenge_method: "S256",
      }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
  });

  it("hands the login to the app's /login page with an interaction cookie visible on every path", async () => {
    const login = await startLogin(server);
    expect(login.uid).toMatch(/^[\w-]{10,}$/);
    expect(await server.idp.hasInteraction(login.uid)).toBe(true);
    expect(await server.idp.hasInteraction("no-such-interaction")).toBe(false);
    const cookie = CookieJar.setCookie(login.response, "_interaction");
    expect(cookie).toMatch(/path=\/;/i);
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    // What the browser sends with the /login.data request Remix makes for the login form.
    expect(login.jar.header(`${server.baseUrl}/login.data`)).toContain("_interaction=");
  });

  it("keeps the request's login_hint with the interaction, for /login to pre-fill the e-mail", async () => {
    const { challenge } = pkcePair();
    const hinted = await browserGet(
      new CookieJar(),
      authorizationUrl(server, {
        code_challenge: challenge,
        code_challenge_method: "S256",
        login_hint: "ava@provider.test",
      }),
    );
    const uid = new URL(hinted.headers.get("location") ?? "", server.baseUrl).searchParams.get("uid")!;
    expect(await server.idp.loginHint(uid)).toBe("ava@provider.test");
    expect(await server.idp.loginHint((await startLogin(server)).uid)).toBeNull();
    expect(await server.idp.loginHint("no-such-interaction")).toBeNull();
  });
});

describe("the code flow", () => {
  it("issues a code after a login ticket, and tokens for it with the PKCE verifier", async () => {
    const { code, verifier, state, callback } = await signInForCode(server, "ava@provider.test", PASSWORD);
    expect(callback.origin + callback.pathname).toBe(`${server.baseUrl}/auth/callback`);
    expect(callback.searchParams.get("state")).toBe(state);
    expect(callback.searchParams.get("iss")).toBe(`${server.baseUrl}/idp`);

    const tokens = await exchangeCode(server, code, verifier);
    expect(tokens.status).toBe(200);
    expect(tokens.body).toMatchObject({ token_type: "Bearer", expires_in: 600 });
    expect(String(tokens.body.scope).split(" ").sort()).toEqual(["email", "offline_access", "openid", "profile"]);
    expect(tokens.body.refresh_token).toEqual(expect.any(String));

    const jwks = createRemoteJWKSet(new URL(`${server.baseUrl}/idp/jwks`));
    const { payload, protectedHeader } = await jwtVerify(String(tokens.body.id_token), jwks, {
      issuer: `${server.baseUrl}/idp`,
      audience: CLIENT_ID,
      algorithms: ["RS256"],
    });
    expect(protectedHeader.alg).toBe("RS256");
    const account = await server.idp.accounts.findByEmail("ava@provider.test");
    expect(payload).toMatchObject({ sub: account!.sub, email: "ava@provider.test", email_verified: true });
    expect(payload.exp! - payload.iat!).toBe(600);
  });

  it("refuses a code exchange with a wrong verifier", async () => {
    const { code } = await signInForCode(server, "ava@provider.test", PASSWORD);
    const tokens = await exchangeCode(server, code, pkcePair().verifier);
    expect(tokens.status).toBe(400);
    expect(tokens.body.error).toBe("invalid_grant");
  });

  it("refuses an expired code (60 s)", async () => {
    const { code, verifier } = await signInForCode(server, "ava@provider.test", PASSWORD);
    // The provider keeps its own time; age the stored code instead of the clock.
    const [row] = await database.db
      .select()
      .from(idpStore)
      .where(and(eq(idpStore.model, "AuthorizationCode"), eq(idpStore.id, code)));
    const { iat, exp } = row.payload as { iat: number; exp: number };
    expect(exp - iat).toBe(60);
    await database.db
      .update(idpStore)
      .set({ payload: { ...row.payload, exp: Math.floor(Date.now() / 1000) - 1 } })
      .where(and(eq(idpStore.model, "AuthorizationCode"), eq(idpStore.id, code)));
    const tokens = await exchangeCode(server, code, verifier);
    expect(tokens.body.error).toBe("invalid_grant");
  });

  it("rejects a reused code and revokes the grant: the first exchange's refresh token stops working", async () => {
    const { code, verifier } = await signInForCode(server, "ben@provider.test", PASSWORD);
    const first = await exchangeCode(server, code, verifier);
    expect(first.status).toBe(200);

    const replay = await exchangeCode(server, code, verifier);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe("invalid_grant");

    const afterReplay = await refresh(server, String(first.body.refresh_token));
    expect(afterReplay.status).toBe(400);
    expect(afterReplay.body.error).toBe("invalid_grant");
  });

  it("rotates the refresh token on every use; reusing a rotated one revokes the grant", async () => {
    const { code, verifier } = await signInForCode(server, "ben@provider.test", PASSWORD);
    const tokens = await exchangeCode(server, code, verifier);
    const first = String(tokens.body.refresh_token);

    const rotated = await refresh(server, first);
    expect(rotated.status).toBe(200);
    const second = String(rotated.body.refresh_token);
    expect(second).not.toBe(first);
    expect(rotated.body.id_token).toEqual(expect.any(String));

    const reuse = await refresh(server, first);
    expect(reuse.status).toBe(400);
    expect(reuse.body.error).toBe("invalid_grant");

    // The whole grant is gone, so the newest token fails too.
    const newest = await refresh(server, second);
    expect(newest.status).toBe(400);
    expect(newest.body.error).toBe("invalid_grant");
  });

  it("keeps everyone signed in across a restart: a new provider instance accepts the refresh token", async () => {
    const { code, verifier } = await signInForCode(server, "cara@provider.test", PASSWORD);
    const tokens = await exchangeCode(server, code, verifier);
    const jwksBefore = await (await fetch(`${server.baseUrl}/idp/jwks`)).json();

    await server.restart();

    expect(await (await fetch(`${server.baseUrl}/idp/jwks`)).json()).toEqual(jwksBefore);
    const refreshed = await refresh(server, String(tokens.body.refresh_token));
    expect(refreshed.status).toBe(200);
    // ID tokens signed before the restart still verify against the new instance's keys.
    const jwks = createRemoteJWKSet(new URL(`${server.baseUrl}/idp/jwks`));
    await jwtVerify(String(tokens.body.id_token), jwks, { issuer: `${server.baseUrl}/idp`, audience: CLIENT_ID });
  });

  it("revokes the grant when the app revokes the refresh token at logout", async () => {
    const { code, verifier } = await signInForCode(server, "cara@provider.test", PASSWORD);
    const tokens = await exchangeCode(server, code, verifier);
    const response = await clientPost(server, "/token/revocation", {
      token: String(tokens.body.refresh_token),
      token_type_hint: "refresh_token",
    });
    expect(response.status).toBe(200);
    expect((await refresh(server, String(tokens.body.refresh_token))).body.error).toBe("invalid_grant");
  });

  it("refuses the token endpoint to a client with a wrong secret", async () => {
    const response = await clientPost(
      server,
      "/token",
      { grant_type: "refresh_token", refresh_token: "x" },
      "not-the-secret",
    );
    expect(response.status).toBe(401);
    expect(response.body.error).toBe("invalid_client");
  });
});

describe("ending an account's sessions", () => {
  it("revokeAll revokes every grant of the account and nobody else's", async () => {
    const a = await signInForCode(server, "ava@provider.test", PASSWORD);
    const aTokens = await exchangeCode(server, a.code, a.verifier);
    const b = await signInForCode(server, "ben@provider.test", PASSWORD);
    const bTokens = await exchangeCode(server, b.code, b.verifier);

    const ava = await server.idp.accounts.findByEmail("ava@provider.test");
    await server.idp.revokeAll(ava!.sub);

    expect((await refresh(server, String(aTokens.body.refresh_token))).body.error).toBe("invalid_grant");
    expect((await refresh(server, String(bTokens.body.refresh_token))).status).toBe(200);
  });

  it("a disabled account's refresh fails with invalid_grant", async () => {
    await server.idp.accounts.createAccount({ email: "dan@provider.test", temporaryPassword: PASSWORD });
    await server.idp.accounts.completeNewPassword(
      (await server.idp.accounts.findByEmail("dan@provider.test"))!.id,
      "dan's very own passphrase",
    );
    const { code, verifier } = await signInForCode(server, "dan@provider.test", "dan's very own passphrase");
    const tokens = await exchangeCode(server, code, verifier);

    await server.idp.accounts.setEnabled("dan@provider.test", false);
    const refused = await refresh(server, String(tokens.body.refresh_token));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("invalid_grant");
    await server.idp.accounts.setEnabled("dan@provider.test", true);
  });

  it("a refresh for an account disabled or deleted behind the provider's back fails with invalid_grant", async () => {
    for (const email of ["erin@provider.test", "fay@provider.test"]) {
      await server.idp.accounts.createAccount({ email, temporaryPassword: PASSWORD });
    }
    const erin = await signInForCode(server, "erin@provider.test", PASSWORD);
    const erinTokens = await exchangeCode(server, erin.code, erin.verifier);
    const fay = await signInForCode(server, "fay@provider.test", PASSWORD);
    const fayTokens = await exchangeCode(server, fay.code, fay.verifier);

    // No revokeAll here: the provider itself must refuse accounts it cannot find (findAccount).
    await database.db.update(idpAccounts).set({ enabled: false }).where(eq(idpAccounts.email, "erin@provider.test"));
    await database.db.delete(idpAccounts).where(eq(idpAccounts.email, "fay@provider.test"));

    expect((await refresh(server, String(erinTokens.body.refresh_token))).body.error).toBe("invalid_grant");
    expect((await refresh(server, String(fayTokens.body.refresh_token))).body.error).toBe("invalid_grant");
  });

  it("a password reset ends the account's sessions", async () => {
    const { code, verifier } = await signInForCode(server, "cara@provider.test", PASSWORD);
    const tokens = await exchangeCode(server, code, verifier);
    await server.idp.accounts.requestPasswordReset("cara@provider.test");
    await server.idp.accounts.settled();
    const [mail] = await database.db.query.outboxEmails.findMany({
      where: (t, { eq: equals, and }) => and(equals(t.to, "cara@provider.test"), equals(t.template, "reset")),
    });
    const token = new URL(/https?:\S+/.exec(mail.text)![0]).searchParams.get("token")!;
    expect((await server.idp.accounts.resetPassword(token, PASSWORD)).ok).toBe(true);
    expect((await refresh(server, String(tokens.body.refresh_token))).body.error).toBe("invalid_grant");
  });
});

describe("login tickets", () => {
  async function signedIn(email = "ava@provider.test") {
    const result = await server.idp.accounts.signIn(email, PASSWORD);
    if (!result.ok) throw new Error(result.error);
    return result.account;
  }
  const toLogin = (url: URL) => url.pathname === "/login";

  it("works once: the same ticket again goes back to /login", async () => {
    const login = await startLogin(server);
    const ticket = await server.idp.issueLoginTicket(login.uid, (await signedIn()).id);
    expect(ticket).toMatch(new RegExp(`^/idp/interaction/${login.uid}/login\\?ticket=[\\w-]{43}$`));
    const first = await finishLogin(server, login, ticket);
    expect(first.searchParams.get("code")).toBeTruthy();

    const again = await startLogin(server);
    const replay = await finishLogin(server, again, ticket.replace(login.uid, again.uid));
    expect(toLogin(replay)).toBe(true);
    expect(replay.searchParams.get("uid")).toBe(again.uid);
  });

  it("is bound to its interaction", async () => {
    const one = await startLogin(server);
    const other = await startLogin(server);
    const ticket = await server.idp.issueLoginTicket(one.uid, (await signedIn()).id);
    // Presented on the other interaction (with that one's cookie), it is refused and used up.
    const refused = await finishLogin(server, other, ticket.replace(one.uid, other.uid));
    expect(toLogin(refused)).toBe(true);
    expect(toLogin(await finishLogin(server, one, ticket))).toBe(true);
  });

  it("needs the interaction cookie of the browser that started the flow", async () => {
    const login = await startLogin(server);
    const ticket = await server.idp.issueLoginTicket(login.uid, (await signedIn()).id);
    const response = await browserGet(new CookieJar(), new URL(ticket, server.baseUrl).toString());
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${server.baseUrl}/login`);
  });

  it("expires after 60 seconds", async () => {
    const login = await startLogin(server);
    const ticket = await server.idp.issueLoginTicket(login.uid, (await signedIn()).id);
    clock.advance(60_001);
    expect(toLogin(await finishLogin(server, login, ticket))).toBe(true);
  });

  it("finishes login for the ticket's account, not any other", async () => {
    const login = await startLogin(server);
    const ben = await signedIn("ben@provider.test");
    const { code } = Object.fromEntries(
      (await finishLogin(server, login, await server.idp.issueLoginTicket(login.uid, ben.id))).searchParams,
    );
    const tokens = await exchangeCode(server, code, login.verifier);
    const jwks = createRemoteJWKSet(new URL(`${server.baseUrl}/idp/jwks`));
    const { payload } = await jwtVerify(String(tokens.body.id_token), jwks);
    expect(payload.sub).toBe(ben.sub);
    expect(payload.email).toBe("ben@provider.test");
  });

  it("refuses a disabled account's ticket", async () => {
    const login = await startLogin(server);
    const account = await signedIn("ben@provider.test");
    const ticket = await server.idp.issueLoginTicket(login.uid, account.id);
    await server.idp.accounts.setEnabled("ben@provider.test", false);
    try {
      expect(toLogin(await finishLogin(server, login, ticket))).toBe(true);
    } finally {
      await server.idp.accounts.setEnabled("ben@provider.test", true);
    }
  });
});

describe("token requests without a usable grant", () => {
  it("answers invalid_grant for an unknown refresh token", async () => {
    const answer = await tokenRequest(server, { grant_type: "refresh_token", refresh_token: "not-a-token" });
    expect(answer.body.error).toBe("invalid_grant");
  });
});
