import { and, count, eq, inArray, type SQL } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { bookCodeBatches, bookCodes, companies, surveyResults, users } from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import { ApiError } from "../http/errors";
import { formatBookCode } from "./code";
import type { BatchJson, BookCodeReportKind, BookCodeStatus, CodeJson } from "./contract";

export const batchColumns = {
  batch: bookCodeBatches,
  company: { id: companies.id, name: companies.name },
  createdBy: { id: users.id, first: users.first, last: users.last },
};

type BatchRow = {
  batch: typeof bookCodeBatches.$inferSelect;
  company: { id: number; name: string };
  createdBy: { id: number; first: string; last: string } | null;
};

/** Batches joined with their company (the tenant scope's condition applies to it) and their author. */
export function batchQuery(db: Database, actor: Actor, where?: SQL) {
  return db
    .select(batchColumns)
    .from(bookCodeBatches)
    .innerJoin(companies, eq(companies.id, bookCodeBatches.companyId))
    .leftJoin(users, eq(users.id, bookCodeBatches.createdByUserId))
    .where(and(companiesInScope(actor), where));
}

/** How many codes of each batch are unused, redeemed and revoked. */
export async function codeCounts(db: Database, batchIds: number[]): Promise<Map<number, BatchJson["counts"]>> {
  const result = new Map(batchIds.map((id) => [id, { unused: 0, redeemed: 0, revoked: 0 }]));
  if (!batchIds.length) return result;
  const rows = await db
    .select({ batchId: bookCodes.batchId, status: bookCodes.status, n: count() })
    .from(bookCodes)
    .where(inArray(bookCodes.batchId, batchIds))
    .groupBy(bookCodes.batchId, bookCodes.status);
  for (const row of rows) result.get(row.batchId)![row.status] = Number(row.n);
  return result;
}

export function toBatchJson(row: BatchRow, counts: BatchJson["counts"]): BatchJson {
  return {
    id: row.batch.id,
    label: row.batch.label,
    company: row.company,
    report_kind: (row.batch.reportKind as BookCodeReportKind | null) ?? null,
    count: row.batch.codeCount,
    counts,
    created_by: row.createdBy,
    created_at: row.batch.createdAt.toISOString(),
    revoked_at: row.batch.revokedAt?.toISOString() ?? null,
  };
}

/** A batch inside the actor's scope, or a 404. */
export async function findBatch(db: Database, actor: Actor, id: number) {
  const [row] = await batchQuery(db, actor, eq(bookCodeBatches.id, id));
  if (!row) throw ApiError.notFound("Batch not found");
  return row;
}

/** GET /book-codes/batches/{id} (and the answer of every change to a batch). */
export async function getBatch(db: Database, actor: Actor, id: number): Promise<BatchJson> {
  const row = await findBatch(db, actor, id);
  return toBatchJson(row, (await codeCounts(db, [id])).get(id)!);
}

export const codeColumns = {
  code: bookCodes,
  reader: { id: surveyResults.id, first: surveyResults.first, last: surveyResults.last },
};

export function toCodeJson(row: {
  code: typeof bookCodes.$inferSelect;
  reader: { id: number; first: string; last: string } | null;
}): CodeJson {
  return {
    id: row.code.id,
    code: formatBookCode(row.code.code),
    status: row.code.status as BookCodeStatus,
    redeemed_at: row.code.redeemedAt?.toISOString() ?? null,
    revoked_at: row.code.revokedAt?.toISOString() ?? null,
    reader: row.reader ? { survey_result_id: row.reader.id, first: row.reader.first, last: row.reader.last } : null,
  };
}
