import crypto from "node:crypto";
import express, { type Request, type Router } from "express";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { ApiDeps } from "../index";
import { hubspotCompanyImports } from "../db/schema/index";
import { ApiError, fieldErrors } from "../http/errors";
import { createRouter } from "../http/router";
import { createCompanyWithDefaults } from "../services/companies";

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

/** A HubSpot property: its plain value, or the legacy `{ value }` object of workflow webhooks. */
const property = (max: number) =>
  z.preprocess(
    (v) => (v && typeof v === "object" && !Array.isArray(v) && "value" in v ? (v as { value: unknown }).value : v),
    z.string("must be a string").trim().max(max, `must be at most ${max} characters`),
  );
/** A list property: an array, or HubSpot's multi-select form "a;b;c". */
const listProperty = z.preprocess(
  (v) => {
    const value = v && typeof v === "object" && !Array.isArray(v) && "value" in v ? (v as { value: unknown }).value : v;
    return typeof value === "string" ? value.split(";") : value;
  },
  z
    .array(z.string("must be a list of names").trim().max(100, "names must be at most 100 characters"))
    .max(50, "must hold at most 50 names")
    .transform((names) => names.filter(Boolean)),
);
const idValue = z.union([z.string().trim().min(1).max(100), z.number().int().nonnegative()], "must be a HubSpot id");

const payload = z.object({
  eventId: idValue.optional(),
  /** The HubSpot company's id: the idempotency key (a retried delivery carries the same one). */
  objectId: idValue,
  properties: z.object(
    {
      name: property(200).pipe(z.string().min(1, "is required")),
      industry: property(100).optional(),
      go_high_level_location_id: property(100).optional(),
      product_type: property(50).optional(),
      locations: listProperty.optional(),
      departments: listProperty.optional(),
      role_names: listProperty.optional(),
    },
    "must be an object of company properties",
  ),
});

/**
 * POST /hubspot/webhooks/create-company (spec §7, §8): a public route, before authentication, that HubSpot calls
 * with a v3 signature. It creates the company (default pipeline, given locations, departments and role names)
 * once per HubSpot object id; a retry answers 200 with the same company. Bad input answers 400 Bad Request, an
 * unexpected failure 500 Internal Server Error (HubSpot retries those). Without HUBSPOT_WEBHOOK_SECRET the endpoint
 * answers 503: it cannot check who is calling, so it does nothing.
 */
export function hubspotRoutes({ db, env, logger }: ApiDeps, now: () => number = Date.now): Router {
  const router = createRouter();
  const raw = express.raw({ type: () => true, limit: "256kb" });

  router.post("/hubspot/webhooks/create-company", raw, async (req, res) => {
    const secret = env.HUBSPOT_WEBHOOK_SECRET;
    if (!secret)
      throw new ApiError(503, "Service Unavailable: the HubSpot webhook is not configured (HUBSPOT_WEBHOOK_SECRET)");
    const body = verify(req, secret, env.PUBLIC_URL, now());

    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      throw ApiError.badRequest([{ path: "(body)", message: "is not valid JSON" }]);
    }
    const parsed = payload.safeParse(json);
    if (!parsed.success) throw ApiError.badRequest(fieldErrors(parsed.error));
    const { objectId, eventId, properties } = parsed.data;
    const key = String(objectId);

    const outcome = await db.transaction(async (tx) => {
      // The claim: whoever inserts the key creates the company; a concurrent retry waits here, then finds it.
      const claimed = await tx
        .insert(hubspotCompanyImports)
        .values({ objectId: key, eventId: eventId === undefined ? null : String(eventId) })
        .onConflictDoNothing()
        .returning({ objectId: hubspotCompanyImports.objectId });
      if (claimed.length === 0) {
        const [existing] = await tx.select().from(hubspotCompanyImports).where(eq(hubspotCompanyImports.objectId, key));
        return { companyId: existing.companyId, created: false };
      }
      const companyId = await createCompanyWithDefaults(tx, {
        name: properties.name,
        industry: properties.industry || null,
        goHighLevelLocationId: properties.go_high_level_location_id || null,
        productType: properties.product_type || null,
        locations: properties.locations,
        departments: properties.departments,
        roleNames: properties.role_names,
      });
      await tx.update(hubspotCompanyImports).set({ companyId }).where(eq(hubspotCompanyImports.objectId, key));
      return { companyId, created: true };
    });
    logger.info(
      { objectId: key, companyId: outcome.companyId, created: outcome.created },
      "HubSpot create-company webhook",
    );
    res.status(outcome.created ? 201 : 200).json({ data: { company_id: outcome.companyId, created: outcome.created } });
  });

  return router;
}
