// Authenticated encryption of small payloads (spec §7 "utils encrypt, decrypt"): the same construction as the share
// links' payloads (api/report-shares/payload.ts): a compact JWE, alg "dir" + enc A256GCM, with a key derived (HKDF)
// from the server's one secret under a label per purpose. The header's `kid` names the key, so a new key goes in front
// of the list and tokens made with an older one keep opening until it is removed. A tampered, foreign or unknown-key
// token never opens.
import crypto from "node:crypto";
import { EncryptJWT, errors, jwtDecrypt, type JWTPayload } from "jose";
import type { Env } from "../../server/env";
import { resolveSessionSecret } from "../../server/secrets";
import type { Database } from "../db/client";

const ALG = "dir";
const ENC = "A256GCM";

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
  const currentKid = Object.keys(labels)[0];
  const keys = new Map(
    Object.entries(labels).map(([kid, label]) => [
      kid,
      new Uint8Array(crypto.hkdfSync("sha256", secret, new Uint8Array(0), label, 32)),
    ]),
  );
  return {
    currentKid,
    async seal(payload, options = {}) {
      const jwt = new EncryptJWT({ p: payload } as JWTPayload)
        .setProtectedHeader({ alg: ALG, enc: ENC, kid: currentKid })
        .setIssuedAt();
      if (options.expiresAt) jwt.setExpirationTime(Math.floor(options.expiresAt.getTime() / 1000));
      return jwt.encrypt(keys.get(currentKid)!);
    },
    async open(token) {
      let kid = "";
      try {
        const { payload } = await jwtDecrypt(
          token,
          (header) => {
            const key = header.kid ? keys.get(header.kid) : undefined;
            if (!key) throw new Error("unknown key id");
            kid = header.kid!;
            return key;
          },
          { keyManagementAlgorithms: [ALG], contentEncryptionAlgorithms: [ENC] },
        );
        const inner = payload.p;
        if (!inner || typeof inner !== "object" || Array.isArray(inner)) return { status: "invalid" };
        return { status: "valid", payload: inner as Record<string, unknown>, kid };
      } catch (error) {
        // jose checks `exp` only after the token decrypted and authenticated: an expired token is a real one.
        if (error instanceof errors.JWTExpired) return { status: "expired" };
        return { status: "invalid" };
      }
    },
  };
}

const byDeps = new WeakMap<object, Map<KeyRing, Promise<Sealer>>>();

/** This API instance's sealer for one purpose (the session secret is read once per deps object). */
export function sealerFor(deps: { env: Env; db: Database }, ring: KeyRing): Promise<Sealer> {
  let rings = byDeps.get(deps);
  if (!rings) byDeps.set(deps, (rings = new Map()));
  let found = rings.get(ring);
  if (!found) {
    found = resolveSessionSecret(deps.env, deps.db).then((secret) => sealer(secret, KEY_RINGS[ring]));
    rings.set(ring, found);
    found.catch(() => rings.delete(ring));
  }
  return found;
}
