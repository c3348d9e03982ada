import { and, asc, count, desc, eq, ne, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { containsPattern } from "../db/like";
import { paginate } from "../db/paginate";
import { reportMappings, users } from "../../server/db/schema/index";
import type { MappingSearch } from "./contract";
import { mappingColumns, toMappingJson } from "./model";

/** GET /trait-scale-mappings/reports/search: every parameter of spec §3's mapping search. */
export async function searchMappings(db: Database, q: MappingSearch) {
  const conditions: SQL[] = [];
  // A uuid names one set: it is found whatever its state (archived, a test).
  if (q.uuid) conditions.push(eq(reportMappings.uuid, q.uuid));
  else {
    if (!q.include_archived && q.is_active !== true) conditions.push(ne(reportMappings.status, "archived"));
    if (!q.include_tests) conditions.push(eq(reportMappings.isTest, false));
  }
  if (q.is_active === true) conditions.push(eq(reportMappings.status, "active"));
  if (q.is_active === false) conditions.push(ne(reportMappings.status, "active"));
  if (q.scale) conditions.push(eq(reportMappings.scale, q.scale));
  if (q.report_kind) conditions.push(eq(reportMappings.reportKind, q.report_kind));
  if (q.search) {
    conditions.push(
      or(
        sql`${reportMappings.name} ilike ${containsPattern(q.search)}`,
        sql`${reportMappings.scale} = ${q.search.toUpperCase()}`,
      )!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const direction = q.order_by === "desc" ? desc : asc;
  const order: Record<MappingSearch["sort_by"], SQL[]> = {
    updated_at: [direction(reportMappings.updatedAt)],
    created_at: [direction(reportMappings.createdAt)],
    name: [direction(sql`lower(${reportMappings.name})`)],
    scale: [direction(reportMappings.scale), direction(reportMappings.reportKind), direction(reportMappings.version)],
    version: [direction(reportMappings.version)],
    status: [direction(reportMappings.status)],
  };
  return paginate(
    db
      .select(mappingColumns)
      .from(reportMappings)
      .leftJoin(users, eq(users.id, reportMappings.createdByUserId))
      .where(where)
      .orderBy(...order[q.sort_by], direction(reportMappings.id)),
    db.select({ total: count() }).from(reportMappings).where(where),
    q,
    toMappingJson,
  );
}
