// Candidate notes: anyone who sees a result reads and adds its notes; the author (or a super admin) edits and
// deletes them; a delete can be undone; a foreign result's notes are not found.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { HARBOR_OWNER, HARBOR_USER, startStaffApi, SUMMIT_OWNER, SUPER_ADMIN, type StaffApi } from "./staff-api";

let s: StaffApi;
let resultId: number;

beforeAll(async () => {
  s = await startStaffApi();
  [resultId] = await s.resultIds("harbor-dental");
}, 120_000);
afterAll(async () => {
  await s?.close();
});

describe("candidate notes", () => {
  test("add, list, edit, delete and undo the delete", async () => {
    const created = await s.call(HARBOR_OWNER, "POST", `/candidate-notes?surveyResultId=${resultId}`, {
      body: "  Strong interview.  ",
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      survey_result_id: resultId,
      body: "Strong interview.",
      can_edit: true,
      author: { first: "Olivia" },
    });
    const noteId = created.body.data.id;
    await s.call(HARBOR_USER, "POST", "/candidate-notes", {
      survey_result_id: resultId,
      body: "Called back on Monday.",
    });

    const list = await s.call(HARBOR_USER, "GET", `/candidate-notes?surveyResultId=${resultId}`);
    expect(list.body.data.map((n: { body: string; can_edit: boolean }) => [n.body, n.can_edit])).toEqual([
      ["Strong interview.", false],
      ["Called back on Monday.", true],
    ]);

    const edited = await s.call(HARBOR_OWNER, "PUT", `/candidate-notes/${noteId}`, {
      body: "Strong second interview.",
    });
    expect(edited.body.data.body).toBe("Strong second interview.");

    const deleted = await s.call(HARBOR_OWNER, "DELETE", `/candidate-notes/${noteId}`);
    expect(deleted.status).toBe(200);
    const afterDelete = await s.call(HARBOR_OWNER, "GET", `/candidate-notes?surveyResultId=${resultId}`);
    expect(afterDelete.body.data.map((n: { id: number }) => n.id)).not.toContain(noteId);
    expect((await s.call(HARBOR_OWNER, "PUT", `/candidate-notes/${noteId}`, { body: "x" })).status).toBe(404);

    const restored = await s.call(HARBOR_OWNER, "POST", `/candidate-notes/${noteId}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({
      id: noteId,
      body: "Strong second interview.",
      created_at: created.body.data.created_at,
    });
    const afterUndo = await s.call(HARBOR_OWNER, "GET", `/candidate-notes?surveyResultId=${resultId}`);
    expect(afterUndo.body.data[0].id).toBe(noteId);
  });

  test("only the author or a super admin changes a note (403 for a colleague)", async () => {
    const { body } = await s.call(HARBOR_OWNER, "POST", `/candidate-notes?surveyResultId=${resultId}`, {
      body: "Mine.",
    });
    expect((await s.call(HARBOR_USER, "PUT", `/candidate-notes/${body.data.id}`, { body: "Yours now." })).status).toBe(
      403,
    );
    expect((await s.call(HARBOR_USER, "DELETE", `/candidate-notes/${body.data.id}`)).status).toBe(403);
    expect((await s.call(SUPER_ADMIN, "PUT", `/candidate-notes/${body.data.id}`, { body: "Moderated." })).status).toBe(
      200,
    );
  });

  test("a foreign result's notes are not found, read or written", async () => {
    const { body } = await s.call(HARBOR_OWNER, "POST", `/candidate-notes?surveyResultId=${resultId}`, {
      body: "Private.",
    });
    expect((await s.call(SUMMIT_OWNER, "GET", `/candidate-notes?surveyResultId=${resultId}`)).status).toBe(404);
    expect(
      (await s.call(SUMMIT_OWNER, "POST", `/candidate-notes?surveyResultId=${resultId}`, { body: "Hi" })).status,
    ).toBe(404);
    expect((await s.call(SUMMIT_OWNER, "PUT", `/candidate-notes/${body.data.id}`, { body: "Hi" })).status).toBe(404);
    expect((await s.call(SUMMIT_OWNER, "DELETE", `/candidate-notes/${body.data.id}`)).status).toBe(404);
  });

  test("validates the text and the result id", async () => {
    const empty = await s.call(HARBOR_OWNER, "POST", `/candidate-notes?surveyResultId=${resultId}`, { body: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ path: "body", message: "is required" }]);
    const noResult = await s.call(HARBOR_OWNER, "POST", "/candidate-notes", { body: "Where?" });
    expect(noResult.body.errors).toEqual([{ path: "surveyResultId", message: "is required" }]);
    const badId = await s.call(HARBOR_OWNER, "GET", "/candidate-notes?surveyResultId=abc");
    expect(badId.status).toBe(400);
  });
});
