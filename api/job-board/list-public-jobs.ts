import { and, count, desc, eq, ilike, isNull, or, type SQL } from "drizzle-orm";
import { OPEN_STATUS } from "../../domain/jobs";
import type { Database } from "../../server/db/client";
import { containsPattern } from "../db/like";
import { paginate } from "../db/paginate";
import { companies, departments, jobs, locations } from "../../server/db/schema/index";
import type { PublicJobsQuery } from "./contract";
import { toPublicJson } from "./model";

/** GET /jobs/public: published jobs (not archived, not tests), newest first. */
export async function listPublicJobs(db: Database, q: PublicJobsQuery) {
  const conditions: (SQL | undefined)[] = [
    eq(jobs.status, OPEN_STATUS),
    isNull(jobs.archivedAt),
    eq(jobs.isTest, false),
  ];
  if (q.company_id !== undefined) conditions.push(eq(jobs.companyId, q.company_id));
  if (q.search) {
    const pattern = containsPattern(q.search);
    conditions.push(or(ilike(jobs.title, pattern), ilike(companies.name, pattern), ilike(locations.name, pattern)));
  }
  const where = and(...conditions);
  const base = () =>
    db
      .select({
        job: jobs,
        company: { name: companies.name, defaultLanguage: companies.defaultLanguage },
        location: locations.name,
        department: departments.name,
      })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .leftJoin(locations, eq(locations.id, jobs.locationId))
      .leftJoin(departments, eq(departments.id, jobs.departmentId));
  return paginate(
    base().where(where).orderBy(desc(jobs.publishedAt), desc(jobs.id)),
    db
      .select({ total: count() })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .leftJoin(locations, eq(locations.id, jobs.locationId))
      .where(where),
    q,
    toPublicJson,
  );
}
