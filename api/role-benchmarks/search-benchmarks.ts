import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { prefixPattern } from "../db/like";
import { paginate } from "../db/paginate";
import { companies, roleBenchmarks } from "../../server/db/schema/index";
import type { BenchmarkSearch } from "./contract";
import { benchmarkQuery, benchmarksVisibleTo, toBenchmarkJson } from "./model";

/** GET /role-benchmarks/search (super admin): by name, company, sorted and paged. */
export async function searchBenchmarks(db: Database, actor: Actor, q: BenchmarkSearch) {
  const conditions: SQL[] = [benchmarksVisibleTo(actor)];
  if (q.search) conditions.push(sql`lower(${roleBenchmarks.name}) like ${prefixPattern(q.search)}`);
  if (q.company_id === "none") conditions.push(sql`${roleBenchmarks.companyId} is null`);
  else if (q.company_id !== undefined) conditions.push(eq(roleBenchmarks.companyId, q.company_id));
  const where = and(...conditions);
  const direction = q.order_by === "desc" ? desc : asc;
  const order: Record<BenchmarkSearch["sort_by"], SQL[]> = {
    name: [direction(sql`lower(${roleBenchmarks.name})`)],
    company: [sql`lower(${companies.name}) ${sql.raw(q.order_by)} nulls first`],
    updated_at: [direction(roleBenchmarks.updatedAt)],
    created_at: [direction(roleBenchmarks.createdAt)],
  };
  return paginate(
    benchmarkQuery(db)
      .where(where)
      .orderBy(...order[q.sort_by], direction(roleBenchmarks.id)),
    db
      .select({ total: count() })
      .from(roleBenchmarks)
      .leftJoin(companies, eq(companies.id, roleBenchmarks.companyId))
      .where(where),
    q,
    toBenchmarkJson,
  );
}
