// Blind grading of instant-interview answers: staff with the hiring pipeline permission score each written answer
// 1–4 from a payload without the candidate's name, e-mail, photo or resume; the other graders' scores show only
// after one's own; another company's staff find nothing (404) and staff without the permission are refused (403).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import * as schema from "../../../server/db/schema/index";
import { startInstantInterview } from "../../../api/instant-interviews/start";
import { HARBOR_OWNER, HARBOR_USER, startStaffApi, SUMMIT_OWNER, type StaffApi } from "../assessment/staff-api";

const RECRUITER = "recruiter@harbor-dental.test";

let s: StaffApi;
let interviewId: number;
let candidate: typeof schema.surveyResults.$inferSelect;
let keys: string[];

beforeAll(async () => {
  s = await startStaffApi();
  const [resultId] = await s.resultIds(
    "harbor-dental",
    (r) => r.scores !== null && r.submittedAt !== null && r.archivedAt === null && r.roleName === "Hygienist",
  );
  [candidate] = await s.database.db.select().from(schema.surveyResults).where(eq(schema.surveyResults.id, resultId));
  await startInstantInterview(s.database.db, resultId, "campaign");
  const started = await (await s.api.fetch(`/instant-interviews/${candidate.uuid}`)).json();
  keys = started.data.questions.map((q: { key: string }) => q.key);
  await s.api.fetch(`/instant-interviews/${candidate.uuid}/answers`, {
    method: "PUT",
    json: {
      answers: keys.map((key, i) => ({ question_key: key, answer: `Answer number ${i + 1}, with an example.` })),
    },
  });
  expect((await s.api.fetch(`/instant-interviews/${candidate.uuid}/submit`, { method: "POST" })).status).toBe(200);
  [{ id: interviewId }] = await s.database.db
    .select({ id: schema.instantInterviews.id })
    .from(schema.instantInterviews)
    .where(eq(schema.instantInterviews.surveyResultId, resultId));
}, 120_000);
afterAll(async () => {
  await s?.close();
});

/** The payload must not name the candidate: neither name, nor e-mail, nor a photo or resume field. */
function expectBlind(body: unknown) {
  const json = JSON.stringify(body);
  expect(json).not.toContain(candidate.email);
  expect(json.toLowerCase()).not.toContain(candidate.email.toLowerCase());
  expect(json).not.toContain(candidate.first);
  expect(json).not.toContain(candidate.last);
  expect(json).not.toMatch(/photo|resume|avatar|uuid/i);
}

describe("blind grading", () => {
  test("the queue and the answer set carry no name, e-mail, photo or resume", async () => {
    const list = await s.call(HARBOR_OWNER, "GET", "/interview-grading");
    expect(list.status).toBe(200);
    expect(list.body.data).toContainEqual({
      id: interviewId,
      submitted_at: expect.any(String),
      answers: keys.length,
      graded_by_me: 0,
    });
    expectBlind(list.body);

    const set = await s.call(HARBOR_OWNER, "GET", `/interview-grading/${interviewId}`);
    expect(set.status).toBe(200);
    expect(set.body.data.answers).toHaveLength(keys.length);
    expect(set.body.data.answers[0]).toMatchObject({
      question_key: keys[0],
      answer: "Answer number 1, with an example.",
      my_score: null,
      other_scores: null,
    });
    expectBlind(set.body);
  });

  test("a score is saved per grader; others' scores show only after one's own", async () => {
    const first = await s.call(HARBOR_OWNER, "PUT", `/interview-grading/${interviewId}/grades`, {
      question_key: keys[0],
      score: 3,
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ question_key: keys[0], my_score: 3, other_scores: [] });
    expectBlind(first.body);

    // The recruiter has not scored it yet: the owner's 3 is not shown.
    const before = await s.call(RECRUITER, "GET", `/interview-grading/${interviewId}`);
    expect(before.body.data.answers[0]).toMatchObject({ my_score: null, other_scores: null });
    const own = await s.call(RECRUITER, "PUT", `/interview-grading/${interviewId}/grades`, {
      question_key: keys[0],
      score: 1,
    });
    expect(own.body.data).toMatchObject({ my_score: 1, other_scores: [3] });

    // Scoring again replaces one's own score.
    const again = await s.call(HARBOR_OWNER, "PUT", `/interview-grading/${interviewId}/grades`, {
      question_key: keys[0],
      score: 4,
    });
    expect(again.body.data).toMatchObject({ my_score: 4, other_scores: [1] });
    const list = await s.call(HARBOR_OWNER, "GET", "/interview-grading");
    expect(list.body.data.find((a: { id: number }) => a.id === interviewId).graded_by_me).toBe(1);

    const audit = await s.database.db
      .select()
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.action, "interview_answer.grade"));
    expect(audit).toHaveLength(3);
    expect(audit.every((a) => !a.summary.includes(candidate.first) && !a.summary.includes(candidate.email))).toBe(true);

    // The grades are the person's data: their export holds both graders' scores.
    const exported = await s.call(HARBOR_OWNER, "GET", `/data-rights/survey-results/${candidate.id}/export`);
    expect(exported.status).toBe(200);
    const grades = exported.body.data.tables.interview_answer_grades as { score: number }[];
    expect(grades.map((g) => g.score).sort()).toEqual([1, 4]);
  });

  test("bad input is a 400 with the field's message", async () => {
    const outOfRange = await s.call(HARBOR_OWNER, "PUT", `/interview-grading/${interviewId}/grades`, {
      question_key: keys[0],
      score: 5,
    });
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body.errors).toEqual([{ path: "score", message: "must be a whole number from 1 to 4" }]);
    const unknown = await s.call(HARBOR_OWNER, "PUT", `/interview-grading/${interviewId}/grades`, {
      question_key: "custom:999999",
      score: 2,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ path: "question_key", message: "is not a question of this interview" }]);
    expect((await s.call(HARBOR_OWNER, "GET", "/interview-grading/not-an-id")).status).toBe(400);
  });

  test("another company's staff find nothing (404); staff without the pipeline permission are refused (403)", async () => {
    expect((await s.call(SUMMIT_OWNER, "GET", `/interview-grading/${interviewId}`)).status).toBe(404);
    expect(
      (
        await s.call(SUMMIT_OWNER, "PUT", `/interview-grading/${interviewId}/grades`, {
          question_key: keys[0],
          score: 2,
        })
      ).status,
    ).toBe(404);
    const foreignList = await s.call(SUMMIT_OWNER, "GET", "/interview-grading");
    expect(foreignList.body.data.map((a: { id: number }) => a.id)).not.toContain(interviewId);
    expect(
      (await s.call(SUMMIT_OWNER, "GET", `/interview-grading?company_id=${s.companyIds["harbor-dental"]}`)).status,
    ).toBe(404);

    const refused = await s.call(HARBOR_USER, "GET", `/interview-grading/${interviewId}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Only staff with the hiring pipeline permission grade answers");
    expect(
      (
        await s.call(HARBOR_USER, "PUT", `/interview-grading/${interviewId}/grades`, {
          question_key: keys[0],
          score: 2,
        })
      ).status,
    ).toBe(403);
    expect((await s.call(HARBOR_USER, "GET", "/interview-grading")).status).toBe(403);
  });

  test("an instant interview not yet submitted is not in the queue and cannot be graded", async () => {
    const [other] = await s.resultIds(
      "harbor-dental",
      (r) =>
        r.scores !== null &&
        r.submittedAt !== null &&
        r.archivedAt === null &&
        r.roleName === "Hygienist" &&
        r.id !== candidate.id,
    );
    await startInstantInterview(s.database.db, other, "campaign");
    const [row] = await s.database.db
      .select({ id: schema.instantInterviews.id })
      .from(schema.instantInterviews)
      .where(eq(schema.instantInterviews.surveyResultId, other));
    expect((await s.call(HARBOR_OWNER, "GET", `/interview-grading/${row.id}`)).status).toBe(404);
    const list = await s.call(HARBOR_OWNER, "GET", "/interview-grading");
    expect(list.body.data.map((a: { id: number }) => a.id)).not.toContain(row.id);
  });
});
