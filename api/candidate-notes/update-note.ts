import { eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { candidateNotes } from "../../server/db/schema/index";
import type { NoteJson } from "./contract";
import { findNote, requireEditor, toNoteJson } from "./model";

/** PUT /candidate-notes/{id}: the author (or a super admin) changes its text. */
export async function updateNote(db: Database, actor: Actor, id: number, body: string): Promise<NoteJson> {
  const { note } = await findNote(db, actor, id);
  requireEditor(actor, note);
  await db.update(candidateNotes).set({ body, updatedAt: new Date() }).where(eq(candidateNotes.id, id));
  return toNoteJson(actor, await findNote(db, actor, id));
}
