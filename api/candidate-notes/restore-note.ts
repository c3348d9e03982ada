import { eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { candidateNotes } from "../../server/db/schema/index";
import type { NoteJson } from "./contract";
import { findNote, requireEditor, toNoteJson } from "./model";

/** POST /candidate-notes/{id}/restore: Undo of a delete. */
export async function restoreNote(db: Database, actor: Actor, id: number): Promise<NoteJson> {
  const { note } = await findNote(db, actor, id, true);
  requireEditor(actor, note);
  await db.update(candidateNotes).set({ deletedAt: null }).where(eq(candidateNotes.id, id));
  return toNoteJson(actor, await findNote(db, actor, id));
}
