import { and, asc, count, desc, eq, ilike } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { containsPattern } from "../db/like";
import { paginate } from "../db/paginate";
import { bookCodeBatches, companies } from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import type { BatchJson, BatchSearch } from "./contract";
import { batchQuery, codeCounts, toBatchJson } from "./model";

/** GET /book-codes/batches: a page of batches (label search, one company), each with its codes' counts. */
export async function searchBatches(db: Database, actor: Actor, q: BatchSearch) {
  const where = and(
    q.search ? ilike(bookCodeBatches.label, containsPattern(q.search)) : undefined,
    q.company_id === undefined ? undefined : eq(bookCodeBatches.companyId, q.company_id),
  );
  const column = q.sort_by === "label" ? bookCodeBatches.label : bookCodeBatches.createdAt;
  const direction = q.order_by === "asc" ? asc : desc;
  const page = await paginate(
    batchQuery(db, actor, where).orderBy(direction(column), direction(bookCodeBatches.id)),
    db
      .select({ total: count() })
      .from(bookCodeBatches)
      .innerJoin(companies, eq(companies.id, bookCodeBatches.companyId))
      .where(and(companiesInScope(actor), where)),
    q,
    (row) => row,
  );
  const counts = await codeCounts(
    db,
    page.data.map((row) => row.batch.id),
  );
  const data: BatchJson[] = page.data.map((row) => toBatchJson(row, counts.get(row.batch.id)!));
  return { data, meta: page.meta };
}
