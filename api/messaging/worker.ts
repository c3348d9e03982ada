// The send worker: one queued job per group of recipients. Each message row moves pending → sending → sent (or
// skipped / failed with the reason) and only a `pending` row is ever sent, so a job run again after a stop or a crash
// sends nobody twice. A row left `sending` by a crash may or may not have gone out: it is marked failed rather than
// sent again.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { companies, messageBatches, messages, surveyResults } from "../../server/db/schema/index";
import type { Mailer } from "../../server/mail/index";
import { messageEmail } from "../../server/mail/templates";
import type { JobQueue } from "../queue/index";
import type { SmsSender } from "../sms/index";
import { addressOf, appliedJobTitle, isUnsubscribed, recipientVariables, renderFor, UNSUBSCRIBED } from "./model";
import { smsTextAsSent } from "../../domain/sms-text";
import { DEFAULT_LANGUAGE, isLanguage } from "../../domain/languages";
import { SEND_QUEUE, type SendJob } from "./send";

export interface WorkerDeps {
  db: Database;
  mailer: Mailer;
  sms: SmsSender;
  publicUrl: string;
}

export const INTERRUPTED = "Interrupted while sending; not sent again so that it cannot arrive twice";

export async function startSendWorker(deps: WorkerDeps, queue: JobQueue) {
  await queue.work<SendJob>(SEND_QUEUE, async (job) => {
    await sendGroup(deps, job.data, job.signal);
  });
}

export async function sendGroup(deps: WorkerDeps, { batchId, messageIds }: SendJob, signal?: AbortSignal) {
  const { db } = deps;
  const [batch] = await db.select().from(messageBatches).where(eq(messageBatches.id, batchId));
  if (!batch) return;
  await db
    .update(messages)
    .set({ status: "failed", reason: INTERRUPTED })
    .where(and(inArray(messages.id, messageIds), eq(messages.status, "sending")));
  const rows = await db
    .select({
      message: messages,
      first: surveyResults.first,
      last: surveyResults.last,
      email: surveyResults.email,
      phone: surveyResults.phone,
      language: surveyResults.language,
      roleName: surveyResults.roleName,
      jobTitle: appliedJobTitle,
      companyName: companies.name,
      companyToken: companies.assessmentToken,
    })
    .from(messages)
    .innerJoin(surveyResults, eq(surveyResults.id, messages.surveyResultId))
    .innerJoin(companies, eq(companies.id, messages.companyId))
    .where(and(inArray(messages.id, messageIds), eq(messages.status, "pending")))
    .orderBy(messages.id);
  for (const row of rows) {
    // A stop (server shutdown) ends the job between recipients; the next worker goes on with the pending ones.
    if (signal?.aborted) throw new Error("stopped");
    const m = row.message;
    const recipient = { ...row, id: m.surveyResultId, companyId: m.companyId };
    const address = addressOf(recipient, m.channel);
    if ("skip" in address) {
      await settle(db, m.id, "skipped", address.skip);
      continue;
    }
    if (await isUnsubscribed(db, m.channel, address.to, m.companyId)) {
      await settle(db, m.id, "skipped", UNSUBSCRIBED, address.to);
      continue;
    }
    let rendered;
    try {
      rendered = renderFor(batch, recipientVariables(recipient, deps.publicUrl));
    } catch (error) {
      await settle(db, m.id, "failed", `Could not be written: ${(error as Error).message}`, address.to);
      continue;
    }
    // The row keeps exactly what goes out: an SMS with its opt-out line (domain/sms-text.ts).
    const text = m.channel === "sms" ? smsTextAsSent(rendered.text) : rendered.text;
    // Claimed with the text it carries; only one worker can move a row out of pending.
    const [claimed] = await db
      .update(messages)
      .set({ status: "sending", to: address.to, subject: rendered.subject, text })
      .where(and(eq(messages.id, m.id), eq(messages.status, "pending")))
      .returning({ id: messages.id });
    if (!claimed) continue;
    try {
      if (m.channel === "email") {
        const token = m.unsubscribeToken!;
        const email = messageEmail({
          subject: rendered.subject ?? "",
          message: rendered.text,
          companyName: row.companyName,
          unsubscribeLink: `${deps.publicUrl}/unsubscribe/${token}`,
          // The frame in the recipient's language; the company's text stays as written.
          language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
        });
        await deps.mailer.send({
          to: address.to,
          companyId: m.companyId,
          ...email,
          // RFC 8058 one-click unsubscribe: mail clients POST to the API's endpoint.
          headers: {
            "List-Unsubscribe": `<${deps.publicUrl}/api/v2/messaging/unsubscribe/${token}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
        });
      } else {
        await deps.sms.send({ to: address.to, body: text, companyId: m.companyId });
      }
      await db.update(messages).set({ status: "sent", sentAt: new Date() }).where(eq(messages.id, m.id));
    } catch (error) {
      await settle(db, m.id, "failed", (error as Error).message.slice(0, 300) || "Not sent", address.to);
    }
  }
  const [open] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.batchId, batchId), inArray(messages.status, ["pending", "sending"])));
  if (open.n === 0)
    await db
      .update(messageBatches)
      .set({ finishedAt: new Date() })
      .where(and(eq(messageBatches.id, batchId), isNull(messageBatches.finishedAt)));
}

async function settle(db: Database, id: number, status: "skipped" | "failed", reason: string, to?: string) {
  await db
    .update(messages)
    .set({ status, reason, ...(to ? { to } : {}) })
    .where(and(eq(messages.id, id), eq(messages.status, "pending")));
}
