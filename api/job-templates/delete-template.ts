import { eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../db/client";
import { ApiError } from "../http/errors";
import { findTemplate, t } from "./model";

/** Deletes a template no job uses; one in use answers 409 (archive it instead). */
export async function deleteTemplate(db: Database, actor: Actor, id: number): Promise<void> {
  const current = await findTemplate(db, actor, id);
  if (current.job_count > 0) {
    throw ApiError.conflict(`${current.job_count} job(s) use this template: archive it instead`);
  }
  await db.delete(t).where(eq(t.id, id));
}
