import { eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { jobApplications, jobs } from "../../server/db/schema/index";
import { applicationFileKeys, findJob } from "./model";

/**
 * Deletes a job with its applications and imports (the candidates they created stay, as assessments of the
 * company). Answers the file keys the applications held, for the caller to remove from storage.
 */
export async function deleteJob(db: Database, actor: Actor, id: number): Promise<string[]> {
  await findJob(db, actor, id);
  return db.transaction(async (tx) => {
    const files = await applicationFileKeys(tx, eq(jobApplications.jobId, id));
    await tx.delete(jobs).where(eq(jobs.id, id));
    return files;
  });
}
