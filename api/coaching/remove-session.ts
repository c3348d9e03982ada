import { eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { coachingSessions } from "../../server/db/schema/index";
import type { SessionJson } from "./contract";
import { findSession, requireSessionEditor, toSessionJson } from "./model";

/** DELETE /coaching/sessions/{id}: answers the deleted session, so that Undo can record it again. */
export async function removeSession(db: Database, actor: Actor, id: number): Promise<SessionJson> {
  const row = await findSession(db, actor, id);
  requireSessionEditor(actor, row.session);
  await db.delete(coachingSessions).where(eq(coachingSessions.id, id));
  return toSessionJson(actor, row);
}
