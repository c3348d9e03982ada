// The Academy end to end over HTTP: a super admin writes, publishes and assigns a course; a learner of
// the assigned company reads it, passes its quiz and receives a certificate anyone can verify; the admin sees 100%
// for that learner. Also: the remote flag off (local overrides) answers 404 everywhere, and a learner never sees
// another company's assignments.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_COMPANIES } from "../../../api/db/demo-data";
import * as schema from "../../../server/db/schema/index";
import { seed, tenancySeed } from "../../../api/db/seed";
import { academySeed } from "../../../api/db/seed-academy";
import { queueFor, stopQueueFor } from "../../../api/queue/index";
import { REMINDER_QUEUE } from "../../../api/academy/send-reminders";
import { createLogger } from "../../../server/logger";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { startApi, type ApiUnderTest } from "../../support/api";

const SUPER = "ava.admin@provider.test";
const HARBOR_USER = "user@harbor-dental.test"; // Umar User, COMPANY_USER at Harbor Dental
const HARBOR_OWNER = "owner@harbor-dental.test";
const SUMMIT_OWNER = "owner@summit-fitness.test";

let database: TestDatabase;
let api: ApiUnderTest;
let flagsOff: ApiUnderTest;
let tmp: string;
const companyIds: Record<string, number> = {};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function call(as: string | null, method: string, url: string, json?: unknown, on = api): Promise<any> {
  const res = await on.fetch(url, { as: as ?? undefined, method, json });
  const text = await res.text();
  return {
    status: res.status,
    body: text && res.headers.get("content-type")?.includes("json") ? JSON.parse(text) : text,
    res,
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db, [tenancySeed, academySeed]);
  for (const c of await database.db.select().from(schema.companies)) {
    const demo = DEMO_COMPANIES.find((d) => d.name === c.name);
    if (demo) companyIds[demo.key] = c.id;
  }
  api = await startApi(database.db, { env: { PUBLIC_URL: "http://app.example.test" } });
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "academy-flags-"));
  const file = path.join(tmp, "flags.json");
  fs.writeFileSync(file, JSON.stringify({ academy: false }));
  flagsOff = await startApi(database.db, { env: { FLAGS_FILE: file } });
});

afterAll(async () => {
  await api?.close();
  await flagsOff?.close();
  await stopQueueFor(database.db);
  await database?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe("the academy", () => {
  it("seeds the hiring brand's three courses, published, each with lessons and a quiz", async () => {
    const { status, body } = await call(HARBOR_USER, "GET", "/academy/courses");
    expect(status).toBe(200);
    const titles = body.data.map((c: { title: string }) => c.title);
    expect(titles).toEqual(
      expect.arrayContaining(["Structured interviewing", "Reading a behavioral report", "Fair and consistent hiring"]),
    );
    for (const course of body.data) {
      expect(course.lesson_count).toBeGreaterThanOrEqual(3);
      expect(course.question_count).toBeGreaterThanOrEqual(4);
      expect(course.progress).toBe(0);
    }
  });

  it("publish → assign → complete lessons → pass the quiz → certificate verified; the admin sees 100%", async () => {
    // The admin writes a small course.
    const created = await call(SUPER, "POST", "/academy/manage/courses", {
      title: "Phone etiquette",
      summary: "Short.",
    });
    expect(created.status).toBe(201);
    const courseId = created.body.data.id;
    expect(created.body.data.status).toBe("draft");

    // A draft is not in the learner's catalogue, and cannot be published without a lesson.
    expect((await call(HARBOR_USER, "GET", `/academy/courses/${courseId}`)).status).toBe(404);
    const early = await call(SUPER, "PUT", `/academy/manage/courses/${courseId}`, {
      title: "Phone etiquette",
      status: "published",
    });
    expect(early.status).toBe(409);

    const l1 = await call(SUPER, "POST", `/academy/manage/courses/${courseId}/lessons`, {
      title: "Answering",
      body: "Say the **practice name** first.",
    });
    const l2 = await call(SUPER, "POST", `/academy/manage/courses/${courseId}/lessons`, {
      title: "Holding",
      body: "Ask before you hold.",
      video_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    });
    expect([l1.status, l2.status]).toEqual([201, 201]);
    const badQuestion = await call(SUPER, "POST", `/academy/manage/courses/${courseId}/questions`, {
      prompt: "Which?",
      kind: "single",
      options: ["A", "B"],
      correct: [0, 1],
    });
    expect(badQuestion.status).toBe(400);
    expect(badQuestion.body.errors).toContainEqual({
      path: "correct",
      message: "a single-choice question has one right answer",
    });
    const q1 = await call(SUPER, "POST", `/academy/manage/courses/${courseId}/questions`, {
      prompt: "What do you say first?",
      kind: "single",
      options: ["Hello?", "The practice name"],
      correct: [1],
      explanation: "Callers want to know they reached the right place.",
    });
    const q2 = await call(SUPER, "POST", `/academy/manage/courses/${courseId}/questions`, {
      prompt: "Before holding you…",
      kind: "multiple",
      options: ["ask", "explain why", "hang up"],
      correct: [0, 1],
      explanation: "Ask and say why.",
    });
    expect([q1.status, q2.status]).toEqual([201, 201]);

    // Reordering: the second lesson moves up.
    expect(
      (await call(SUPER, "POST", "/academy/manage/move", { kind: "lesson", id: l2.body.data.id, direction: "up" }))
        .status,
    ).toBe(204);
    const reordered = await call(SUPER, "GET", `/academy/manage/courses/${courseId}`);
    expect(reordered.body.data.lessons.map((l: { title: string }) => l.title)).toEqual(["Holding", "Answering"]);
    await call(SUPER, "POST", "/academy/manage/move", { kind: "lesson", id: l2.body.data.id, direction: "down" });

    const published = await call(SUPER, "PUT", `/academy/manage/courses/${courseId}`, {
      title: "Phone etiquette",
      summary: "Short.",
      pass_mark: 100,
      status: "published",
    });
    expect(published.status).toBe(200);
    expect(published.body.data.status).toBe("published");

    const assigned = await call(SUPER, "POST", `/academy/manage/courses/${courseId}/assignments`, {
      company_id: companyIds["harbor-dental"],
      due_on: "2020-01-31",
    });
    expect(assigned.status).toBe(201);
    expect(assigned.body.data.company.name).toBe("Harbor Dental");

    // The learner sees it, assigned and due; "Resume" leads to the first lesson.
    const course = await call(HARBOR_USER, "GET", `/academy/courses/${courseId}`);
    expect(course.status).toBe(200);
    expect(course.body.data.due_on).toBe("2020-01-31");
    expect(course.body.data.resume_lesson_id).toBe(l1.body.data.id);
    // The quiz's answers never reach the learner before they answer.
    expect(JSON.stringify(course.body.data.questions)).not.toContain("correct");
    expect(JSON.stringify(course.body.data.questions)).not.toContain("explanation");

    // Overdue before the learner starts: the admin's reminder goes through the queue into the outbox.
    const reminders = await call(SUPER, "POST", "/academy/manage/reminders");
    expect(reminders.status).toBe(202);
    expect(reminders.body.data.learners).toBeGreaterThanOrEqual(1);
    const queue = await queueFor({ db: database.db, env: {}, logger: createLogger("silent") });
    await queue.settled(REMINDER_QUEUE, 20_000);
    const mails = await database.db.select().from(schema.outboxEmails).where(eq(schema.outboxEmails.to, HARBOR_USER));
    const reminder = mails.find((m) => m.template === "academy-reminder");
    expect(reminder?.text).toContain("Phone etiquette");
    expect(reminder?.text).toContain(`/academy/courses/${courseId}`);

    const done1 = await call(HARBOR_USER, "POST", `/academy/lessons/${l1.body.data.id}/complete`);
    expect(done1.body.data).toMatchObject({ progress: 33, next_lesson_id: l2.body.data.id, certificate: null });
    // Resume now leads to the second lesson.
    expect((await call(HARBOR_USER, "GET", `/academy/courses/${courseId}`)).body.data.resume_lesson_id).toBe(
      l2.body.data.id,
    );
    const done2 = await call(HARBOR_USER, "POST", `/academy/lessons/${l2.body.data.id}/complete`);
    expect(done2.body.data.progress).toBe(66);

    // A wrong answer fails (pass mark 100) and shows the explanations.
    const failed = await call(HARBOR_USER, "POST", `/academy/courses/${courseId}/quiz-attempts`, {
      answers: { [q1.body.data.id]: [1], [q2.body.data.id]: [0] },
    });
    expect(failed.status).toBe(201);
    expect(failed.body.data).toMatchObject({ score: 50, passed: false, certificate: null });
    expect(failed.body.data.questions[1]).toMatchObject({
      right: false,
      correct_options: [0, 1],
      explanation: "Ask and say why.",
    });

    const passed = await call(HARBOR_USER, "POST", `/academy/courses/${courseId}/quiz-attempts`, {
      answers: { [q1.body.data.id]: [1], [q2.body.data.id]: [1, 0] },
    });
    expect(passed.body.data).toMatchObject({ score: 100, passed: true, progress: 100 });
    const certificate = passed.body.data.certificate;
    expect(certificate).toMatchObject({ holder_name: "Umar User", course_title: "Phone etiquette" });
    expect(certificate.code).toMatch(/^CERT-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    // The PDF holds the name, the course and the code; only its holder downloads it.
    const pdf = await api.fetch(`/academy/certificates/${certificate.id}/pdf`, { as: HARBOR_USER });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), {
      mergePages: true,
    });
    expect(text).toContain("Umar User");
    expect(text).toContain("Phone etiquette");
    expect(text).toContain(certificate.code);
    expect((await api.fetch(`/academy/certificates/${certificate.id}/pdf`, { as: HARBOR_OWNER })).status).toBe(404);

    // Anyone verifies the code (typed in lower case with spaces): name, course and day only.
    const verified = await call(
      null,
      "GET",
      `/academy/certificates/verify?code=${encodeURIComponent(` ${certificate.code.toLowerCase()} `)}`,
    );
    expect(verified.status).toBe(200);
    expect(verified.body.data).toEqual({
      holder_name: "Umar User",
      course_title: "Phone etiquette",
      issued_at: certificate.issued_at,
    });
    expect((await call(null, "GET", "/academy/certificates/verify?code=CERT-AAAA-BBBB-CCCC")).status).toBe(404);
    expect((await call(null, "GET", "/academy/certificates/verify")).body.errors).toContainEqual({
      path: "code",
      message: "is required",
    });

    // The admin sees 100% for that learner, completed; and Harbor Dental's summary counts them.
    const progress = await call(SUPER, "GET", `/academy/manage/progress?course_id=${courseId}&search=umar`);
    expect(progress.status).toBe(200);
    expect(progress.body.data).toHaveLength(1);
    expect(progress.body.data[0]).toMatchObject({
      user: { name: "Umar User", email: HARBOR_USER },
      company: { name: "Harbor Dental" },
      progress: 100,
      quiz_passed: true,
      state: "completed",
    });
    const others = await call(SUPER, "GET", `/academy/manage/progress?course_id=${courseId}&state=overdue`);
    expect(others.body.data.every((r: { company: { name: string } }) => r.company.name === "Harbor Dental")).toBe(true);
    const companies = await call(SUPER, "GET", `/academy/manage/progress/companies?course_id=${courseId}`);
    expect(companies.body.data).toEqual([
      expect.objectContaining({ company: { id: companyIds["harbor-dental"], name: "Harbor Dental" }, completed: 1 }),
    ]);

    const csv = await call(SUPER, "GET", `/academy/manage/progress/export?course_id=${courseId}&search=umar`);
    expect(csv.status).toBe(200);
    expect(csv.res.headers.get("content-type")).toContain("text/csv");
    expect(csv.body.split("\r\n")[1]).toBe(
      `Umar User,${HARBOR_USER},Harbor Dental,Phone etiquette,100,yes,${certificate.issued_at.slice(0, 10)},2020-01-31,Completed`,
    );
  });

  it("keeps Learning Management to super admins (403) and validates every input (400 with the field)", async () => {
    expect((await call(HARBOR_OWNER, "GET", "/academy/manage/courses")).status).toBe(403);
    expect((await call(HARBOR_OWNER, "POST", "/academy/manage/courses", { title: "x" })).status).toBe(403);
    const bad = await call(SUPER, "POST", "/academy/manage/courses", { title: " ", pass_mark: 150 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: "title", message: "is required" },
        { path: "pass_mark", message: "must be 1 to 100" },
      ]),
    );
    const noTarget = await call(SUPER, "POST", "/academy/manage/courses/1/assignments", { due_on: "2030-01-01" });
    expect(noTarget.body.errors).toContainEqual({ path: "company_id", message: "choose a company, a role or both" });
    const video = await call(SUPER, "POST", "/academy/manage/courses/1/lessons", {
      title: "x",
      video_url: "javascript:alert(1)",
    });
    expect(video.body.errors).toContainEqual({ path: "video_url", message: "must be an https:// link" });
  });

  it("never shows a learner another company's assignments", async () => {
    const { body } = await call(SUPER, "GET", "/academy/manage/courses");
    const seeded = body.data.find((c: { title: string }) => c.title === "Reading a behavioral report");
    await call(SUPER, "POST", `/academy/manage/courses/${seeded.id}/assignments`, {
      company_id: companyIds["summit-fitness"],
      due_on: "2031-05-01",
    });
    const summit = await call(SUMMIT_OWNER, "GET", "/academy/courses");
    expect(summit.body.data.find((c: { id: number }) => c.id === seeded.id).due_on).toBe("2031-05-01");
    const harbor = await call(HARBOR_USER, "GET", "/academy/courses");
    expect(harbor.body.data.find((c: { id: number }) => c.id === seeded.id).due_on).toBeNull();
    // Nor does the per-user list of Learning Management reach a company user.
    expect((await call(HARBOR_USER, "GET", "/academy/manage/progress")).status).toBe(403);
  });

  it("answers 404 on every academy path when the remote flag is off (local overrides)", async () => {
    for (const [method, url] of [
      ["GET", "/academy/courses"],
      ["GET", "/academy/courses/1"],
      ["POST", "/academy/lessons/1/complete"],
      ["GET", "/academy/manage/courses"],
      ["POST", "/academy/manage/courses"],
      ["GET", "/academy/manage/progress"],
      ["GET", "/academy/certificates/verify?code=CERT-AAAA-BBBB-CCCC"],
    ] as const) {
      const json = method === "GET" ? undefined : { title: "x" };
      expect((await call(SUPER, method, url, json, flagsOff)).status, `${method} ${url}`).toBe(404);
      expect((await call(HARBOR_USER, method, url, json, flagsOff)).status, `${method} ${url}`).toBe(404);
      expect((await call(null, method, url, json, flagsOff)).status, `${method} ${url} anonymous`).toBe(404);
    }
    // The rest of the API is unaffected.
    expect((await call(HARBOR_USER, "GET", "/users/profile", undefined, flagsOff)).status).toBe(200);
  });
});
