// POST /messaging/sms/inbound: the SMS provider's webhook for replies. A reply of STOP (or another opt-out keyword)
// unsubscribes the number from every company's messages: the sending number is shared, so STOP means all of them.
// With Twilio configured the request must carry a valid X-Twilio-Signature (403 otherwise).
import type { Request, Response } from "express";
import type { Env } from "../../server/env";
import type { Database } from "../../server/db/client";
import { messageUnsubscribes } from "../../server/db/schema/index";
import { recordAudit } from "../audit/record";
import { ApiError } from "../http/errors";
import { isStopKeyword, normalizePhone, verifyTwilioSignature } from "../sms/index";

export async function smsInbound(db: Database, env: Env, req: Request, res: Response) {
  const params = Object.fromEntries(
    Object.entries((req.body ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v ?? "")]),
  );
  if (env.TWILIO_AUTH_TOKEN) {
    // Twilio signs the URL it was configured with: the public address of this endpoint.
    const url = `${env.PUBLIC_URL}/api/v2${req.path.startsWith("/messaging") ? req.path : "/messaging/sms/inbound"}`;
    if (!verifyTwilioSignature(env.TWILIO_AUTH_TOKEN, url, params, req.get("X-Twilio-Signature")))
      throw ApiError.forbidden("Invalid signature");
  } else if (env.STAGE === "prod") {
    // An unsigned webhook could unsubscribe anyone: production takes it only from a provider that signs.
    throw ApiError.forbidden("Inbound SMS needs TWILIO_AUTH_TOKEN");
  }
  const from = normalizePhone(params.From);
  if (from && isStopKeyword(params.Body ?? "")) {
    const inserted = await db
      .insert(messageUnsubscribes)
      .values({ channel: "sms", address: from, companyId: null, source: "stop" })
      .onConflictDoNothing()
      .returning({ id: messageUnsubscribes.id });
    if (inserted.length)
      await recordAudit(db, null, {
        action: "messaging.unsubscribe",
        companyId: null,
        summary: "A number replied STOP to an SMS",
      });
  }
  // An empty TwiML answer: no automatic reply (the carrier confirms STOP itself).
  res.status(200).type("text/xml").send('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
}
