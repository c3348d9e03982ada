import crypto from "node:crypto";
import express, { type Request, type Router } from "express";
import type { ApiDeps } from "../http/deps";
import { ApiError } from "../http/errors";
import { createRouter } from "../http/router";
import { hubspotContract } from "./contract";

/** HubSpot refuses (and so do we) a signed request older than five minutes: a captured one cannot be replayed later. */
export const HUBSPOT_MAX_AGE_MS = 5 * 60_000;
export const SIGNATURE_HEADER = "x-hubspot-signature-v3";
export const TIMESTAMP_HEADER = "x-hubspot-request-timestamp";

// HubSpot decodes these in the request URI before signing (its v3 signature documentation).
const DECODED: Record<string, string> = {
  "%3A": ":",
  "%2F": "/",
  "%3F": "?",
  "%40": "@",
  "%21": "!",
  "%24": "$",
  "%27": "'",
  "%28": "(",
  "%29": ")",
  "%2A": "*",
  "%2C": ",",
  "%3B": ";",
};
const decodeUri = (uri: string) =>
  uri.replace(/%(3A|2F|3F|40|21|24|27|28|29|2A|2C|3B)/gi, (m) => DECODED[m.toUpperCase()]);

/** HubSpot's v3 signature: base64 of HMAC-SHA256(secret, method + uri + body + timestamp). */
export function hubspotSignature(secret: string, method: string, uri: string, body: string, timestamp: string): string {
  return crypto
    .createHmac("sha256", secret)
    .update(method + decodeUri(uri) + body + timestamp)
    .digest("base64");
}

function sameSignature(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/**
 * Checks the signature against the URI HubSpot called: the public URL (PUBLIC_URL + path), or the URL as this
 * server received it (an API deployed on its own host). Both need the secret, so accepting either is safe.
 */
function verify(req: Request, secret: string, publicUrl: string, now: number) {
  const signature = req.header(SIGNATURE_HEADER);
  const timestamp = req.header(TIMESTAMP_HEADER);
  if (!signature || !timestamp) throw ApiError.unauthorized("Missing HubSpot signature");
  const sent = Number(timestamp);
  if (!/^\d{10,16}$/.test(timestamp) || Math.abs(now - sent) > HUBSPOT_MAX_AGE_MS) {
    throw ApiError.unauthorized("Stale or invalid HubSpot request timestamp");
  }
  const body = Buffer.isBuffer(req.body) ? req.body.toString("utf8") : "";
  const uris = new Set([`${publicUrl}${req.originalUrl}`, `${req.protocol}://${req.get("host")}${req.originalUrl}`]);
  const valid = [...uris].some((uri) =>
    sameSignature(signature, hubspotSignature(secret, req.method, uri, body, timestamp)),
  );
  if (!valid) throw ApiError.unauthorized("Invalid HubSpot signature");
  return body;
}

/**
 * The webhook's first step, mounted before the API's JSON parser: the signature covers the body's exact bytes, so
 * it is checked on the raw body (401 before anything else; 503 without HUBSPOT_WEBHOOK_SECRET, as nobody can be
 * checked then). The JSON it carries goes on to the operation, whose contract validates it.
 */
export function hubspotSignedBody({ env }: ApiDeps, now: () => number = Date.now): Router {
  const router = createRouter();
  const raw = express.raw({ type: () => true, limit: "256kb" });
  router.post(hubspotContract.createCompany.path, raw, (req, _res, next) => {
    const secret = env.HUBSPOT_WEBHOOK_SECRET;
    if (!secret)
      throw new ApiError(503, "Service Unavailable: the HubSpot webhook is not configured (HUBSPOT_WEBHOOK_SECRET)");
    const body = verify(req, secret, env.PUBLIC_URL, now());
    try {
      req.body = JSON.parse(body);
    } catch {
      throw ApiError.badRequest([{ path: "(body)", message: "is not valid JSON" }]);
    }
    next();
  });
  return router;
}
