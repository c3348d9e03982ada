// Utilities for the provider's super admins (spec §7 "utils encrypt, decrypt, clean-up-data"): sealing payloads of
// public links (authenticated encryption with key ids, api/utils/crypto.ts), and cleaning up test data and data past
// a company's retention period — always listed by a dry run first; the real run removes exactly what the dry run
// listed for the same `as_of`.
import { z } from "zod";
import { dataOf, id, operation, timestamp } from "../http/contract";

const payload = z
  .record(z.string(), z.unknown(), { error: "must be a JSON object" })
  .refine((p) => JSON.stringify(p).length <= 4000, "must be at most 4000 characters as JSON");

export const encryptInput = z
  .object({
    payload,
    /** Seconds until the token stops opening (default: never). */
    expires_in_seconds: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(60, "must be 60 to 31536000")
      .max(31_536_000, "must be 60 to 31536000")
      .optional(),
  })
  .strict();
export const decryptInput = z
  .object({ token: z.string({ error: "is required" }).trim().min(1, "is required").max(8000, "is too long") })
  .strict();

export const CLEAN_UP_SCOPES = ["test-data", "retention"] as const;
export const cleanUpInput = z
  .object({
    scope: z.enum(CLEAN_UP_SCOPES, { error: `must be one of ${CLEAN_UP_SCOPES.join(", ")}` }),
    /** true (the default): only list what would go. */
    dry_run: z.boolean({ error: "must be true or false" }).default(true),
    /** One company only (default: every company). */
    company_id: id("a company id").optional(),
    /** The moment the run is judged at: pass the dry run's `as_of` to remove exactly what it listed. */
    as_of: z.iso
      .datetime({ offset: true, message: "must be an ISO 8601 date-time" })
      .transform((v) => new Date(v))
      .optional(),
  })
  .strict();
export type CleanUpInput = z.output<typeof cleanUpInput>;

export const cleanUpItemJson = z.object({
  kind: z.enum(["survey_result", "job_application"]),
  id: z.number().int(),
  company_id: z.number().int(),
  created_at: timestamp,
  reason: z.string(),
});
export type CleanUpItem = z.infer<typeof cleanUpItemJson>;

export const cleanUpJson = z.object({
  dry_run: z.boolean(),
  scope: z.enum(CLEAN_UP_SCOPES),
  as_of: timestamp,
  items: z.array(cleanUpItemJson),
  /** Rows removed (0 in a dry run). */
  removed: z.number().int(),
  /** A retention run's AI calls older than their company's AI-call retention, removed with it (api/ai-calls/). */
  ai_calls_removed: z.number().int().optional(),
});

export const retentionQuery = z.object({ companyId: id("a company id") });
export const retentionInput = z
  .object({
    company_id: id("a company id"),
    /** Days an assessment is kept after it was submitted (or started); null keeps it. */
    retention_days: z
      .number({ error: "must be a number of days or null" })
      .int("must be a whole number")
      .min(30, "must be 30 to 3650 days")
      .max(3650, "must be 30 to 3650 days")
      .nullable(),
  })
  .strict();
export const retentionJson = z.object({
  company_id: z.number().int(),
  retention_days: z.number().int().nullable(),
  updated_at: timestamp.nullable(),
});

const access = "companies:manage" as const;
const denied = "Only super admins use the utilities";

export const utilsContract = {
  encrypt: operation({
    method: "POST",
    path: "/utils/encrypt",
    summary: "Seal a public link's payload (authenticated encryption; the token names its key id)",
    description:
      "Seals a public link's payload with authenticated encryption and answers the token; the token names its key.",
    access,
    denied,
    body: encryptInput,
    response: dataOf(z.object({ token: z.string(), kid: z.string(), expires_at: timestamp.nullable() })),
    errors: [400, 403],
  }),
  decrypt: operation({
    method: "POST",
    path: "/utils/decrypt",
    summary: "Open a sealed payload (422 when tampered, foreign or expired)",
    description: "Opens a sealed payload and answers its content; a tampered, foreign or expired token answers 422.",
    access,
    denied,
    body: decryptInput,
    response: dataOf(z.object({ payload: z.record(z.string(), z.unknown()), kid: z.string() })),
    errors: [400, 403, 422],
  }),
  cleanUp: operation({
    method: "POST",
    path: "/utils/clean-up-data",
    summary: "List (dry run, the default) or remove test data or data past its company's retention period",
    description: "Lists (a dry run, the default) or removes test data, or data past its company's retention period.",
    access,
    denied,
    body: cleanUpInput,
    response: dataOf(cleanUpJson),
    errors: [400, 403, 404],
  }),
  getRetention: operation({
    method: "GET",
    path: "/utils/retention",
    summary: "A company's retention period",
    description: "Answers a company's retention period.",
    access,
    denied,
    query: retentionQuery,
    response: dataOf(retentionJson),
    errors: [400, 403, 404],
  }),
  setRetention: operation({
    method: "PUT",
    path: "/utils/retention",
    summary: "Set a company's retention period (null: keep until erased)",
    description: "Sets a company's retention period; null keeps its data until it is erased.",
    access,
    denied,
    body: retentionInput,
    response: dataOf(retentionJson),
    errors: [400, 403, 404],
  }),
};
