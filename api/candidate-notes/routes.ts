import { ApiError } from "../http/errors";
import { implement } from "../http/implement";
import type { ApiDeps } from "../http/deps";
import { candidateNotesContract } from "./contract";
import { createNote } from "./create-note";
import { deleteNote } from "./delete-note";
import { listNotes } from "./list-notes";
import { restoreNote } from "./restore-note";
import { updateNote } from "./update-note";

/** Candidate notes: GET and POST /candidate-notes?surveyResultId=, PUT and DELETE /candidate-notes/{id}, restore. */
export function candidateNotesFeature({ db }: ApiDeps) {
  return implement(candidateNotesContract, {
    list: async ({ auth, query }) => ({ data: await listNotes(db, auth.actor, query.surveyResultId) }),
    create: async ({ auth, query, body }) => {
      const surveyResultId = query.surveyResultId ?? body.survey_result_id;
      if (surveyResultId === undefined) throw ApiError.badRequest([{ path: "surveyResultId", message: "is required" }]);
      return { data: await createNote(db, auth.actor, surveyResultId, body.body) };
    },
    update: async ({ auth, params, body }) => ({ data: await updateNote(db, auth.actor, params.id, body.body) }),
    remove: async ({ auth, params }) => ({ data: await deleteNote(db, auth.actor, params.id) }),
    restore: async ({ auth, params }) => ({ data: await restoreNote(db, auth.actor, params.id) }),
  });
}
