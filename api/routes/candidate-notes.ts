import type { Router } from "express";
import { createNote, deleteNote, listNotes, restoreNote, updateNote } from "../assessment/candidate-notes";
import { idParam, noteCreateInput, notesQuery, noteUpdateInput } from "../assessment/results-contracts";
import { authOf } from "../http/authenticate";
import { ApiError, parseInput } from "../http/errors";
import { createRouter } from "../http/router";
import type { ApiDeps } from "../index";

/**
 * Candidate notes (spec §7): GET and POST /candidate-notes?surveyResultId=, PUT and DELETE /candidate-notes/{id}.
 * Anyone who sees a result reads and adds its notes; a note's author (or a super admin) edits and deletes it. A
 * deleted note can be restored (the app's Undo) through POST /candidate-notes/{id}/restore.
 */
export function candidateNotesRoutes({ db }: ApiDeps): Router {
  const router = createRouter();

  router.get("/candidate-notes", async (req, res) => {
    const { actor } = authOf(res);
    const { surveyResultId } = parseInput(notesQuery, req.query);
    res.json({ data: await listNotes(db, actor, surveyResultId) });
  });

  router.post("/candidate-notes", async (req, res) => {
    const { actor } = authOf(res);
    const { body, survey_result_id } = parseInput(noteCreateInput, req.body);
    const surveyResultId =
      req.query.surveyResultId !== undefined ? parseInput(notesQuery, req.query).surveyResultId : survey_result_id;
    if (surveyResultId === undefined) throw ApiError.badRequest([{ path: "surveyResultId", message: "is required" }]);
    res.status(201).json({ data: await createNote(db, actor, surveyResultId, body) });
  });

  router.put("/candidate-notes/:id", async (req, res) => {
    const { actor } = authOf(res);
    const { id } = parseInput(idParam, req.params);
    const { body } = parseInput(noteUpdateInput, req.body);
    res.json({ data: await updateNote(db, actor, id, body) });
  });

  router.delete("/candidate-notes/:id", async (req, res) => {
    const { actor } = authOf(res);
    const { id } = parseInput(idParam, req.params);
    res.json({ data: await deleteNote(db, actor, id) });
  });

  router.post("/candidate-notes/:id/restore", async (req, res) => {
    const { actor } = authOf(res);
    const { id } = parseInput(idParam, req.params);
    res.json({ data: await restoreNote(db, actor, id) });
  });

  return router;
}
