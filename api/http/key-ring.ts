// Sealed tokens of the API (share links' payloads, the utilities' encrypt/decrypt, webhook secrets at rest): a compact
// JWE, alg "dir" + enc A256GCM (authenticated encryption: unreadable and tamper-proof), with keys derived (HKDF) from
// the server's one secret under a label per purpose, so a key is useless for anything else. The header's `kid` names
// the label: a new key goes in front of a ring, and tokens made with an older one keep opening until it is removed.
import crypto from "node:crypto";
import { EncryptJWT, errors, jwtDecrypt, type JWTPayload } from "jose";
import type { Env } from "../../server/env";
import { resolveSessionSecret } from "../../server/secrets";
import type { Database } from "../../server/db/client";

const ALG = "dir";
const ENC = "A256GCM";

/** Key ids → HKDF labels; the first is current. */
export type KeyLabels = Readonly<Record<string, string>>;

export type OpenedClaims =
  | { status: "valid"; claims: JWTPayload; kid: string }
  /** Authentic, but past its `exp`. */
  | { status: "expired" }
  /** Not made by this server with these keys: garbage, tampered, foreign or unknown key, wrong algorithm. */
  | { status: "invalid" };

export interface KeyRing {
  currentKid: string;
  seal(claims: JWTPayload, options?: { expiresAt?: Date; issuedAt?: boolean }): Promise<string>;
  open(token: string, options?: { requiredClaims?: string[] }): Promise<OpenedClaims>;
}

/** The keys of one purpose, derived from `secret` (the session secret). */
export function keyRing(secret: string, labels: KeyLabels): KeyRing {
  const currentKid = Object.keys(labels)[0];
  const keys = new Map(
    Object.entries(labels).map(([kid, label]) => [
      kid,
      new Uint8Array(crypto.hkdfSync("sha256", secret, new Uint8Array(0), label, 32)),
    ]),
  );
  return {
    currentKid,
    async seal(claims, options = {}) {
      const jwt = new EncryptJWT(claims).setProtectedHeader({ alg: ALG, enc: ENC, kid: currentKid });
      if (options.issuedAt) jwt.setIssuedAt();
      if (options.expiresAt) jwt.setExpirationTime(Math.floor(options.expiresAt.getTime() / 1000));
      return jwt.encrypt(keys.get(currentKid)!);
    },
    async open(token, options = {}) {
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
          {
            keyManagementAlgorithms: [ALG],
            contentEncryptionAlgorithms: [ENC],
            requiredClaims: options.requiredClaims,
          },
        );
        return { status: "valid", claims: payload, kid };
      } catch (error) {
        // jose checks `exp` only after the token decrypted and authenticated: an expired token is a real one.
        if (error instanceof errors.JWTExpired) return { status: "expired" };
        return { status: "invalid" };
      }
    },
  };
}

const byDeps = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * What `make` builds from this API instance's session secret, once per deps object and `name` (the secret is read
 * once; a failed read is tried again next time).
 */
export function fromSessionSecret<T>(
  deps: { env: Env; db: Database },
  name: string,
  make: (secret: string) => T,
): Promise<T> {
  let made = byDeps.get(deps);
  if (!made) byDeps.set(deps, (made = new Map()));
  let found = made.get(name) as Promise<T> | undefined;
  if (!found) {
    const cache = made;
    found = resolveSessionSecret(deps.env, deps.db).then(make);
    cache.set(name, found);
    found.catch(() => cache.delete(name));
  }
  return found;
}
