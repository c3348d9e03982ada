// The instant interview: after the assessment, a candidate whose role has a benchmark (interview after
// benchmark) or who applied for a job (interview after application) answers a few gap questions in writing, by the
// assessment's uuid. Answers save as they are typed and read back after a reload; a submit ends it; the answers
// reach the candidate's interview on the report. The interviewer's "listen for" never reaches the candidate.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import * as schema from "../../../server/db/schema/index";
import { startInstantInterview } from "../../../api/instant-interviews/start";
import { HARBOR_OWNER, startStaffApi, SUMMIT_OWNER, type StaffApi } from "../assessment/staff-api";

let s: StaffApi;

beforeAll(async () => {
  s = await startStaffApi();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function pub(method: string, path: string, json?: unknown): Promise<{ status: number; body: any }> {
  const res = await s.api.fetch(path, { method, json });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** Submitted, scored and open assessments of a Harbor Dental role. */
const open = (role: string) =>
  s.resultIds(
    "harbor-dental",
    (r) => r.scores !== null && r.submittedAt !== null && r.archivedAt === null && r.roleName === role,
  );

const result = async (id: number) =>
  (await s.database.db.select().from(schema.surveyResults).where(eq(schema.surveyResults.id, id)))[0];

describe("instant interview after benchmark", () => {
  let uuid: string;
  let resultId: number;
  beforeAll(async () => {
    [, resultId] = await open("Hygienist");
    uuid = (await result(resultId)).uuid;
  });

  test("nothing to open before it is started (404)", async () => {
    expect((await pub("GET", `/instant-interviews/${uuid}`)).status).toBe(404);
  });

  test("starts with 3–5 questions, answers save and read back, submit ends it", async () => {
    const started = await pub("POST", `/instant-interviews/${uuid}/start`);
    expect(started.status).toBe(200);
    const { questions } = started.body.data;
    expect(questions.length).toBeGreaterThanOrEqual(3);
    expect(questions.length).toBeLessThanOrEqual(5);
    expect(JSON.stringify(started.body.data)).not.toMatch(/listen/i);
    expect(started.body.data.submitted_at).toBeNull();
    // Starting again (a reload of the thank-you page) answers the same interview.
    expect((await pub("POST", `/instant-interviews/${uuid}/start`)).body.data.questions).toEqual(questions);

    const [first, second] = questions;
    const saved = await pub("PUT", `/instant-interviews/${uuid}/answers`, {
      answers: [{ question_key: first.key, answer: "At my last clinic we had a power cut during a procedure…" }],
    });
    expect(saved.status).toBe(200);
    // A later save of another question keeps the first; a save of the same question replaces it.
    await pub("PUT", `/instant-interviews/${uuid}/answers`, {
      answers: [
        { question_key: second.key, answer: "I keep a checklist." },
        { question_key: first.key, answer: "At my last clinic we had a power cut during a procedure." },
      ],
    });
    const reloaded = await pub("GET", `/instant-interviews/${uuid}`);
    expect(reloaded.body.data.answers.slice(0, 2)).toEqual([
      { question_key: first.key, answer: "At my last clinic we had a power cut during a procedure." },
      { question_key: second.key, answer: "I keep a checklist." },
    ]);

    const early = await pub("POST", `/instant-interviews/${uuid}/submit`);
    expect(early.status).toBe(422);
    expect(early.body.message).toBe("Answer every question before submitting");
    expect(early.body.errors[0]).toEqual({ path: "answers.2.answer", message: "is required" });

    await pub("PUT", `/instant-interviews/${uuid}/answers`, {
      answers: questions.slice(2).map((q: { key: string }) => ({ question_key: q.key, answer: "An example." })),
    });
    const submitted = await pub("POST", `/instant-interviews/${uuid}/submit`);
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.submitted_at).not.toBeNull();
    const late = await pub("PUT", `/instant-interviews/${uuid}/answers`, {
      answers: [{ question_key: first.key, answer: "Changed my mind" }],
    });
    expect(late.status).toBe(409);

    // The answers are on the candidate's interview, for the company only.
    const interview = await s.call(HARBOR_OWNER, "GET", `/custom-interview-questions/notes/${resultId}`);
    expect(interview.body.data.instant_interview).toMatchObject({
      reason: "benchmark",
      link: `/instant-interview?id=${uuid}`,
    });
    expect(interview.body.data.instant_interview.submitted_at).not.toBeNull();
    expect(interview.body.data.instant_interview.answers[1]).toEqual({
      question_key: second.key,
      question: second.text,
      answer: "I keep a checklist.",
    });
    expect((await s.call(SUMMIT_OWNER, "GET", `/custom-interview-questions/notes/${resultId}`)).status).toBe(404);
  });

  test("validates saved answers: unknown keys, length, shape", async () => {
    const other = (await open("Hygienist"))[2];
    const otherUuid = (await result(other)).uuid;
    await pub("POST", `/instant-interviews/${otherUuid}/start`);
    const unknown = await pub("PUT", `/instant-interviews/${otherUuid}/answers`, {
      answers: [{ question_key: "custom:999999", answer: "x" }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([
      { path: "answers.0.question_key", message: "is not a question of this interview" },
    ]);
    const long = await pub("PUT", `/instant-interviews/${otherUuid}/answers`, {
      answers: [{ question_key: "gap:neuroticism:high:1", answer: "x".repeat(5001) }],
    });
    expect(long.body.errors).toEqual([{ path: "answers.0.answer", message: "must be at most 5000 characters" }]);
    const none = await pub("PUT", `/instant-interviews/${otherUuid}/answers`, { answers: [] });
    expect(none.body.errors).toEqual([{ path: "answers", message: "must hold at least one answer" }]);
    expect((await pub("GET", "/instant-interviews/not-a-uuid")).body.errors).toEqual([
      { path: "uuid", message: "is not a valid assessment id" },
    ]);
    expect((await pub("GET", "/instant-interviews/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});

describe("instant interview after application", () => {
  // Without a benchmark for the job or the role there are no gap questions (never another role's benchmark): the
  // company's own questions are what such a candidate is asked.
  beforeAll(async () => {
    await s.database.db
      .insert(schema.customInterviewQuestions)
      .values(
        ["What drew you to this job?", "Tell us about a busy day you handled well.", "How do you like to learn?"].map(
          (text) => ({ companyId: s.companyIds["harbor-dental"], text }),
        ),
      );
  });

  test("an applicant to a job with no benchmark, for a role with none, gets the company's own questions (never another role's benchmark)", async () => {
    // A Receptionist (no benchmark of that name) who applied for a job at Harbor Dental.
    const [id] = await open("Receptionist");
    const row = await result(id);
    const [job] = await s.database.db
      .insert(schema.jobs)
      .values({ companyId: row.companyId, title: "Front desk", status: "published" })
      .returning();
    await s.database.db
      .insert(schema.jobApplications)
      .values({ jobId: job.id, surveyResultId: id, first: row.first, last: row.last, email: row.email });
    const started = await pub("POST", `/instant-interviews/${row.uuid}/start`);
    expect(started.status).toBe(200);
    expect(started.body.data.questions.length).toBeGreaterThanOrEqual(3);
    const interview = await s.call(HARBOR_OWNER, "GET", `/custom-interview-questions/notes/${id}`);
    expect(interview.body.data.instant_interview.reason).toBe("application");
    expect(interview.body.data.benchmark_source).toBeNull();
    expect(interview.body.data.benchmark_reason).toBe("no benchmark for the job Front desk or the role Receptionist");
    expect(started.body.data.questions.every((q: { key: string }) => q.key.startsWith("custom:"))).toBe(true);
  });

  test("no trigger applies: an unsubmitted assessment, or a role without benchmark and no application (404)", async () => {
    // An assessment not submitted yet has no scores to ask about.
    const [unfinished] = await s.database.db
      .insert(schema.surveyResults)
      .values({
        companyId: s.companyIds["harbor-dental"],
        roleName: "Hygienist",
        first: "Una",
        last: "Finished",
        email: "una@example.test",
        consentAt: new Date(),
      })
      .returning({ id: schema.surveyResults.id });
    expect((await pub("POST", `/instant-interviews/${(await result(unfinished.id)).uuid}/start`)).status).toBe(404);
    const [plain] = await open("Office Manager");
    expect((await pub("POST", `/instant-interviews/${(await result(plain)).uuid}/start`)).status).toBe(404);
  });

  test("other features start one for a result and get its link", async () => {
    const [id] = await open("Office Manager");
    const started = await startInstantInterview(s.database.db, id, "campaign");
    expect(started).toEqual({
      link: `/instant-interview?id=${(await result(id)).uuid}`,
      uuid: (await result(id)).uuid,
    });
    expect((await pub("GET", started!.link.replace("/instant-interview?id=", "/instant-interviews/"))).status).toBe(
      200,
    );
  });
});
