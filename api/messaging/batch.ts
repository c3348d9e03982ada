// Past sends and their results: GET /messaging/batches (the list, paged), /messaging/batches/{id} (one send's
// progress) and /messaging/batches/{id}/results (its result per recipient).
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import {
  companies,
  messageBatches,
  messages,
  messageTemplates,
  surveyResults,
  users,
} from "../../server/db/schema/index";
import { paginate } from "../db/paginate";
import { companiesInScope } from "../db/tenant-scope";
import { ApiError } from "../http/errors";
import { resultsInScope } from "../survey-results/search-survey-results";
import type { BatchJson, batchesQuery, batchResultsQuery, MessageJson } from "./contract";
import { messageColumns, toMessageJson, UNSUBSCRIBED } from "./model";

/** A send with who sent it and its template's name, as the list and the detail read it. */
const batchColumns = {
  row: messageBatches,
  senderFirst: users.first,
  senderLast: users.last,
  templateName: messageTemplates.name,
};
type BatchRow = {
  row: typeof messageBatches.$inferSelect;
  senderFirst: string | null;
  senderLast: string | null;
  templateName: string | null;
};

const batchesInScope = (db: Database) =>
  db
    .select(batchColumns)
    .from(messageBatches)
    .innerJoin(companies, eq(companies.id, messageBatches.companyId))
    .leftJoin(users, eq(users.id, messageBatches.createdByUserId))
    .leftJoin(messageTemplates, eq(messageTemplates.id, messageBatches.templateId));

/** A batch the actor may see: sent from a company in its scope (404 otherwise). */
async function findBatch(db: Database, actor: Actor, id: number): Promise<BatchRow> {
  const [found] = await batchesInScope(db).where(and(eq(messageBatches.id, id), companiesInScope(actor)));
  if (!found) throw ApiError.notFound("Send not found");
  return found;
}

export type BatchProgress = Pick<BatchJson, "pending" | "sent" | "skipped" | "opted_out" | "failed">;

/** Each batch's counts by result, read in one query for a page of batches. */
async function progressOf(db: Database, ids: number[]): Promise<Map<number, BatchProgress>> {
  const progress = new Map<number, BatchProgress>();
  for (const id of ids) progress.set(id, { pending: 0, sent: 0, skipped: 0, opted_out: 0, failed: 0 });
  if (!ids.length) return progress;
  const rows = await db
    .select({
      batchId: messages.batchId,
      status: messages.status,
      n: sql<number>`count(*)::int`,
      optedOut: sql<number>`(count(*) filter (where ${messages.reason} = ${UNSUBSCRIBED}))::int`,
    })
    .from(messages)
    .where(inArray(messages.batchId, ids))
    .groupBy(messages.batchId, messages.status);
  for (const r of rows) {
    const p = progress.get(r.batchId!)!;
    if (r.status === "pending" || r.status === "sending") p.pending += r.n;
    else if (r.status === "sent") p.sent += r.n;
    else if (r.status === "failed") p.failed += r.n;
    else {
      p.skipped += r.n;
      p.opted_out += r.optedOut;
    }
  }
  return progress;
}

export async function batchProgress(db: Database, id: number): Promise<BatchProgress> {
  return (await progressOf(db, [id])).get(id)!;
}

export function toBatchJson(found: BatchRow, progress: BatchProgress): BatchJson {
  const { row } = found;
  return {
    id: row.id,
    channel: row.channel,
    subject: row.subject,
    body: row.body,
    total: row.total,
    ...progress,
    done: progress.pending === 0,
    sent_by: found.senderFirst === null ? null : `${found.senderFirst} ${found.senderLast ?? ""}`.trim(),
    template_name: found.templateName,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

export async function getBatch(db: Database, actor: Actor, id: number): Promise<BatchJson> {
  const found = await findBatch(db, actor, id);
  return toBatchJson(found, await batchProgress(db, id));
}

/** The sends of the companies in the actor's scope, newest first; another company's sends never appear. */
export async function listBatches(db: Database, actor: Actor, query: z.output<typeof batchesQuery>) {
  const where = and(companiesInScope(actor), query.channel ? eq(messageBatches.channel, query.channel) : undefined);
  const page = await paginate(
    batchesInScope(db).where(where).orderBy(desc(messageBatches.createdAt), desc(messageBatches.id)),
    db
      .select({ total: count() })
      .from(messageBatches)
      .innerJoin(companies, eq(companies.id, messageBatches.companyId))
      .where(where),
    query,
    (row) => row,
  );
  const progress = await progressOf(
    db,
    page.data.map((b) => b.row.id),
  );
  return { data: page.data.map((b) => toBatchJson(b, progress.get(b.row.id)!)), meta: page.meta };
}

export async function listBatchResults(
  db: Database,
  actor: Actor,
  id: number,
  query: z.output<typeof batchResultsQuery>,
): Promise<MessageJson[]> {
  await findBatch(db, actor, id);
  const rows = await db
    .select(messageColumns)
    .from(messages)
    .innerJoin(surveyResults, eq(surveyResults.id, messages.surveyResultId))
    .leftJoin(users, eq(users.id, messages.sentByUserId))
    // Only people the actor still sees (a franchise's send may reach companies a colleague does not).
    .where(
      and(
        eq(messages.batchId, id),
        resultsInScope(actor),
        query.status ? eq(messages.status, query.status) : sql`true`,
      ),
    )
    .orderBy(desc(messages.id))
    .limit(query.limit);
  return rows.map(toMessageJson);
}
