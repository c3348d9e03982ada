import { and, eq, sql } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { companies, jobs } from "../../server/db/schema/index";
import { t, visible } from "./model";

/**
 * DELETE /job-application-templates/clean-tests: every test template (is_test) in scope that no real job uses.
 * Test jobs go first through DELETE /jobs/clean-tests; a test template a real job still uses is kept and counted.
 */
export async function cleanTestTemplates(db: Database, actor: Actor): Promise<{ deleted: number; kept: number }> {
  return db.transaction(async (tx) => {
    const candidates = await tx
      .select({
        id: t.id,
        jobCount: sql<number>`(select count(*)::int from ${jobs} where ${jobs.templateId} = ${t.id})`,
      })
      .from(t)
      .leftJoin(companies, eq(companies.id, t.companyId))
      .where(and(eq(t.isTest, true), visible(actor)));
    const deletable = candidates.filter((c) => c.jobCount === 0).map((c) => c.id);
    for (const id of deletable) await tx.delete(t).where(eq(t.id, id));
    return { deleted: deletable.length, kept: candidates.length - deletable.length };
  });
}
