// Page requests that reach this server under another host than PUBLIC_URL's (http://127.0.0.1:3000 for
// http://localhost:3000, a load balancer's own name) are sent to the same path on PUBLIC_URL's origin. Otherwise the
// sign-in's state cookie is set on the host the visitor typed, the identity provider returns them to PUBLIC_URL's,
// and the sign-in starts over without a word.
import type express from "express";

/**
 * Paths internal callers reach by whatever host they know: health checks (load balancers, Docker), the Main API
 * (MAIN_API_URL callers, signed upload URLs) and the identity provider (this server's own back-channel calls go to
 * http://127.0.0.1:<port>/idp, env.issuerInternal).
 */
const ANY_HOST = [/^\/healthz$/, /^\/readyz$/, /^\/api(\/|$)/, /^\/idp(\/|$)/];

/** `canonicalOrigin` is env.canonicalOrigin: null (no PUBLIC_URL configured) redirects nothing. */
export function canonicalHostRedirect(canonicalOrigin: string | null): express.RequestHandler {
  if (!canonicalOrigin) return (_req, _res, next) => next();
  const canonical = new URL(canonicalOrigin);
  return (req, res, next) => {
    // Only what a browser opens by address; a form post to the wrong host would lose its body to a redirect.
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (ANY_HOST.some((path) => path.test(req.path))) return next();
    // The host the visitor used: a proxy's X-Forwarded-Host first, as for the cross-origin check in server.ts.
    const given = ((req.headers["x-forwarded-host"] as string | undefined) ?? req.headers.host)?.split(",")[0].trim();
    if (!given || sameHost(given, canonical)) return next();
    // Path and query only: an absolute-form request target ("GET http://elsewhere/") must not pick the destination.
    const pathAndQuery = req.originalUrl.startsWith("/") ? req.originalUrl : "/";
    res.redirect(302, canonical.origin + pathAndQuery);
  };
}

/** Whether a Host header names the canonical host (letter case and the scheme's default port aside). */
function sameHost(given: string, canonical: URL): boolean {
  try {
    return new URL(`${canonical.protocol}//${given}`).host === canonical.host;
  } catch {
    return false;
  }
}
