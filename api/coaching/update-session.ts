import { eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { coachingSessions } from "../../server/db/schema/index";
import type { SessionInput, SessionJson } from "./contract";
import { findSession, requireSessionEditor, toSessionJson } from "./model";

/** PUT /coaching/sessions/{id}: whoever held the session (or a super admin) changes its date and notes. */
export async function updateSession(db: Database, actor: Actor, id: number, input: SessionInput): Promise<SessionJson> {
  const { session } = await findSession(db, actor, id);
  requireSessionEditor(actor, session);
  await db
    .update(coachingSessions)
    .set({ heldOn: input.held_on, notes: input.notes, updatedAt: new Date() })
    .where(eq(coachingSessions.id, id));
  return toSessionJson(actor, await findSession(db, actor, id));
}
