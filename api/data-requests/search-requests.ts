import { and, asc, count, eq, inArray, lt, sql } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { paginate } from "../db/paginate";
import { companies, dataRequests } from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import type { DataRequestSearch } from "./contract";
import { requestQuery, toRequestJson, type RequestRow } from "./model";

const PENDING = ["open", "in_progress"];

/** GET /data-requests: a page of the requests in the actor's companies, pending ones first, then the soonest due. */
export async function searchRequests(db: Database, actor: Actor, q: DataRequestSearch, now = new Date()) {
  const where = and(
    q.status?.length ? inArray(dataRequests.status, q.status) : undefined,
    q.type?.length ? inArray(dataRequests.type, q.type) : undefined,
    q.overdue ? and(inArray(dataRequests.status, PENDING), lt(dataRequests.dueAt, now)) : undefined,
  );
  const pendingFirst = sql`case when ${dataRequests.status} in ('open', 'in_progress') then 0 else 1 end`;
  return paginate(
    requestQuery(db, actor, where).orderBy(pendingFirst, asc(dataRequests.dueAt), asc(dataRequests.id)),
    db
      .select({ total: count() })
      .from(dataRequests)
      .innerJoin(companies, eq(companies.id, dataRequests.companyId))
      .where(and(companiesInScope(actor), where)),
    q,
    (row) => toRequestJson(row as RequestRow, now),
  );
}

/** GET /data-requests/overdue: how many pending requests are past their due date, and the oldest due date. */
export async function countOverdue(db: Database, actor: Actor, now = new Date()) {
  const [row] = await db
    .select({ overdue: count(), oldest: sql<Date | string | null>`min(${dataRequests.dueAt})` })
    .from(dataRequests)
    .innerJoin(companies, eq(companies.id, dataRequests.companyId))
    .where(and(companiesInScope(actor), inArray(dataRequests.status, PENDING), lt(dataRequests.dueAt, now)));
  return {
    overdue: Number(row?.overdue ?? 0),
    oldest_due_at: row?.oldest ? new Date(row.oldest).toISOString() : null,
  };
}
