// The SMS port: text messages to people, by configuration through Twilio's Messages API (or any API with its
// request shape, SMS_API_URL) or, by default, into the outbox_sms table that /outbox shows. Replies of STOP reach
// POST /messaging/sms/inbound (api/messaging/), whose Twilio signature `verifyTwilioSignature` checks.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Env } from "../../server/env";
import type { Database } from "../../server/db/client";
import { outboxSms } from "../../server/db/schema/index";

export interface SmsMessage {
  /** E.164, e.g. +14155550123. */
  to: string;
  body: string;
  /** The company sending it; the outbox keeps it (see outbox_sms). */
  companyId?: number | null;
}

export interface SmsSender {
  readonly kind: "outbox" | "twilio";
  send(message: SmsMessage): Promise<void>;
}

type SmsEnv = Pick<Env, "SMS_PROVIDER" | "TWILIO_ACCOUNT_SID" | "TWILIO_AUTH_TOKEN" | "SMS_FROM" | "SMS_API_URL">;

export function createSmsSender({ db, env }: { db: Database; env: SmsEnv }): SmsSender {
  if (env.SMS_PROVIDER === "twilio" && env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.SMS_FROM) {
    return twilioSender({
      accountSid: env.TWILIO_ACCOUNT_SID,
      authToken: env.TWILIO_AUTH_TOKEN,
      from: env.SMS_FROM,
      baseUrl: env.SMS_API_URL ?? "https://api.twilio.com",
    });
  }
  return outboxSmsSender(db);
}

export function outboxSmsSender(db: Database): SmsSender {
  return {
    kind: "outbox",
    async send(message) {
      await db.insert(outboxSms).values({ to: message.to, body: message.body, companyId: message.companyId ?? null });
    },
  };
}

/** POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded, basic auth: Twilio's documented request. */
export function twilioSender(config: {
  accountSid: string;
  authToken: string;
  from: string;
  baseUrl: string;
}): SmsSender {
  const url = `${config.baseUrl.replace(/\/$/, "")}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const auth = Buffer.from(`${config.accountSid}:${config.authToken}`).toString("base64");
  return {
    kind: "twilio",
    async send(message) {
      const form = new URLSearchParams({ To: message.to, Body: message.body });
      // A messaging service SID (MG…) lets Twilio pick the number; otherwise the number itself.
      form.set(config.from.startsWith("MG") ? "MessagingServiceSid" : "From", config.from);
      const res = await fetch(url, {
        method: "POST",
        headers: { Authorization: `Basic ${auth}`, "Content-Type": "application/x-www-form-urlencoded" },
        body: form,
        signal: AbortSignal.timeout(15_000),
      });
      if (!res.ok) {
        const detail = (await res.json().catch(() => null)) as { message?: string; code?: number } | null;
        throw new Error(`SMS provider answered ${res.status}${detail?.message ? `: ${detail.message}` : ""}`);
      }
    },
  };
}

/**
 * Twilio's request signature: base64 HMAC-SHA1, keyed with the auth token, of the full webhook URL followed by every
 * POST parameter's name and value, sorted by name.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

export function verifyTwilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A phone number in E.164 form (+ and 8 to 15 digits), or null when it cannot be one. */
export function normalizePhone(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let value = raw.trim().replace(/[\s().-]/g, "");
  if (value.startsWith("00")) value = `+${value.slice(2)}`;
  return /^\+[1-9]\d{7,14}$/.test(value) ? value : null;
}

/** The opt-out keywords carriers and Twilio honour. */
export function isStopKeyword(body: string): boolean {
  return /^\s*(stop|stopall|unsubscribe|cancel|end|quit)\s*[.!]?\s*$/i.test(body);
}
