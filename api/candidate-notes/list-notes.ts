import { and, asc, eq, isNull } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { candidateNotes, users } from "../../server/db/schema/index";
import { findSurveyResultInScope } from "../survey-results/model";
import type { NoteJson } from "./contract";
import { noteColumns, toNoteJson } from "./model";

/** GET /candidate-notes?surveyResultId=: a result's notes, oldest first. */
export async function listNotes(db: Database, actor: Actor, surveyResultId: number): Promise<NoteJson[]> {
  const result = await findSurveyResultInScope(db, actor, surveyResultId);
  const rows = await db
    .select(noteColumns)
    .from(candidateNotes)
    .leftJoin(users, eq(users.id, candidateNotes.authorUserId))
    .where(and(eq(candidateNotes.surveyResultId, result.id), isNull(candidateNotes.deletedAt)))
    .orderBy(asc(candidateNotes.createdAt), asc(candidateNotes.id));
  return rows.map((row) => toNoteJson(actor, row));
}
