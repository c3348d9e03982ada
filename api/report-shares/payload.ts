// The payload of a shared link: a sealed token (api/http/key-ring.ts) naming the share's random uuid and, when the coach
// chose one, the benchmark the report is compared with; its `exp` is the share's expiry.
import { z } from "zod";
import type { Database } from "../../server/db/client";
import type { Env } from "../../server/env";
import { fromSessionSecret, keyRing } from "../http/key-ring";

/**
 * Per kind of link, key ids → HKDF labels; the first is current. Add a new one in front to rotate; keep the old ones
 * while links live. Each kind has keys of its own, so a report's payload never opens a view, nor the reverse.
 */
const KEY_LABELS = {
  report: { rs1: "report-share-v1" },
  view: { vs1: "view-share-v1" },
  /** The link to a person's own report (api/participant-reports). */
  participant: { pr1: "participant-report-v1" },
} satisfies Record<string, Record<string, string>>;
export type ShareKind = keyof typeof KEY_LABELS;

/** What a valid payload names. */
export interface SharePayload {
  uuid: string;
  benchmarkId: number | null;
}

export type DecodedPayload =
  | { status: "valid"; share: SharePayload }
  /** Authentic, but past its `exp`. */
  | { status: "expired" }
  /** Not made by this server with this secret: garbage, tampered, foreign key, wrong algorithm, bad claims. */
  | { status: "invalid" };

const claims = z.object({
  sid: z.uuid(),
  bid: z.number().int().positive().optional(),
});

export interface ShareKeys {
  encode(share: SharePayload, expiresAt: Date): Promise<string>;
  decode(payload: string): Promise<DecodedPayload>;
}

/** The keys of one kind of link, derived from `secret` (the session secret). */
export function shareKeys(secret: string, kind: ShareKind = "report"): ShareKeys {
  const ring = keyRing(secret, KEY_LABELS[kind]);
  return {
    encode: (share, expiresAt) =>
      ring.seal({ sid: share.uuid, ...(share.benchmarkId ? { bid: share.benchmarkId } : {}) }, { expiresAt }),
    async decode(payload) {
      const opened = await ring.open(payload, { requiredClaims: ["exp"] });
      if (opened.status !== "valid") return opened;
      const parsed = claims.safeParse(opened.claims);
      if (!parsed.success) return { status: "invalid" };
      return { status: "valid", share: { uuid: parsed.data.sid, benchmarkId: parsed.data.bid ?? null } };
    },
  };
}

/** The share keys of this API instance for one kind of link (one per deps object; the secret is read once). */
export function shareKeysFor(deps: { env: Env; db: Database }, kind: ShareKind = "report"): Promise<ShareKeys> {
  return fromSessionSecret(deps, `share:${kind}`, (secret) => shareKeys(secret, kind));
}
