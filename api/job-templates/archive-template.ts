import { eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import type { TemplateJson } from "./contract";
import { findTemplate, t } from "./model";

/** Archives a template: jobs that use it keep it; it is no longer offered for new jobs. */
export async function archiveTemplate(db: Database, actor: Actor, id: number): Promise<TemplateJson> {
  const current = await findTemplate(db, actor, id);
  if (!current.archived_at) {
    await db
      .update(t)
      .set({ archivedAt: new Date(), archivedByUserId: actor.id, updatedAt: new Date(), updatedByUserId: actor.id })
      .where(eq(t.id, id));
  }
  return findTemplate(db, actor, id);
}
