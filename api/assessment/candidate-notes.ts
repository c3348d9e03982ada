import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../db/client";
import { candidateNotes, companies, surveyResults, users } from "../db/schema/index";
import { ApiError } from "../http/errors";
import { companiesInScope } from "../services/scope";
import { findSurveyResultInScope } from "./find-survey-result";
import type { NoteJson } from "./results-contracts";

const noteColumns = {
  note: candidateNotes,
  author: { id: users.id, first: users.first, last: users.last },
};

const mayEdit = (actor: Actor, note: { authorUserId: number | null }) =>
  note.authorUserId === actor.id || actor.role === "SUPER_ADMIN";

function toNoteJson(
  actor: Actor,
  row: { note: typeof candidateNotes.$inferSelect; author: NoteJson["author"] },
): NoteJson {
  return {
    id: row.note.id,
    survey_result_id: row.note.surveyResultId,
    body: row.note.body,
    author: row.author,
    created_at: row.note.createdAt.toISOString(),
    updated_at: row.note.updatedAt.toISOString(),
    can_edit: mayEdit(actor, row.note),
  };
}

/** A note whose survey result lies in the actor's scope (404 otherwise); `deleted` picks live or deleted notes. */
async function findNote(db: Database, actor: Actor, id: number, deleted = false) {
  const [row] = await db
    .select(noteColumns)
    .from(candidateNotes)
    .innerJoin(surveyResults, eq(surveyResults.id, candidateNotes.surveyResultId))
    .innerJoin(companies, eq(companies.id, surveyResults.companyId))
    .leftJoin(users, eq(users.id, candidateNotes.authorUserId))
    .where(
      and(
        eq(candidateNotes.id, id),
        companiesInScope(actor),
        deleted ? isNotNull(candidateNotes.deletedAt) : isNull(candidateNotes.deletedAt),
      ),
    );
  if (!row) throw ApiError.notFound("Note not found");
  return row;
}

function requireEditor(actor: Actor, note: { authorUserId: number | null }) {
  if (!mayEdit(actor, note)) throw ApiError.forbidden("Only the note's author can change it");
}

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

/** POST /candidate-notes?surveyResultId= */
export async function createNote(db: Database, actor: Actor, surveyResultId: number, body: string): Promise<NoteJson> {
  const result = await findSurveyResultInScope(db, actor, surveyResultId);
  const [note] = await db
    .insert(candidateNotes)
    .values({ surveyResultId: result.id, authorUserId: actor.id, body })
    .returning();
  return toNoteJson(actor, await findNote(db, actor, note.id));
}

/** PUT /candidate-notes/{id}: the author (or a super admin) changes its text. */
export async function updateNote(db: Database, actor: Actor, id: number, body: string): Promise<NoteJson> {
  const { note } = await findNote(db, actor, id);
  requireEditor(actor, note);
  await db.update(candidateNotes).set({ body, updatedAt: new Date() }).where(eq(candidateNotes.id, id));
  return toNoteJson(actor, await findNote(db, actor, id));
}

/** DELETE /candidate-notes/{id}: hidden at once, kept so that Undo can bring it back. */
export async function deleteNote(db: Database, actor: Actor, id: number): Promise<NoteJson> {
  const row = await findNote(db, actor, id);
  requireEditor(actor, row.note);
  await db.update(candidateNotes).set({ deletedAt: new Date() }).where(eq(candidateNotes.id, id));
  return toNoteJson(actor, row);
}

/** POST /candidate-notes/{id}/restore: Undo of a delete. */
export async function restoreNote(db: Database, actor: Actor, id: number): Promise<NoteJson> {
  const { note } = await findNote(db, actor, id, true);
  requireEditor(actor, note);
  await db.update(candidateNotes).set({ deletedAt: null }).where(eq(candidateNotes.id, id));
  return toNoteJson(actor, await findNote(db, actor, id));
}
