// The payload of a shared report's link: a compact JWE (alg "dir", enc A256GCM) naming the share's random uuid and,
// when the coach chose one, the benchmark the report is compared with. AES-GCM is authenticated encryption, so the
// payload is both unreadable and tamper-proof; its `exp` is the share's expiry. The key is derived (HKDF) from the
// server's one secret with a label of its own, so it is useless for anything else; the header's `kid` names the label,
// so a new key can be added later while links made with the old one keep opening.
import crypto from "node:crypto";
import { EncryptJWT, errors, jwtDecrypt, type JWTPayload } from "jose";
import { z } from "zod";
import type { Database } from "../db/client";
import type { Env } from "../../server/env";
import { resolveSessionSecret } from "../../server/secrets";

/**
 * Per kind of link, key ids → HKDF labels; the first is current. Add a new one in front to rotate; keep the old ones
 * while links live. Each kind has keys of its own, so a report's payload never opens a view, nor the reverse.
 */
const KEY_LABELS = {
  report: { rs1: "report-share-v1" },
  view: { vs1: "view-share-v1" },
} satisfies Record<string, Record<string, string>>;
export type ShareKind = keyof typeof KEY_LABELS;

const ALG = "dir";
const ENC = "A256GCM";

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
  const labels: Record<string, string> = KEY_LABELS[kind];
  const currentKid = Object.keys(labels)[0];
  const keys = new Map<string, Uint8Array>(
    Object.entries(labels).map(([kid, label]) => [
      kid,
      new Uint8Array(crypto.hkdfSync("sha256", secret, new Uint8Array(0), label, 32)),
    ]),
  );
  return {
    async encode(share, expiresAt) {
      const body: JWTPayload = { sid: share.uuid, ...(share.benchmarkId ? { bid: share.benchmarkId } : {}) };
      return new EncryptJWT(body)
        .setProtectedHeader({ alg: ALG, enc: ENC, kid: currentKid })
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .encrypt(keys.get(currentKid)!);
    },
    async decode(payload) {
      try {
        const { payload: decoded } = await jwtDecrypt(
          payload,
          (header) => {
            const key = header.kid ? keys.get(header.kid) : undefined;
            if (!key) throw new Error("unknown key id");
            return key;
          },
          { keyManagementAlgorithms: [ALG], contentEncryptionAlgorithms: [ENC], requiredClaims: ["exp"] },
        );
        const parsed = claims.safeParse(decoded);
        if (!parsed.success) return { status: "invalid" };
        return { status: "valid", share: { uuid: parsed.data.sid, benchmarkId: parsed.data.bid ?? null } };
      } catch (error) {
        // jose checks `exp` only after the payload decrypted and authenticated: an expired link is a real one.
        if (error instanceof errors.JWTExpired) return { status: "expired" };
        return { status: "invalid" };
      }
    },
  };
}

const byDeps = new WeakMap<object, Map<ShareKind, Promise<ShareKeys>>>();

/** The share keys of this API instance for one kind of link (one per deps object; the secret is read once). */
export function shareKeysFor(deps: { env: Env; db: Database }, kind: ShareKind = "report"): Promise<ShareKeys> {
  let kinds = byDeps.get(deps);
  if (!kinds) byDeps.set(deps, (kinds = new Map()));
  let keys = kinds.get(kind);
  if (!keys) {
    keys = resolveSessionSecret(deps.env, deps.db).then((secret) => shareKeys(secret, kind));
    kinds.set(kind, keys);
    keys.catch(() => kinds.delete(kind));
  }
  return keys;
}
