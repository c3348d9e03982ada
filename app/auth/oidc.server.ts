import crypto from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from "jose";
import { OAuth2RequestError, OAuth2Strategy } from "remix-auth-oauth2";
import { Authenticator } from "remix-auth";
import { LOGIN_HINT_COOKIE, loginHintOf } from "./login-hint";
import { readCookie } from "./session.server";

/** What the code flow yields: the provider's tokens, with the id token already verified. */
export interface SignInTokens {
  idToken: string;
  refreshToken: string | null;
  idTokenExpiresAt: number;
  claims: JWTPayload & { email?: string };
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  revocation_endpoint?: string;
  end_session_endpoint?: string;
}

/** Back-channel URLs of the embedded provider are reached over loopback (see env.issuerInternal). */
const internal = (context: AppLoadContext, url: string) =>
  url.replace(context.services.env.issuer, context.services.env.issuerInternal);

/** Binds the OpenID nonce to the OAuth state, so it needs no storage of its own and cannot be replayed. */
const nonceFor = (secret: string, state: string) =>
  crypto.createHmac("sha256", secret).update(`nonce:${state}`).digest("base64url");

class OidcStrategy extends OAuth2Strategy<SignInTokens> {
  constructor(
    options: OAuth2Strategy.ConstructorOptions,
    verify: (args: OAuth2Strategy.VerifyOptions) => Promise<SignInTokens>,
    private readonly nonceSecret: string,
  ) {
    super(options, verify);
  }
  protected override authorizationParams(params: URLSearchParams, request: Request): URLSearchParams {
    const out = new URLSearchParams(params);
    // The address a password was just set for (account set-up): the provider's form opens with it.
    const hint = loginHintOf(readCookie(request, LOGIN_HINT_COOKIE));
    if (hint) out.set("login_hint", hint);
    out.set("nonce", nonceFor(this.nonceSecret, params.get("state") ?? ""));
    // Always ask for the password (the app session, not the provider's, is what keeps a user signed in) and
    // consent, which the provider needs before it issues a refresh token for offline_access.
    out.set("prompt", "login consent");
    return out;
  }
}

interface OidcClient {
  discovery: Discovery;
  authenticator: Authenticator<SignInTokens>;
  strategy: OidcStrategy;
  verifyIdToken(idToken: string, nonce?: string): Promise<SignInTokens["claims"]>;
}

let cached: { key: string; client: Promise<OidcClient> } | null = null;

/** The OpenID client for this server's configuration, discovered once per process from the issuer. */
export function oidcClient(context: AppLoadContext): Promise<OidcClient> {
  const { env } = context.services;
  const key = `${env.issuer}|${env.OIDC_CLIENT_ID}`;
  if (!cached || cached.key !== key) {
    const client = createClient(context);
    cached = { key, client };
    client.catch(() => (cached = null));
  }
  return cached.client;
}

async function createClient(context: AppLoadContext): Promise<OidcClient> {
  const { env, oidcClientSecret, sessionSecret } = context.services;
  const response = await fetch(`${env.issuerInternal}/.well-known/openid-configuration`, {
    headers: { Accept: "application/json" },
    signal: AbortSignal.timeout(5_000),
  });
  if (!response.ok) throw new Error(`OpenID discovery failed: ${response.status}`);
  const discovery = (await response.json()) as Discovery;
  if (discovery.issuer !== env.issuer) throw new Error(`OpenID issuer mismatch: ${discovery.issuer}`);
  const jwks = createRemoteJWKSet(new URL(internal(context, discovery.jwks_uri)));

  const verifyIdToken = async (idToken: string, nonce?: string) => {
    const { payload } = await jwtVerify(idToken, jwks, {
      issuer: env.issuer,
      audience: env.OIDC_CLIENT_ID,
      algorithms: ["RS256", "ES256"],
    });
    if (nonce !== undefined && payload.nonce !== nonce) throw new Error("OpenID nonce mismatch");
    return payload as SignInTokens["claims"];
  };

  const strategy = new OidcStrategy(
    {
      cookie: {
        name: env.secureCookies ? "__Host-oauth2" : "oauth2",
        httpOnly: true,
        ...(env.secureCookies && { secure: true as const }),
        sameSite: "Lax",
        path: "/",
        maxAge: 600,
      },
      clientId: env.OIDC_CLIENT_ID,
      clientSecret: oidcClientSecret,
      authorizationEndpoint: discovery.authorization_endpoint,
      tokenEndpoint: internal(context, discovery.token_endpoint),
      tokenRevocationEndpoint: discovery.revocation_endpoint && internal(context, discovery.revocation_endpoint),
      redirectURI: `${env.PUBLIC_URL}/auth/callback`,
      scopes: env.OIDC_SCOPES.split(/\s+/).filter(Boolean),
    },
    async ({ tokens, request }) => {
      const state = new URL(request.url).searchParams.get("state") ?? "";
      const idToken = tokens.idToken();
      const claims = await verifyIdToken(idToken, nonceFor(sessionSecret, state));
      return {
        idToken,
        refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : null,
        idTokenExpiresAt: (claims.exp ?? 0) * 1000,
        claims,
      };
    },
    sessionSecret,
  );
  const authenticator = new Authenticator<SignInTokens>();
  authenticator.use(strategy, "oidc");
  return { discovery, authenticator, strategy, verifyIdToken };
}

/** Exchanges a refresh token (rotated by the provider) for fresh tokens. */
export async function refreshTokens(context: AppLoadContext, refreshToken: string): Promise<SignInTokens> {
  const client = await oidcClient(context);
  const tokens = await client.strategy.refreshToken(refreshToken);
  const idToken = tokens.idToken();
  const claims = await client.verifyIdToken(idToken);
  return {
    idToken,
    refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : refreshToken,
    idTokenExpiresAt: (claims.exp ?? 0) * 1000,
    claims,
  };
}

/** Revokes a refresh token at the provider; failures are logged, never shown (the local session ends anyway). */
export async function revokeRefreshToken(context: AppLoadContext, refreshToken: string | null) {
  if (!refreshToken) return;
  try {
    const client = await oidcClient(context);
    await client.strategy.revokeToken(refreshToken);
  } catch (err) {
    context.services.logger.warn({ err }, "refresh token revocation failed");
  }
}

/**
 * Spec §8: the provider's answers "access token revoked", "refresh token revoked", "refresh token expired",
 * "user disabled" and "user does not exist" (Cognito's wording), and the OAuth error invalid_grant that a
 * standard provider gives for all of them, mean the session is no longer valid.
 */
const INVALID_SESSION_MESSAGES = [
  /access token (has been )?revoked/i,
  /refresh token (has been )?revoked/i,
  /refresh token (has )?expired/i,
  /user is disabled|user disabled/i,
  /user does not exist/i,
];

export function isInvalidSessionError(error: unknown): boolean {
  if (error instanceof OAuth2RequestError) {
    if (["invalid_grant", "invalid_token", "unauthorized_client", "invalid_client"].includes(error.code)) return true;
    return INVALID_SESSION_MESSAGES.some((re) => re.test(error.description ?? ""));
  }
  const message = error instanceof Error ? error.message : String(error);
  return INVALID_SESSION_MESSAGES.some((re) => re.test(message));
}
