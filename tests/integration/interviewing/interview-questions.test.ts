// Interview questions: a company's own questions (owners manage them, colleagues read them), and a
// candidate's interview: gap questions against a role benchmark merged with the company's, notes and a 1–5 rating
// per question, the guide as a PDF holding them and the written answers; another company's candidate and questions
// are not found.
import { and, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import * as schema from "../../../server/db/schema/index";
import {
  HARBOR_OWNER,
  HARBOR_USER,
  startStaffApi,
  SUMMIT_OWNER,
  SUPER_ADMIN,
  type StaffApi,
} from "../assessment/staff-api";

let s: StaffApi;
let resultId: number;

beforeAll(async () => {
  s = await startStaffApi();
  // A scored Harbor Dental hygienist: the benchmark "Dental hygienist" matches the role.
  [resultId] = await s.resultIds("harbor-dental", (r) => r.scores !== null && r.roleName === "Hygienist");
}, 120_000);
afterAll(async () => {
  await s?.close();
});

type Question = { key: string; kind: string; text: string; reason: string | null; note: unknown };

describe("custom interview questions", () => {
  test("an owner adds, changes and deletes them; colleagues read them; each change is audited", async () => {
    const created = await s.call(HARBOR_OWNER, "POST", "/custom-interview-questions", {
      text: "  Why do you want to work in dentistry?  ",
      listen_for: "Motivation beyond the pay",
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      company_id: s.companyIds["harbor-dental"],
      text: "Why do you want to work in dentistry?",
      listen_for: "Motivation beyond the pay",
    });
    const id = created.body.data.id;

    const listed = await s.call(HARBOR_USER, "GET", "/custom-interview-questions");
    expect(listed.body.data.map((q: { id: number }) => q.id)).toContain(id);

    const updated = await s.call(HARBOR_OWNER, "PUT", `/custom-interview-questions/${id}`, {
      text: "What drew you to dental care?",
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ text: "What drew you to dental care?", listen_for: null });

    expect((await s.call(HARBOR_OWNER, "DELETE", `/custom-interview-questions/${id}`)).status).toBe(204);
    const after = await s.call(HARBOR_OWNER, "GET", "/custom-interview-questions");
    expect(after.body.data.map((q: { id: number }) => q.id)).not.toContain(id);

    const audit = await s.database.db
      .select({ action: schema.auditEvents.action, summary: schema.auditEvents.summary })
      .from(schema.auditEvents)
      .where(
        and(eq(schema.auditEvents.subjectType, "custom_interview_question"), eq(schema.auditEvents.subjectId, id)),
      );
    expect(audit.map((a) => a.action).sort()).toEqual([
      "interview_question.create",
      "interview_question.delete",
      "interview_question.update",
    ]);
    expect(audit.every((a) => !a.summary.includes("dent"))).toBe(true);
  });

  test("a company user may not change them (403); another company's question is not found (404)", async () => {
    expect((await s.call(HARBOR_USER, "POST", "/custom-interview-questions", { text: "Mine?" })).status).toBe(403);
    const { body } = await s.call(HARBOR_OWNER, "POST", "/custom-interview-questions", { text: "Harbor only" });
    const id = body.data.id;
    expect((await s.call(HARBOR_USER, "PUT", `/custom-interview-questions/${id}`, { text: "x" })).status).toBe(403);
    expect((await s.call(SUMMIT_OWNER, "PUT", `/custom-interview-questions/${id}`, { text: "x" })).status).toBe(404);
    expect((await s.call(SUMMIT_OWNER, "DELETE", `/custom-interview-questions/${id}`)).status).toBe(404);
    const summit = await s.call(SUMMIT_OWNER, "GET", "/custom-interview-questions");
    expect(summit.body.data.map((q: { id: number }) => q.id)).not.toContain(id);
    const foreign = await s.call(
      SUMMIT_OWNER,
      "GET",
      `/custom-interview-questions?company_id=${s.companyIds["harbor-dental"]}`,
    );
    expect(foreign.status).toBe(404);
    // A super admin adds one for a company of their choosing.
    const forSummit = await s.call(SUPER_ADMIN, "POST", "/custom-interview-questions", {
      text: "How do you motivate a client?",
      company_id: s.companyIds["summit-fitness"],
    });
    expect(forSummit.body.data.company_id).toBe(s.companyIds["summit-fitness"]);
  });

  test("validates the text with field paths", async () => {
    const empty = await s.call(HARBOR_OWNER, "POST", "/custom-interview-questions", { text: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ path: "text", message: "is required" }]);
    const long = await s.call(HARBOR_OWNER, "POST", "/custom-interview-questions", {
      text: "x".repeat(1001),
      listen_for: 5,
      extra: true,
    });
    expect(long.status).toBe(400);
    expect(long.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(
      ["(body)", "listen_for", "text"].sort(),
    );
  });
});

describe("a candidate's interview", () => {
  test("gap questions against the role's benchmark come first, then the company's own", async () => {
    const { body: own } = await s.call(HARBOR_OWNER, "POST", "/custom-interview-questions", {
      text: "Tell me about a nervous patient you calmed down.",
    });
    const res = await s.call(HARBOR_USER, "GET", `/custom-interview-questions/notes/${resultId}`);
    expect(res.status).toBe(200);
    const interview = res.body.data;
    expect(interview.scored).toBe(true);
    expect(interview.benchmark.name).toBe("Dental hygienist");
    expect(interview.benchmark_source).toBe("role");
    expect(interview.benchmarks.map((b: { name: string }) => b.name)).toEqual([
      "Customer-facing role",
      "Dental assistant",
      "Dental hygienist",
      "Sales representative",
    ]);
    const questions: Question[] = interview.questions;
    const gapKinds = questions.filter((q) => q.kind !== "custom");
    expect(gapKinds.length).toBeGreaterThan(0);
    expect(gapKinds.every((q) => q.reason && /range/.test(q.reason))).toBe(true);
    expect(questions.at(-1)).toMatchObject({ key: `custom:${own.data.id}`, kind: "custom", reason: null });
    expect(interview.can_manage_questions).toBe(false);
    expect(
      (await s.call(HARBOR_OWNER, "GET", `/custom-interview-questions/notes/${resultId}`)).body.data
        .can_manage_questions,
    ).toBe(true);
  });

  test("another benchmark may be picked; one of another company is not found", async () => {
    const all = (await s.call(SUPER_ADMIN, "GET", "/role-benchmarks")).body.data as { id: number; name: string }[];
    const sales = all.find((b) => b.name === "Sales representative")!;
    const trainer = all.find((b) => b.name === "Personal trainer")!;
    const picked = await s.call(
      HARBOR_OWNER,
      "GET",
      `/custom-interview-questions/notes/${resultId}?role_benchmark_id=${sales.id}`,
    );
    expect(picked.body.data).toMatchObject({ benchmark: { id: sales.id }, benchmark_source: "picked" });
    const foreign = await s.call(
      HARBOR_OWNER,
      "GET",
      `/custom-interview-questions/notes/${resultId}?role_benchmark_id=${trainer.id}`,
    );
    expect(foreign.status).toBe(404);
  });

  test("notes and a 1–5 rating are stored per question and read back; saving again replaces them", async () => {
    const { body } = await s.call(HARBOR_OWNER, "GET", `/custom-interview-questions/notes/${resultId}`);
    const key = body.data.questions[0].key;
    const saved = await s.call(HARBOR_OWNER, "PUT", `/custom-interview-questions/notes/${resultId}`, {
      question_key: key,
      notes: "Gave a clear example from her last clinic.",
      rating: 4,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ question_key: key, rating: 4 });
    await s.call(HARBOR_USER, "PUT", `/custom-interview-questions/notes/${resultId}`, {
      question_key: key,
      notes: "Second interviewer: agreed.",
      rating: 5,
    });
    const again = await s.call(HARBOR_OWNER, "GET", `/custom-interview-questions/notes/${resultId}`);
    expect(again.body.data.questions[0].note).toMatchObject({ notes: "Second interviewer: agreed.", rating: 5 });
    // Each save is traced, with the question and rating but never the notes' text.
    const audit = await s.database.db
      .select({ summary: schema.auditEvents.summary })
      .from(schema.auditEvents)
      .where(and(eq(schema.auditEvents.action, "interview_note.save"), eq(schema.auditEvents.subjectId, resultId)));
    expect(audit.map((a) => a.summary)).toEqual([
      `Saved interview notes on ${key} (rating 4)`,
      `Saved interview notes on ${key} (rating 5)`,
    ]);
  });

  test("validates a note: the question key, the rating and the text", async () => {
    const res = await s.call(HARBOR_OWNER, "PUT", `/custom-interview-questions/notes/${resultId}`, {
      question_key: "anything",
      rating: 6,
      notes: "x".repeat(5001),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { path: "question_key", message: "is not a question of this interview" },
        { path: "rating", message: "must be a whole number from 1 to 5" },
        { path: "notes", message: "must be at most 5000 characters" },
      ]),
    );
    const half = await s.call(HARBOR_OWNER, "PUT", `/custom-interview-questions/notes/${resultId}`, {
      question_key: "custom:1",
      rating: 2.5,
    });
    expect(half.body.errors).toEqual([{ path: "rating", message: "must be a whole number from 1 to 5" }]);
  });

  test("another company's candidate is not found: interview, notes and guide", async () => {
    expect((await s.call(SUMMIT_OWNER, "GET", `/custom-interview-questions/notes/${resultId}`)).status).toBe(404);
    expect(
      (
        await s.call(SUMMIT_OWNER, "PUT", `/custom-interview-questions/notes/${resultId}`, {
          question_key: "custom:1",
          notes: "x",
        })
      ).status,
    ).toBe(404);
    expect((await s.call(SUMMIT_OWNER, "GET", `/custom-interview-questions/notes/${resultId}/guide/pdf`)).status).toBe(
      404,
    );
  });

  test("the guide PDF holds the saved notes and rating, and each written answer beside its question", async () => {
    const { body } = await s.call(HARBOR_OWNER, "GET", `/custom-interview-questions/notes/${resultId}`);
    const [first, second] = body.data.questions as Question[];
    await s.call(HARBOR_OWNER, "PUT", `/custom-interview-questions/notes/${resultId}`, {
      question_key: second.key,
      notes: "Calm, concrete answer about a late patient.",
      rating: 3,
    });
    await s.database.db
      .insert(schema.instantInterviews)
      .values({
        surveyResultId: resultId,
        reason: "benchmark",
        questions: [
          { key: first.key, kind: "probe", scale: null, text: first.text, listenFor: null },
          { key: "custom:999999", kind: "custom", scale: null, text: "A question since deleted?", listenFor: null },
        ],
        answers: { [first.key]: "I plan my day around the patients.", "custom:999999": "An older answer." },
        submittedAt: new Date(),
      })
      .onConflictDoNothing();
    const res = await s.api.fetch(`/custom-interview-questions/notes/${resultId}/guide/pdf`, { as: HARBOR_OWNER });
    expect(res.status).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), {
      mergePages: true,
    });
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain("Calm, concrete answer about a late patient.");
    expect(flat).toContain("[X] 3");
    expect(flat).toContain("(saved: 3 of 5)");
    // The written answer sits under its question, before the next question's notes.
    const answerAt = flat.indexOf("I plan my day around the patients.");
    expect(answerAt).toBeGreaterThan(flat.indexOf("Written answer (instant interview):"));
    expect(answerAt).toBeLessThan(flat.indexOf("Calm, concrete answer"));
    expect(flat).toContain("Other written answers (instant interview)");
    expect(flat).toContain("An older answer.");
  });

  test("the guide downloads as a PDF named after the candidate", async () => {
    const res = await s.api.fetch(`/custom-interview-questions/notes/${resultId}/guide/pdf`, { as: HARBOR_OWNER });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/interview-guide-.+\.pdf/);
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });
});
