// The HubSpot app's webhook (spec §7, §8): HubSpot creates a company here, signing each request (v3 signatures).
import { z } from "zod";
import { productTypeShape } from "../companies/product-type";
import { dataOf, operation } from "../http/contract";

const legacyValue = (v: unknown) =>
  v && typeof v === "object" && !Array.isArray(v) && "value" in v ? (v as { value: unknown }).value : v;

/** A HubSpot property: its plain value, or the legacy `{ value }` object of workflow webhooks. */
const property = (max: number) =>
  z
    .preprocess(legacyValue, z.string("must be a string").trim().max(max, `must be at most ${max} characters`))
    .meta({ description: "The value, or HubSpot's legacy `{ value }` object" });
/** A list property: an array, or HubSpot's multi-select form "a;b;c". */
const listProperty = z
  .preprocess(
    (v) => {
      const value = legacyValue(v);
      return typeof value === "string" ? value.split(";") : value;
    },
    z
      .array(z.string("must be a list of names").trim().max(100, "names must be at most 100 characters"))
      .max(50, "must hold at most 50 names")
      .transform((names) => names.filter(Boolean)),
  )
  .meta({ description: 'A list of names, or HubSpot\'s multi-select form "a;b;c" (also as a legacy `{ value }`)' });
const idValue = z.union([z.string().trim().min(1).max(100), z.number().int().nonnegative()], "must be a HubSpot id");

export const createCompanyPayload = z.object({
  eventId: idValue.optional(),
  /** The HubSpot company's id: the idempotency key (a retried delivery carries the same one). */
  objectId: idValue,
  properties: z.object(
    {
      name: property(200).pipe(z.string().min(1, "is required")),
      industry: property(100).optional(),
      go_high_level_location_id: property(100).optional(),
      // Kept only by brands whose companies have a product type (api/companies/product-type.ts); dropped elsewhere.
      ...productTypeShape(property(50).optional()),
      locations: listProperty.optional(),
      departments: listProperty.optional(),
      role_names: listProperty.optional(),
    },
    "must be an object of company properties",
  ),
});

export const hubspotContract = {
  createCompany: operation({
    method: "POST",
    path: "/hubspot/webhooks/create-company",
    summary:
      "HubSpot's create-company webhook, signed with a v3 signature (X-HubSpot-Signature-v3 and " +
      "X-HubSpot-Request-Timestamp, at most five minutes old; checked before the body): creates the company with " +
      "the default pipeline and the given names once per HubSpot object id; a retry answers 200 with the same " +
      "company. 503 while the webhook secret is not configured",
    // Not a user's call: the signature is the permission.
    description:
      "Called by HubSpot, not by people: the signature is checked before the body is read (401 when it fails). A HubSpot object id creates one company only; a repeat answers the same company.",
    access: "public",
    body: createCompanyPayload,
    response: dataOf(z.object({ company_id: z.number().int(), created: z.boolean() })),
    status: 201,
    errors: [400, 401, 503],
  }),
};
