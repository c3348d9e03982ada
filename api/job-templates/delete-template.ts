import { eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import { plural, pluralForm } from "../../domain/text";
import type { Database } from "../../server/db/client";
import { ApiError } from "../http/errors";
import { findTemplate, t } from "./model";

/** Deletes a template no job uses; one in use answers 409 (archive it instead). */
export async function deleteTemplate(db: Database, actor: Actor, id: number): Promise<void> {
  const current = await findTemplate(db, actor, id);
  if (current.job_count > 0) {
    throw ApiError.conflict(
      `${plural(current.job_count, "job")} ${pluralForm(current.job_count, "uses", "use")} this template: archive it instead`,
    );
  }
  await db.delete(t).where(eq(t.id, id));
}
