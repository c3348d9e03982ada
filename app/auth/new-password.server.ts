import crypto from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import { cookie, readCookie } from "./session.server";

/**
 * A user with a temporary password has proved it but must choose a new one before the sign-in completes
 * (Cognito's NEW_PASSWORD_REQUIRED). The pending interaction and account travel in a short, signed cookie.
 */
const NAME = "pending-new-password";
const TTL_SECONDS = 600;

interface Pending {
  uid: string;
  accountId: number;
}

const sign = (secret: string, payload: string) =>
  crypto.createHmac("sha256", secret).update(payload).digest("base64url");

export async function pendingNewPasswordCookie(context: AppLoadContext, pending: Pending) {
  const payload = Buffer.from(JSON.stringify({ ...pending, exp: Date.now() + TTL_SECONDS * 1000 })).toString(
    "base64url",
  );
  return cookie(context, NAME, `${payload}.${sign(context.services.sessionSecret, payload)}`, TTL_SECONDS);
}

export function readPendingNewPassword(request: Request, context: AppLoadContext): Pending | null {
  const value = readCookie(request, NAME);
  if (!value) return null;
  const [payload, signature] = value.split(".");
  const expected = sign(context.services.sessionSecret, payload ?? "");
  if (!signature || signature.length !== expected.length) return null;
  if (!crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return null;
  const parsed = JSON.parse(Buffer.from(payload, "base64url").toString()) as Pending & { exp: number };
  return parsed.exp > Date.now() ? { uid: parsed.uid, accountId: parsed.accountId } : null;
}

export const clearPendingNewPassword = (context: AppLoadContext) => cookie(context, NAME, "", 0);
