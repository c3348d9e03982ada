// POST /messaging/send: records the send and one row per recipient, then queues the work in batches of recipients
// (api/messaging/worker.ts). The rows exist before anything is sent, which is what makes a re-run safe.
import { randomBytes } from "node:crypto";
import type { Database } from "../../server/db/client";
import { messageBatches, messages } from "../../server/db/schema/index";
import { recordAudit } from "../audit/record";
import type { Auth } from "../http/authenticate";
import type { JobQueue } from "../queue/index";
import type { BatchJson, ComposeInput } from "./contract";
import { getBatch } from "./batch";
import { assertRenders, findRecipients, findTemplate } from "./model";
import { plural } from "../../domain/text";

export const SEND_QUEUE = "messaging.send";
/** Recipients per queued job: small enough that a stop loses little work, large enough to keep jobs few. */
export const RECIPIENTS_PER_JOB = 50;

export interface SendJob {
  batchId: number;
  messageIds: number[];
}

export async function sendMessage(
  { db, queue }: { db: Database; queue: () => Promise<JobQueue> },
  auth: Auth,
  input: ComposeInput,
): Promise<BatchJson> {
  assertRenders(input);
  if (input.template_id !== undefined) await findTemplate(db, auth.actor, input.template_id);
  const { list } = await findRecipients(db, auth.actor, input.recipients);
  const { batch, ids } = await db.transaction(async (tx) => {
    const [batch] = await tx
      .insert(messageBatches)
      .values({
        companyId: auth.actor.companyId,
        createdByUserId: auth.actor.id,
        channel: input.channel,
        templateId: input.template_id ?? null,
        subject: input.channel === "email" ? (input.subject ?? null) : null,
        body: input.body,
        total: list.length,
      })
      .returning();
    const ids: number[] = [];
    for (let i = 0; i < list.length; i += 1000) {
      const rows = await tx
        .insert(messages)
        .values(
          list.slice(i, i + 1000).map((r) => ({
            batchId: batch.id,
            surveyResultId: r.id,
            companyId: r.companyId,
            channel: input.channel,
            to: "",
            text: "",
            sentByUserId: auth.actor.id,
            unsubscribeToken: input.channel === "email" ? randomBytes(24).toString("base64url") : null,
          })),
        )
        .returning({ id: messages.id });
      ids.push(...rows.map((r) => r.id));
    }
    await recordAudit(tx, auth, {
      action: "messaging.send",
      companyId: auth.actor.companyId,
      subjectType: "message_batch",
      subjectId: batch.id,
      summary: `Queued ${input.channel === "email" ? "an e-mail" : "an SMS"} to ${plural(list.length, "person", "people")}`,
    });
    return { batch, ids };
  });
  const q = await queue();
  for (let i = 0; i < ids.length; i += RECIPIENTS_PER_JOB) {
    await q.send<SendJob>(SEND_QUEUE, { batchId: batch.id, messageIds: ids.slice(i, i + RECIPIENTS_PER_JOB) });
  }
  return getBatch(db, auth.actor, batch.id);
}
