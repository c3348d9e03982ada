import { and, eq, inArray } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { companies, jobApplications, jobs } from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import { applicationFileKeys } from "./model";

/** DELETE /jobs/clean-tests: every test job in scope (is_test), with its applications. */
export async function cleanTestJobs(db: Database, actor: Actor): Promise<{ deleted: number; files: string[] }> {
  return db.transaction(async (tx) => {
    const ids = (
      await tx
        .select({ id: jobs.id })
        .from(jobs)
        .innerJoin(companies, eq(companies.id, jobs.companyId))
        .where(and(eq(jobs.isTest, true), companiesInScope(actor)))
    ).map((r) => r.id);
    if (ids.length === 0) return { deleted: 0, files: [] };
    const files = await applicationFileKeys(tx, inArray(jobApplications.jobId, ids));
    await tx.delete(jobs).where(inArray(jobs.id, ids));
    return { deleted: ids.length, files };
  });
}
