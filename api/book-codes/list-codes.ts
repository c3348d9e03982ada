import { and, asc, count, eq, like } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { paginate } from "../db/paginate";
import { bookCodes, surveyResults } from "../../server/db/schema/index";
import { normalizeBookCode } from "./code";
import type { CodeSearch } from "./contract";
import { codeColumns, findBatch, toCodeJson } from "./model";

/** GET /book-codes/batches/{id}/codes: a page of a batch's codes in the order generated, with their readers. */
export async function listCodes(db: Database, actor: Actor, batchId: number, q: CodeSearch) {
  const { batch } = await findBatch(db, actor, batchId);
  const search = q.search ? normalizeBookCode(q.search).replace(/[^A-Z0-9]/g, "") : "";
  const where = and(
    eq(bookCodes.batchId, batch.id),
    q.status ? eq(bookCodes.status, q.status) : undefined,
    // Codes are stored upper case without hyphens, from an alphabet without LIKE's special characters.
    search ? like(bookCodes.code, `${search}%`) : undefined,
  );
  return paginate(
    db
      .select(codeColumns)
      .from(bookCodes)
      .leftJoin(surveyResults, eq(surveyResults.id, bookCodes.surveyResultId))
      .where(where)
      .orderBy(asc(bookCodes.id)),
    db.select({ total: count() }).from(bookCodes).where(where),
    q,
    toCodeJson,
  );
}
