import { eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { jobs } from "../../server/db/schema/index";
import type { JobJson } from "./contract";
import { findJob } from "./model";

/** Archives a job: off the job board and out of searches unless include_archived. Archiving twice is a no-op. */
export async function archiveJob(db: Database, actor: Actor, id: number): Promise<JobJson> {
  const job = await findJob(db, actor, id);
  if (!job.archived_at) {
    await db
      .update(jobs)
      .set({ archivedAt: new Date(), archivedByUserId: actor.id, updatedAt: new Date(), updatedByUserId: actor.id })
      .where(eq(jobs.id, id));
  }
  return findJob(db, actor, id);
}
