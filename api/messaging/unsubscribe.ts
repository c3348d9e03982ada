// The e-mail's unsubscribe link (public): GET says what it stops, POST stops it (the page's button, or a mail
// client's RFC 8058 one-click POST). The token is random and unguessable; it names one message, hence the company.
import { eq } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { companies, messages, messageUnsubscribes } from "../../server/db/schema/index";
import { recordAudit } from "../audit/record";
import { ApiError } from "../http/errors";
import { isUnsubscribed, unsubscribedAddress } from "./model";

async function findByToken(db: Database, token: string) {
  const [row] = await db
    .select({ message: messages, companyName: companies.name })
    .from(messages)
    .innerJoin(companies, eq(companies.id, messages.companyId))
    .where(eq(messages.unsubscribeToken, token));
  // A token whose message was never sent has no address yet: as good as unknown.
  if (!row || !row.message.to) throw ApiError.notFound("This unsubscribe link is not valid");
  return row;
}

/** a***@example.com: enough for its owner to recognise, not enough to harvest from a forwarded link. */
function masked(address: string) {
  const [local, domain] = address.split("@");
  return domain ? `${local.slice(0, 1)}***@${domain}` : `${address.slice(0, 3)}***`;
}

export async function unsubscribeInfo(db: Database, token: string) {
  const { message, companyName } = await findByToken(db, token);
  return {
    company_name: companyName,
    address: masked(message.to),
    unsubscribed: await isUnsubscribed(db, message.channel, message.to, message.companyId),
  };
}

export async function unsubscribe(db: Database, token: string) {
  const { message, companyName } = await findByToken(db, token);
  const inserted = await db
    .insert(messageUnsubscribes)
    .values({
      channel: message.channel,
      address: unsubscribedAddress(message.channel, message.to),
      companyId: message.companyId,
      source: "link",
    })
    .onConflictDoNothing()
    .returning({ id: messageUnsubscribes.id });
  if (inserted.length)
    await recordAudit(db, null, {
      action: "messaging.unsubscribe",
      companyId: message.companyId,
      subjectType: "survey_result",
      subjectId: message.surveyResultId,
      summary: "A recipient unsubscribed by the e-mail's link",
    });
  return { company_name: companyName, address: masked(message.to), unsubscribed: true };
}
