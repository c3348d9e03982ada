// Authenticated encryption of small payloads (spec §7 "utils encrypt, decrypt"), and webhook secrets at rest: sealed
// tokens of api/http/key-ring.ts (the share links' construction), the payload under a claim `p`, each purpose with a
// key ring of its own. A tampered, foreign or unknown-key token never opens.
import type { Env } from "../../server/env";
import type { Database } from "../../server/db/client";
import { fromSessionSecret, keyRing } from "../http/key-ring";

/** Per purpose, key ids → HKDF labels; the first is current. */
export const KEY_RINGS = {
  /** Payloads of public links, sealed through POST /utils/encrypt. */
  publicLink: { pl1: "public-link-payload-v1" },
  /** Webhook signing secrets at rest. */
  webhookSecret: { ws1: "webhook-secret-v1" },
} satisfies Record<string, Record<string, string>>;
export type KeyRing = keyof typeof KEY_RINGS;

export type Opened =
  { status: "valid"; payload: Record<string, unknown>; kid: string } | { status: "expired" } | { status: "invalid" };

export interface Sealer {
  currentKid: string;
  seal(payload: Record<string, unknown>, options?: { expiresAt?: Date }): Promise<string>;
  open(token: string): Promise<Opened>;
}

/** A sealer over an explicit key ring (tests rotate with it: a ring with a new kid in front). */
export function sealer(secret: string, labels: Record<string, string>): Sealer {
  const ring = keyRing(secret, labels);
  return {
    currentKid: ring.currentKid,
    seal: (payload, options = {}) => ring.seal({ p: payload }, { ...options, issuedAt: true }),
    async open(token) {
      const opened = await ring.open(token);
      if (opened.status !== "valid") return opened;
      const inner = opened.claims.p;
      if (!inner || typeof inner !== "object" || Array.isArray(inner)) return { status: "invalid" };
      return { status: "valid", payload: inner as Record<string, unknown>, kid: opened.kid };
    },
  };
}

/** This API instance's sealer for one purpose (the session secret is read once per deps object). */
export function sealerFor(deps: { env: Env; db: Database }, ring: KeyRing): Promise<Sealer> {
  return fromSessionSecret(deps, `sealer:${ring}`, (secret) => sealer(secret, KEY_RINGS[ring]));
}
