// A send's progress and its result per recipient: GET /messaging/batches/{id} and /messaging/batches/{id}/results.
import { and, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../db/client";
import { companies, messageBatches, messages, surveyResults, users } from "../db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import { ApiError } from "../http/errors";
import { resultsInScope } from "../survey-results/search-survey-results";
import type { BatchJson, batchResultsQuery, MessageJson } from "./contract";
import { messageColumns, toMessageJson } from "./model";

/** A batch the actor may see: sent from a company in its scope (404 otherwise). */
async function findBatch(db: Database, actor: Actor, id: number) {
  const [found] = await db
    .select({ row: messageBatches })
    .from(messageBatches)
    .innerJoin(companies, eq(companies.id, messageBatches.companyId))
    .where(and(eq(messageBatches.id, id), companiesInScope(actor)));
  if (!found) throw ApiError.notFound("Send not found");
  return found.row;
}

export async function batchProgress(db: Database, id: number) {
  const rows = await db
    .select({ status: messages.status, n: sql<number>`count(*)::int` })
    .from(messages)
    .where(eq(messages.batchId, id))
    .groupBy(messages.status);
  const count = (s: string) => rows.find((r) => r.status === s)?.n ?? 0;
  return {
    pending: count("pending") + count("sending"),
    sent: count("sent"),
    skipped: count("skipped"),
    failed: count("failed"),
  };
}

export function toBatchJson(
  row: typeof messageBatches.$inferSelect,
  progress: Awaited<ReturnType<typeof batchProgress>>,
): BatchJson {
  return {
    id: row.id,
    channel: row.channel,
    subject: row.subject,
    body: row.body,
    total: row.total,
    ...progress,
    done: progress.pending === 0,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

export async function getBatch(db: Database, actor: Actor, id: number): Promise<BatchJson> {
  const row = await findBatch(db, actor, id);
  return toBatchJson(row, await batchProgress(db, id));
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
