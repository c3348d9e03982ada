// The signature of a delivery (docs/webhooks.md): `Webhook-Signature: t=<unix seconds>,v1=<hex>[,v1=<hex>]`, each v1
// the HMAC-SHA256 of "<t>.<body>" under one of the hook's live secrets (two during a rotation's overlap).
import crypto from "node:crypto";

export const SIGNATURE_HEADER = "Webhook-Signature";

export function signatureHeader(secrets: readonly string[], timestamp: number, body: string): string {
  const signatures = secrets.map(
    (secret) => `v1=${crypto.createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`,
  );
  return [`t=${timestamp}`, ...signatures].join(",");
}

/** A new signing secret: 32 random bytes, prefixed so that people recognise it in their config. */
export const newSecret = () => `whsec_${crypto.randomBytes(32).toString("base64url")}`;
