import crypto from "node:crypto";
import { promisify } from "node:util";
import { and, eq, sql } from "drizzle-orm";
import { calculateJwkThumbprint, type JWK } from "jose";
import Provider, { type Configuration, type KoaContextWithOIDC } from "oidc-provider";
import type { Database } from "../server/db/client";
import { idpStore, users } from "../server/db/schema/index";
import type { Env } from "../server/env";
import type { Logger } from "../server/logger";
import type { AccountService } from "./accounts";
import { createAdapterClass } from "./adapter";

/** Lifetimes in seconds. The app's own session (12 h absolute) is what keeps a user signed in. */
export const TTL = {
  AuthorizationCode: 60,
  IdToken: 10 * 60,
  AccessToken: 10 * 60,
  RefreshToken: 12 * 60 * 60,
  Session: 12 * 60 * 60,
  Grant: 12 * 60 * 60,
  Interaction: 60 * 60,
} as const;

export const SCOPES = ["openid", "email", "profile", "offline_access"];

/**
 * The embedded client's secret when OIDC_CLIENT_SECRET is unset: derived from the session secret, so the
 * provider and the app (which both know that secret) agree without anyone configuring a second one.
 */
export function embeddedClientSecret(sessionSecret: string): string {
  return derive(sessionSecret, "idp:client-secret:v1");
}

export interface ProviderOptions {
  db: Database;
  env: Env;
  logger: Logger;
  accounts: AccountService;
  sessionSecret: string;
}

/** The configured oidc-provider instance (not yet mounted; see idp/index.ts). */
export async function createProvider({ db, env, logger, accounts, sessionSecret }: ProviderOptions): Promise<Provider> {
  const signingKey = await loadOrCreateSigningKey(db);
  const loginUrl = `${env.PUBLIC_URL}/login`;

  const configuration: Configuration = {
    adapter: createAdapterClass(db),
    clients: [
      {
        client_id: env.OIDC_CLIENT_ID,
        client_secret: env.OIDC_CLIENT_SECRET ?? embeddedClientSecret(sessionSecret),
        redirect_uris: [`${env.PUBLIC_URL}/auth/callback`],
        post_logout_redirect_uris: [loginUrl],
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        // remix-auth-oauth2 (arctic) sends HTTP Basic credentials.
        token_endpoint_auth_method: "client_secret_basic",
        id_token_signed_response_alg: "RS256",
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: {
      keys: [derive(sessionSecret, "idp:cookie-keys:v1")],
      // The login page is the app's /login; its form posts to /login.data (Remix single fetch), so the
      // interaction cookie must be visible on every path, not only the interaction URL's.
      short: { path: "/", httpOnly: true, sameSite: "lax" },
      long: { httpOnly: true, sameSite: "lax" },
    },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name"],
    },
    scopes: SCOPES,
    // Put the scope's claims in the ID token as well (as Cognito does): the Main API reads the e-mail from it.
    conformIdTokenClaims: false,
    responseTypes: ["code"],
    clientAuthMethods: ["client_secret_basic", "client_secret_post"],
    // PKCE for every client, every request. oidc-provider 9 only implements S256; "plain" is rejected.
    pkce: { required: () => true },
    allowOmittingSingleRegisteredRedirectUri: false,
    enabledJWA: {
      idTokenSigningAlgValues: ["RS256"],
      userinfoSigningAlgValues: ["RS256"],
      clientAuthSigningAlgValues: ["RS256", "ES256"],
      requestObjectSigningAlgValues: ["RS256", "ES256"],
    },
    features: {
      devInteractions: { enabled: false },
      // A client may revoke only its own tokens (there is one client, but say so rather than rely on it).
      revocation: { enabled: true, allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource,
        postLogoutSuccessSource: postLogoutSuccess(loginUrl),
      },
      // Authorization code flow only.
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      introspection: { enabled: false },
      registration: { enabled: false },
    },
    // Every refresh returns a new refresh token; presenting a rotated one again revokes the whole grant.
    rotateRefreshToken: true,
    ttl: { ...TTL },
    interactions: {
      url: (_ctx: KoaContextWithOIDC, interaction) => `${loginUrl}?uid=${encodeURIComponent(interaction.uid)}`,
    },
    // A missing or disabled account has no claims and no tokens: its refresh answers invalid_grant.
    async findAccount(_ctx, sub) {
      const account = await accounts.findBySub(sub);
      if (!account || !account.enabled) return undefined;
      return {
        accountId: account.sub,
        async claims() {
          const name = await displayName(db, account.email);
          return {
            sub: account.sub,
            email: account.email,
            email_verified: account.emailVerified,
            ...(name ? { name } : {}),
          };
        },
      };
    },
    renderError: async (ctx, out) => {
      ctx.type = "html";
      ctx.body = page(
        "Sign-in could not continue",
        `<p>${escapeHtml(String(out.error_description ?? out.error))}</p><p><a href="${escapeHtml(loginUrl)}">Back to sign in</a></p>`,
      );
    },
  };

  const provider = new Provider(env.issuer, configuration);
  // idp/index.ts pins the forwarded host and protocol to the issuer's before a request reaches the provider,
  // so trusting those headers is safe here whatever TRUST_PROXY says.
  provider.proxy = true;

  provider.on("server_error", (_ctx, err) => logger.error({ err }, "identity provider error"));
  provider.on("grant.revoked", (_ctx, grantId) => logger.info({ grantId }, "identity provider grant revoked"));
  provider.on("grant.error", (_ctx, err) =>
    logger.info({ error: err.message }, "identity provider token request refused"),
  );
  return provider;
}

const SIGNING_KEY_ROW = { model: "SigningKeys", id: "current" };

/**
 * The RS256 signing key: generated on first start and kept in idp_store, so ID tokens issued before a restart
 * still verify after it. Two servers starting at once agree on the first key written.
 */
async function loadOrCreateSigningKey(db: Database): Promise<JWK> {
  const existing = await readSigningKey(db);
  if (existing) return existing;
  const { privateKey } = await promisify(crypto.generateKeyPair)("rsa", {
    modulusLength: 2048,
  });
  const jwk = privateKey.export({ format: "jwk" }) as JWK;
  const key: JWK = {
    ...jwk,
    kid: await calculateJwkThumbprint(jwk),
    alg: "RS256",
    use: "sig",
  };
  await db
    .insert(idpStore)
    .values({ ...SIGNING_KEY_ROW, payload: { keys: [key] } })
    .onConflictDoNothing();
  return (await readSigningKey(db))!;
}

async function readSigningKey(db: Database): Promise<JWK | undefined> {
  const [row] = await db
    .select({ payload: idpStore.payload })
    .from(idpStore)
    .where(and(eq(idpStore.model, SIGNING_KEY_ROW.model), eq(idpStore.id, SIGNING_KEY_ROW.id)));
  return (row?.payload.keys as JWK[] | undefined)?.[0];
}

/** The `name` claim from the product's user with the same e-mail, when there is one. */
async function displayName(db: Database, email: string): Promise<string | undefined> {
  const [user] = await db
    .select({ first: users.first, last: users.last })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  const name = user ? `${user.first ?? ""} ${user.last ?? ""}`.trim() : "";
  return name || undefined;
}

function derive(secret: string, purpose: string): string {
  return crypto.createHmac("sha256", secret).update(purpose).digest("base64url");
}

// Pages the provider itself renders (RP-initiated logout, errors): plain markup, no inline script or style, so the
// server's Content-Security-Policy allows them as they are.
async function logoutSource(ctx: KoaContextWithOIDC, form: string) {
  ctx.type = "html";
  ctx.body = page(
    "Sign out",
    `${form}<p>Do you want to sign out?</p><button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button> <button type="submit" form="op.logoutForm">No, stay signed in</button>`,
  );
}

function postLogoutSuccess(loginUrl: string) {
  return async (ctx: KoaContextWithOIDC) => {
    ctx.type = "html";
    ctx.body = page(
      "Signed out",
      `<p>You are signed out.</p><p><a href="${escapeHtml(loginUrl)}">Sign in again</a></p>`,
    );
  };
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
