// Candidate notes (spec §7): anyone who sees a result reads and adds its notes; a note's author (or a super admin)
// edits and deletes it. A deleted note can be restored (the app's Undo).
import { z } from "zod";
import { dataOf, id, idParam, operation, timestamp } from "../http/contract";

export const notesQuery = z.object({ surveyResultId: id("a survey result id") });
/** POST takes the result from the query (`?surveyResultId=`) or, failing that, from the body. */
export const noteCreateQuery = z.object({ surveyResultId: id("a survey result id").optional() });
const noteBody = z
  .string({ error: "is required" })
  .trim()
  .min(1, "is required")
  .max(5000, "must be at most 5000 characters");
export const noteCreateInput = z
  .object({ body: noteBody, survey_result_id: id("a survey result id").optional() })
  .strict();
export const noteUpdateInput = z.object({ body: noteBody }).strict();

export const noteJson = z.object({
  id: z.number().int(),
  survey_result_id: z.number().int(),
  body: z.string(),
  author: z.object({ id: z.number().int(), first: z.string(), last: z.string() }).nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  /** Whether the caller may edit and delete it (its author, or a super admin). */
  can_edit: z.boolean(),
});
export type NoteJson = z.infer<typeof noteJson>;

export const candidateNotesContract = {
  list: operation({
    method: "GET",
    path: "/candidate-notes",
    summary: "A result's notes, oldest first",
    description: "Answers a result's notes, oldest first, with their authors.",
    access: "signed-in",
    query: notesQuery,
    response: dataOf(z.array(noteJson)),
    errors: [400, 404],
  }),
  create: operation({
    method: "POST",
    path: "/candidate-notes",
    summary: "Add a note to a result (`?surveyResultId=` or `survey_result_id` in the body)",
    description:
      "Adds a note by the caller to a result, named by the `surveyResultId` query or `survey_result_id` in the body.",
    access: "signed-in",
    query: noteCreateQuery,
    body: noteCreateInput,
    response: dataOf(noteJson),
    status: 201,
    errors: [400, 404],
  }),
  update: operation({
    method: "PUT",
    path: "/candidate-notes/:id",
    summary: "Change a note's text (its author or a super admin)",
    description: "Changes a note's text; only its author or a super admin may (403 otherwise).",
    access: "signed-in",
    params: idParam,
    body: noteUpdateInput,
    response: dataOf(noteJson),
    errors: [400, 403, 404],
  }),
  remove: operation({
    method: "DELETE",
    path: "/candidate-notes/:id",
    summary: "Delete a note (kept, so that it can be restored); answers the deleted note",
    description: "Marks a note deleted and answers it; it can be restored.",
    access: "signed-in",
    params: idParam,
    response: dataOf(noteJson),
    errors: [400, 403, 404],
  }),
  restore: operation({
    method: "POST",
    path: "/candidate-notes/:id/restore",
    summary: "Undo a note's deletion",
    description: "Restores a deleted note; only its author or a super admin may.",
    access: "signed-in",
    params: idParam,
    response: dataOf(noteJson),
    errors: [400, 403, 404],
  }),
};
