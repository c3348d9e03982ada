import crypto from "node:crypto";

/**
 * Password hashing of the embedded provider.
 *
 * Hashes use scrypt (memory-hard; OWASP's recommended parameters N=2^15, r=8, p=1) with a 16-byte random salt,
 * stored in PHC string form with their parameters — `$scrypt$ln=15,r=8,p=1$<salt>$<hash>` — so the parameters can
 * be raised later: old hashes still verify, and `needsRehash` tells the caller to re-hash after a sign-in.
 */
const CURRENT = { ln: 15, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;

// The policy itself lives in domain/password.ts, shared with the app's forms (shown before the user types).
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RULES_TEXT, passwordProblem } from "../domain/password";

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, KEY_BYTES, CURRENT);
  return `$scrypt$ln=${CURRENT.ln},r=${CURRENT.r},p=${CURRENT.p}$${b64(salt)}$${b64(key)}`;
}

/** Constant-time check of a password against a stored hash; false for anything malformed. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parse(encoded);
  if (!parsed) return false;
  const key = await scrypt(password, parsed.salt, parsed.key.length, parsed.params);
  return crypto.timingSafeEqual(key, parsed.key);
}

/** Whether a hash was made with other parameters than today's (re-hash it at the next successful sign-in). */
export function needsRehash(encoded: string): boolean {
  const parsed = parse(encoded);
  return (
    !parsed ||
    parsed.params.ln !== CURRENT.ln ||
    parsed.params.r !== CURRENT.r ||
    parsed.params.p !== CURRENT.p ||
    parsed.salt.length !== SALT_BYTES ||
    parsed.key.length !== KEY_BYTES
  );
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, for callers that found no account: an unknown e-mail must
 * not answer faster than a wrong password.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString("base64url"));
  await verifyPassword(password, await dummyHash);
  return false;
}

type ScryptParams = typeof CURRENT;

function scrypt(password: string, salt: Buffer, keyLength: number, { ln, r, p }: ScryptParams): Promise<Buffer> {
  const N = 2 ** ln;
  return new Promise((resolve, reject) => {
    // scrypt needs 128·N·r bytes; allow twice that (Node's default cap equals it exactly at N=2^15, r=8).
    crypto.scrypt(normalize(password), salt, keyLength, { N, r, p, maxmem: 256 * N * r }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

// NIST SP 800-63B: normalise before hashing so the same password typed on another keyboard still matches.
function normalize(password: string): string {
  return password.normalize("NFKC");
}

function parse(encoded: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const match = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(encoded);
  if (!match) return null;
  const params = {
    ln: Number(match[1]),
    r: Number(match[2]),
    p: Number(match[3]),
  };
  // Refuse absurd parameters from a tampered row rather than allocate gigabytes.
  if (params.ln < 10 || params.ln > 20 || params.r < 1 || params.r > 32 || params.p < 1 || params.p > 16) return null;
  const salt = Buffer.from(match[4], "base64");
  const key = Buffer.from(match[5], "base64");
  if (salt.length < 8 || key.length < 16) return null;
  return { params, salt, key };
}

// PHC strings use standard base64 without padding.
function b64(bytes: Buffer): string {
  return bytes.toString("base64").replace(/=+$/, "");
}
