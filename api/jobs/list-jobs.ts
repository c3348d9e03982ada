import { and, desc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { jobs } from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import type { JobListQuery } from "./contract";
import { jobRows, toJobJson } from "./model";

/** GET /jobs: every job in scope (for the board), newest first, with the given filters. */
export async function listJobs(db: Database, actor: Actor, q: JobListQuery) {
  const conditions: (SQL | undefined)[] = [companiesInScope(actor)];
  if (!q.include_archived) conditions.push(isNull(jobs.archivedAt));
  if (!q.include_tests) conditions.push(eq(jobs.isTest, false));
  if (q.company_id !== undefined) conditions.push(eq(jobs.companyId, q.company_id));
  if (q.status?.length) conditions.push(inArray(jobs.status, q.status));
  const { query } = jobRows(db);
  const rows = await query
    .where(and(...conditions))
    .orderBy(desc(jobs.updatedAt), desc(jobs.id))
    .limit(1000);
  return rows.map(toJobJson);
}
