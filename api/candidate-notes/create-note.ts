import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { candidateNotes } from "../../server/db/schema/index";
import { findSurveyResultInScope } from "../survey-results/model";
import type { NoteJson } from "./contract";
import { findNote, toNoteJson } from "./model";

/** POST /candidate-notes?surveyResultId= */
export async function createNote(db: Database, actor: Actor, surveyResultId: number, body: string): Promise<NoteJson> {
  const result = await findSurveyResultInScope(db, actor, surveyResultId);
  const [note] = await db
    .insert(candidateNotes)
    .values({ surveyResultId: result.id, authorUserId: actor.id, body })
    .returning();
  return toNoteJson(actor, await findNote(db, actor, note.id));
}
