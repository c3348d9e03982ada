import { redirect, type AppLoadContext } from "@remix-run/node";
import { deviceFields } from "~domain/user-agent";
import { userEventsContract } from "../../api/user-events/contract";
import { usersContract } from "../../api/users/contract";
import { apiClient } from "~/api/client.server";
import { LOGIN_HINT_COOKIE } from "./login-hint";
import { oidcClient, type SignInTokens } from "./oidc.server";
import { safeRedirectPath } from "./redirect";
import { cookie, createSession, readCookie } from "./session.server";
import { PREVIOUSLY_SIGNED_IN } from "./user.server";

/** Where to land after sign-in, kept across the trip through the identity provider. */
export const LOGIN_REDIRECT = "login-redirect";

/** A redirect the Remix client router must not follow in-app: the browser loads it as a document. */
export function documentRedirect(location: string, headers: Headers = new Headers()) {
  headers.set("X-Remix-Reload-Document", "true");
  return redirect(location, { headers });
}

/**
 * Starts the authorization code flow (state, PKCE S256, nonce): sends the browser to the provider, remembering
 * the same-origin path to return to.
 */
export async function startSignIn(
  request: Request,
  context: AppLoadContext,
  redirectTo: string | null,
): Promise<never> {
  const client = await oidcClient(context);
  try {
    await client.authenticator.authenticate("oidc", request);
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
      const headers = new Headers(thrown.headers);
      headers.append("Set-Cookie", cookie(context, LOGIN_REDIRECT, safeRedirectPath(redirectTo), 600));
      // The login hint (if any) is in the authorization request now: used once.
      if (readCookie(request, LOGIN_HINT_COOKIE) !== undefined) {
        headers.append("Set-Cookie", cookie(context, LOGIN_HINT_COOKIE, "", 0));
      }
      throw documentRedirect(thrown.headers.get("Location")!, headers);
    }
    throw thrown;
  }
  throw new Error("The authorization request did not redirect");
}

/** Expires the per-attempt state cookies (`oauth2:<uuid>`) once the callback has used them. */
function expireStateCookies(request: Request, context: AppLoadContext, headers: Headers) {
  const prefix = context.services.env.secureCookies ? "__Host-oauth2" : "oauth2";
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const name = part.trim().split("=")[0];
    if (name.startsWith(prefix)) headers.append("Set-Cookie", cookie(context, name, "", 0));
  }
}

export type CallbackOutcome =
  | { kind: "signed-in"; location: string; headers: Headers }
  | { kind: "inactive"; headers: Headers }
  | { kind: "no-user"; headers: Headers };

/** Completes the code flow: verified tokens → the user's profile → a new server session (fresh id). */
export async function completeSignIn(request: Request, context: AppLoadContext): Promise<CallbackOutcome> {
  const client = await oidcClient(context);
  const tokens: SignInTokens = await client.authenticator.authenticate("oidc", request);
  const headers = new Headers();
  expireStateCookies(request, context, headers);
  headers.append("Set-Cookie", cookie(context, LOGIN_REDIRECT, "", 0));

  const api = apiClient(context, { idToken: tokens.idToken, userId: 0 });
  const profile = await api
    .call(usersContract.profile, {}, { timeoutMs: 5_000 })
    .then((body) => body.data[0] ?? null)
    .catch(() => null);
  if (!profile) return { kind: "no-user", headers };
  if (profile.active === 0) return { kind: "inactive", headers };

  headers.append(
    "Set-Cookie",
    await createSession(context, profile.id, {
      idToken: tokens.idToken,
      refreshToken: tokens.refreshToken,
      idTokenExpiresAt: tokens.idTokenExpiresAt,
    }),
  );
  headers.append("Set-Cookie", cookie(context, PREVIOUSLY_SIGNED_IN, "1", 365 * 24 * 3600));
  await recordLoginEvent(request, api, profile.id);
  return { kind: "signed-in", location: safeRedirectPath(readCookie(request, LOGIN_REDIRECT)), headers };
}

/** Spec §4: a login user event is recorded at sign-in. A failure to record never blocks the sign-in. */
async function recordLoginEvent(request: Request, api: ReturnType<typeof apiClient>, userId: number) {
  // The server knows only the User-Agent header here; the browser queue (app/telemetry) also knows the screen.
  const device = deviceFields({ userAgent: request.headers.get("User-Agent") });
  await api
    .call(userEventsContract.store, {
      body: {
        user_events: [{ user_id: userId, description: "login", timestamp: new Date().toISOString(), ...device }],
      },
    })
    .catch(() => undefined);
}

export { redirect };
