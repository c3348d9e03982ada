import { and, asc, count, eq, ilike, isNull, sql, type SQL } from "drizzle-orm";
import { OPEN_STATUS } from "../../domain/jobs";
import type { Database } from "../../server/db/client";
import { containsPattern } from "../db/like";
import { paginate } from "../db/paginate";
import { companies, jobs } from "../../server/db/schema/index";
import type { PublicCompaniesQuery, PublicCompanyJson } from "./contract";
import { languageOf } from "./model";

/**
 * GET /companies/public (spec §7 Companies "public list"): the companies that advertise open jobs on the public
 * board, by name, with how many; the board filters by them. A company without an open, listed job is not public.
 */
export async function listPublicCompanies(db: Database, q: PublicCompaniesQuery) {
  const conditions: (SQL | undefined)[] = [
    eq(jobs.status, OPEN_STATUS),
    isNull(jobs.archivedAt),
    eq(jobs.isTest, false),
  ];
  if (q.search) conditions.push(ilike(companies.name, containsPattern(q.search)));
  const where = and(...conditions);
  const openJobs = count(jobs.id);
  return paginate(
    db
      .select({
        id: companies.id,
        name: companies.name,
        open_jobs: openJobs,
        defaultLanguage: companies.defaultLanguage,
      })
      .from(companies)
      .innerJoin(jobs, eq(jobs.companyId, companies.id))
      .where(where)
      .groupBy(companies.id, companies.name, companies.defaultLanguage)
      .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id)),
    db
      .select({ total: sql<number>`count(distinct ${companies.id})`.mapWith(Number) })
      .from(companies)
      .innerJoin(jobs, eq(jobs.companyId, companies.id))
      .where(where),
    q,
    ({ defaultLanguage, ...row }): PublicCompanyJson => ({ ...row, default_language: languageOf(defaultLanguage) }),
  );
}
