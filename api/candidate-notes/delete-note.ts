import { eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { candidateNotes } from "../../server/db/schema/index";
import type { NoteJson } from "./contract";
import { findNote, requireEditor, toNoteJson } from "./model";

/** DELETE /candidate-notes/{id}: hidden at once, kept so that Undo can bring it back. */
export async function deleteNote(db: Database, actor: Actor, id: number): Promise<NoteJson> {
  const row = await findNote(db, actor, id);
  requireEditor(actor, row.note);
  await db.update(candidateNotes).set({ deletedAt: new Date() }).where(eq(candidateNotes.id, id));
  return toNoteJson(actor, row);
}
