// The public survey API against a real database: link, registration, answers, submit and scoring.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import brand from "~brand";
import { DEMO_COMPANIES } from "../../../api/db/demo-data";
import * as schema from "../../../server/db/schema/index";
import { seed, tenancySeed } from "../../../api/db/seed";
import { ITEMS } from "../../../domain/assessment/items";
import { scoreAssessment } from "../../../domain/assessment/scoring";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { startSurveyApi, SURVEY_API_PUBLIC_URL, type SurveyApi } from "./api-server";

let database: TestDatabase;
let api: SurveyApi;
let token: string;
let roleNames: string[];
const harbor = DEMO_COMPANIES.find((c) => c.key === "harbor-dental")!;

beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db, [tenancySeed]);
  const [company] = await database.db.select().from(schema.companies).where(eq(schema.companies.name, harbor.name));
  token = company.assessmentToken;
  // One role kept off the public form, to prove it is not offered.
  await database.db
    .update(schema.roleNames)
    .set({ isPublic: false })
    .where(eq(schema.roleNames.name, "Office Manager"));
  roleNames = harbor.roleNames.filter((r) => r !== "Office Manager");
  api = await startSurveyApi(database.db);
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

let emailCounter = 0;
const registration = (overrides: Record<string, unknown> = {}) => ({
  token,
  first: "Casey",
  last: "Candidate",
  email: `casey.${++emailCounter}@example.test`,
  phone: "+1 555 0100",
  sex: "female",
  age: 30,
  role: "Receptionist",
  consent: true,
  ...overrides,
});

/** The e-mails the API left in the outbox for an address, oldest first. */
const mailsTo = (to: string) =>
  database.db.select().from(schema.outboxEmails).where(eq(schema.outboxEmails.to, to)).orderBy(schema.outboxEmails.id);

async function register(overrides: Record<string, unknown> = {}) {
  const res = await api.request("POST", "/surveys/register", registration(overrides));
  expect(res.status).toBe(201);
  return res.body.survey_result_uuid as string;
}

/** Answers for the first `count` items: each item's value cycles 1…5 so scores are not trivial. */
/** The person's sex and age as stored apart from their result (api/surveys/norm-inputs.ts). */
const normInputs = (surveyResultId: number) =>
  database.db
    .select()
    .from(schema.surveyResultNormInputs)
    .where(eq(schema.surveyResultNormInputs.surveyResultId, surveyResultId));

const answersFor = (count: number) =>
  ITEMS.slice(0, count).map((item, i) => ({ item_id: item.id, value: (i % 5) + 1 }));

describe("GET /survey-links/:token", () => {
  test("answers the company's name and only its public role names", async () => {
    const res = await api.request("GET", `/survey-links/${token}`);
    expect(res.status).toBe(200);
    expect(res.body.company).toEqual({ name: harbor.name, default_language: "en" });
    expect(res.body.role_names.map((r: { name: string }) => r.name).sort()).toEqual([...roleNames].sort());
  });

  test("an unknown link is 404 with a message that says what to do", async () => {
    const res = await api.request("GET", "/survey-links/0123456789abcdef0123456789abcdef");
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/link is not valid.*ask the company for a new one/);
  });

  test("a malformed link is 400 with the field's path", async () => {
    const res = await api.request("GET", "/survey-links/not%20a%20token!");
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: "token", message: "is not a valid assessment link" }]);
  });
});

describe("GET /companies/public/role-names", () => {
  test("answers the public role names of the link's company, without a token", async () => {
    const res = await api.request("GET", `/companies/public/role-names?token=${token}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((r: { name: string }) => r.name).sort()).toEqual([...roleNames].sort());
  });

  test("an unknown link is 404, a missing or malformed one 400 with the field's path", async () => {
    expect(
      (await api.request("GET", "/companies/public/role-names?token=0123456789abcdef0123456789abcdef")).status,
    ).toBe(404);
    for (const query of ["", "?token=not%20a%20token!"]) {
      const res = await api.request("GET", `/companies/public/role-names${query}`);
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual(["token"]);
    }
  });
});

describe("POST /surveys/register", () => {
  test("creates an assessment in the company's first pipeline status", async () => {
    const uuid = await register({ email: "New.Person@Example.test", age: null, sex: "unspecified", phone: "" });
    const [row] = await database.db.select().from(schema.surveyResults).where(eq(schema.surveyResults.uuid, uuid));
    expect(row).toMatchObject({
      first: "Casey",
      email: "New.Person@Example.test",
      phone: null,
      roleName: "Receptionist",
      status: "New",
      submittedAt: null,
      isTest: false,
    });
    expect(row.roleNameId).not.toBeNull();
    expect(row.pipelineId).not.toBeNull();
    expect(row.consentAt).toBeInstanceOf(Date);
    // Neither sex nor age given: nothing about them is stored, and the result itself never holds them.
    expect(row).not.toHaveProperty("sex");
    expect(row).not.toHaveProperty("age");
    expect(await normInputs(row.id)).toEqual([]);
  });

  test("sex and age are optional: without them the answers are scored with the combined norm group", async () => {
    const { sex: _sex, age: _age, ...withoutSexOrAge } = registration();
    const res = await api.request("POST", "/surveys/register", withoutSexOrAge);
    expect(res.status).toBe(201);
    const uuid = res.body.survey_result_uuid as string;
    const answers = answersFor(120);
    await api.request("PUT", `/surveys/${uuid}/answers`, { answers });
    expect((await api.request("POST", "/surveys/submit", { survey_result_uuid: uuid })).status).toBe(200);
    const [row] = await database.db.select().from(schema.surveyResults).where(eq(schema.surveyResults.uuid, uuid));
    expect(await normInputs(row.id)).toEqual([]);
    // The scores name the norms only.
    expect(row.scores!.norms).toBe("johnson-2014");
    expect(row.scores).toEqual(
      scoreAssessment(Object.fromEntries(answers.map((a) => [a.item_id, a.value])), { sex: "unspecified", age: null }),
    );
  });

  test("rejects bad input with a message per field path", async () => {
    const res = await api.request("POST", "/surveys/register", {
      token,
      first: " ",
      email: "not-an-email",
      sex: "other",
      age: 12,
      role: "",
      consent: false,
    });
    expect(res.status).toBe(400);
    const byPath = Object.fromEntries(
      res.body.errors.map((e: { path: string; message: string }) => [e.path, e.message]),
    );
    expect(byPath).toEqual({
      first: "is required",
      last: "is required",
      email: "must be a valid e-mail address",
      sex: "must be male, female or unspecified (prefer not to say)",
      age: "must be between 16 and 99",
      role: "is required",
      consent: "must be given to take the assessment",
    });
  });

  test("refuses a role the company does not offer publicly (422 on path role)", async () => {
    const res = await api.request("POST", "/surveys/register", registration({ role: "Office Manager" }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ path: "role", message: "must be one of the roles this company offers" }]);
  });

  test("an unknown link is 404", async () => {
    const res = await api.request("POST", "/surveys/register", registration({ token: "feedfacefeedface" }));
    expect(res.status).toBe(404);
  });

  test("registering again with the same e-mail (any case) e-mails the unfinished assessment's link, never answers it", async () => {
    const uuid = await register({ email: "resume.me@example.test" });
    const again = await api.request("POST", "/surveys/register", registration({ email: "Resume.Me@Example.TEST" }));
    expect(again.status).toBe(202);
    expect(again.body).toEqual({
      survey_result_uuid: null,
      resumed: true,
      message: "You have already started this assessment. We have e-mailed you a link to continue where you left off.",
    });
    expect(JSON.stringify(again.body)).not.toContain(uuid);
    const mails = await mailsTo("resume.me@example.test");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      template: "continue-assessment",
      subject: `Continue your ${brand.name} assessment for ${harbor.name}`,
    });
    expect(mails[0].text).toContain(`${SURVEY_API_PUBLIC_URL}/survey/take?id=${uuid}`);

    // Asking again and again does not flood the candidate's inbox: 3 e-mails an hour, the same answer each time.
    for (let i = 0; i < 4; i++) {
      const res = await api.request("POST", "/surveys/register", registration({ email: "resume.me@example.test" }));
      expect(res.status).toBe(202);
    }
    expect(await mailsTo("resume.me@example.test")).toHaveLength(3);
  });

  test("after submitting, the same e-mail starts a new assessment", async () => {
    const uuid = await register({ email: "twice@example.test" });
    await api.request("PUT", `/surveys/${uuid}/answers`, { answers: answersFor(120) });
    expect((await api.request("POST", "/surveys/submit", { survey_result_uuid: uuid })).status).toBe(200);
    const second = await register({ email: "twice@example.test" });
    expect(second).not.toBe(uuid);
  });
});

describe("answers", () => {
  test("a duplicate save is idempotent: one row per item, progress unchanged", async () => {
    const uuid = await register();
    const batch = { answers: answersFor(10) };
    const first = await api.request("PUT", `/surveys/${uuid}/answers`, batch);
    const replay = await api.request("PUT", `/surveys/${uuid}/answers`, batch);
    expect(first.status).toBe(200);
    expect(replay.status).toBe(200);
    expect(replay.body.answered_count).toBe(10);
    expect(replay.body.next_item_index).toBe(10);
    expect(replay.body.answers.map((a: { item_id: string }) => a.item_id)).toEqual(ITEMS.slice(0, 10).map((i) => i.id));
    const [result] = await database.db.select().from(schema.surveyResults).where(eq(schema.surveyResults.uuid, uuid));
    const rows = await database.db
      .select()
      .from(schema.surveyAnswers)
      .where(eq(schema.surveyAnswers.surveyResultId, result.id));
    expect(rows).toHaveLength(10);
    expect(result.startedAt).toBeInstanceOf(Date);
  });

  test("to an unknown assessment is 404, to an archived unfinished one 410; neither stores an answer", async () => {
    const unknown = await api.request("PUT", "/surveys/8a5d0b0e-8f5e-4f2e-9a51-6f1d1f0d3c11/answers", {
      answers: answersFor(1),
    });
    expect(unknown.status).toBe(404);
    const uuid = await register();
    await database.db
      .update(schema.surveyResults)
      .set({ archivedAt: new Date() })
      .where(eq(schema.surveyResults.uuid, uuid));
    const closed = await api.request("PUT", `/surveys/${uuid}/answers`, { answers: answersFor(3) });
    expect(closed.status).toBe(410);
    expect(closed.body.message).toMatch(/closed by the company/);
    const [result] = await database.db.select().from(schema.surveyResults).where(eq(schema.surveyResults.uuid, uuid));
    const rows = await database.db
      .select()
      .from(schema.surveyAnswers)
      .where(eq(schema.surveyAnswers.surveyResultId, result.id));
    expect(rows).toEqual([]);
    expect(result.startedAt).toBeNull();
  });

  test("a changed answer replaces the old one; a late replay of an older answer does not", async () => {
    const uuid = await register();
    const item = ITEMS[0].id;
    await api.request("PUT", `/surveys/${uuid}/answers`, {
      answers: [{ item_id: item, value: 2, answered_at: "2026-01-01T10:00:00Z" }],
    });
    await api.request("PUT", `/surveys/${uuid}/answers`, {
      answers: [{ item_id: item, value: 4, answered_at: "2026-01-01T10:00:05Z" }],
    });
    const late = await api.request("PUT", `/surveys/${uuid}/answers`, {
      answers: [{ item_id: item, value: 2, answered_at: "2026-01-01T10:00:00Z" }],
    });
    expect(late.body.answers).toEqual([{ item_id: item, value: 4, answered_at: "2026-01-01T10:00:05.000Z" }]);
  });

  test("the same item twice in one batch keeps the later answer", async () => {
    const uuid = await register();
    const res = await api.request("PUT", `/surveys/${uuid}/answers`, {
      answers: [
        { item_id: ITEMS[3].id, value: 1 },
        { item_id: ITEMS[3].id, value: 5 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.answers.map((a: { value: number }) => a.value)).toEqual([5]);
    expect(res.body.next_item_index).toBe(0);
  });

  test("rejects unknown items and out-of-range values with their paths", async () => {
    const uuid = await register();
    const res = await api.request("PUT", `/surveys/${uuid}/answers`, {
      answers: [
        { item_id: ITEMS[0].id, value: 6 },
        { item_id: "no-such-item", value: 3 },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: "answers.0.value", message: "must be a whole number from 1 to 5" },
      { path: "answers.1.item_id", message: "is not an item of this assessment" },
    ]);
  });

  test("an unknown assessment is 404; a malformed id is 400", async () => {
    const unknown = await api.request("GET", "/surveys/8a5d0b0e-8f5e-4f2e-9a51-6f1d1f0d3c11");
    expect(unknown.status).toBe(404);
    const malformed = await api.request("GET", "/surveys/123");
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual([{ path: "uuid", message: "is not a valid assessment id" }]);
  });
});

describe("POST /surveys/submit", () => {
  test("with 119 answers is refused with a field-path error naming what is missing", async () => {
    const uuid = await register();
    await api.request("PUT", `/surveys/${uuid}/answers`, { answers: answersFor(119) });
    const res = await api.request("POST", "/surveys/submit", { survey_result_uuid: uuid });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { path: "answers", message: "1 of 120 answers is missing; answer every item before submitting" },
    ]);
    const progress = await api.request("GET", `/surveys/${uuid}`);
    expect(progress.body).toMatchObject({ submitted: false, answered_count: 119, next_item_index: 119 });
  });

  test("with all 120 stores the scores the scoring module computes, and is then closed to answers", async () => {
    const uuid = await register({ sex: "male", age: 45 });
    const answers = answersFor(120);
    await api.request("PUT", `/surveys/${uuid}/answers`, { answers: answers.slice(0, 60) });
    await api.request("PUT", `/surveys/${uuid}/answers`, { answers: answers.slice(60) });
    const res = await api.request("POST", "/surveys/submit", { survey_result_uuid: uuid });
    expect(res.status).toBe(200);
    expect(res.body.survey_result_uuid).toBe(uuid);

    const [row] = await database.db.select().from(schema.surveyResults).where(eq(schema.surveyResults.uuid, uuid));
    const expected = scoreAssessment(Object.fromEntries(answers.map((a) => [a.item_id, a.value])), {
      sex: "male",
      age: 45,
    });
    expect(row.scores).toEqual(expected);
    expect(await normInputs(row.id)).toEqual([{ surveyResultId: row.id, sex: "male", age: 45 }]);
    expect(JSON.stringify(row.scores)).not.toMatch(/male|41-60|"sex"|"age/);
    expect(Object.keys(row.scores!.domains)).toHaveLength(5);
    expect(Object.keys(row.scores!.facets)).toHaveLength(30);
    expect(row.submittedAt?.toISOString()).toBe(res.body.submitted_at);

    const again = await api.request("POST", "/surveys/submit", { survey_result_uuid: uuid });
    expect(again).toEqual({ status: 200, body: res.body });

    const late = await api.request("PUT", `/surveys/${uuid}/answers`, { answers: answersFor(1) });
    expect(late.status).toBe(409);
    const progress = await api.request("GET", `/surveys/${uuid}`);
    expect(progress.body).toMatchObject({ submitted: true, answered_count: 120, next_item_index: null });
  });

  test("a save sent together with the submit lands before it and is scored, or is refused: what is stored is what was scored", async () => {
    for (let round = 0; round < 4; round++) {
      const uuid = await register({ sex: "female", age: 30 });
      await api.request("PUT", `/surveys/${uuid}/answers`, { answers: answersFor(120) });
      const [save, submit] = await Promise.all([
        api.request("PUT", `/surveys/${uuid}/answers`, { answers: [{ item_id: ITEMS[0].id, value: 5 }] }),
        api.request("POST", "/surveys/submit", { survey_result_uuid: uuid }),
      ]);
      expect(submit.status).toBe(200);
      expect([200, 409]).toContain(save.status);
      const [row] = await database.db.select().from(schema.surveyResults).where(eq(schema.surveyResults.uuid, uuid));
      const stored = await database.db
        .select()
        .from(schema.surveyAnswers)
        .where(eq(schema.surveyAnswers.surveyResultId, row.id));
      const scored = scoreAssessment(Object.fromEntries(stored.map((a) => [a.itemId, a.value])), {
        sex: "female",
        age: 30,
      });
      expect(row.scores).toEqual(scored);
    }
  });

  test("a malformed id is 400 on path survey_result_uuid", async () => {
    const res = await api.request("POST", "/surveys/submit", { survey_result_uuid: "nope" });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe("survey_result_uuid");
  });

  test("an archived unfinished assessment explains that it is closed (410)", async () => {
    const uuid = await register();
    await database.db
      .update(schema.surveyResults)
      .set({ archivedAt: new Date() })
      .where(eq(schema.surveyResults.uuid, uuid));
    const res = await api.request("GET", `/surveys/${uuid}`);
    expect(res.status).toBe(410);
    expect(res.body.message).toMatch(/closed by the company/);
  });
});
