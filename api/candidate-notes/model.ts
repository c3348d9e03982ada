import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { candidateNotes, companies, surveyResults, users } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import { companiesInScope } from "../db/tenant-scope";
import type { NoteJson } from "./contract";

export const noteColumns = {
  note: candidateNotes,
  author: { id: users.id, first: users.first, last: users.last },
};

const mayEdit = (actor: Actor, note: { authorUserId: number | null }) =>
  note.authorUserId === actor.id || actor.role === "SUPER_ADMIN";

export function toNoteJson(
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
export async function findNote(db: Database, actor: Actor, id: number, deleted = false) {
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

export function requireEditor(actor: Actor, note: { authorUserId: number | null }) {
  if (!mayEdit(actor, note)) throw ApiError.forbidden("Only the note's author can change it");
}
