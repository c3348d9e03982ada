// Data care: erasing a person leaves no trace of their e-mail in any table (every text and JSON column of every table,
// read from information_schema) but keeps an audit record without it; a retention dry run lists exactly what the real
// run then removes; company events are idempotent per event id; public-link payloads are sealed and opened with key
// ids. The utilities are the super admins'; a person's data is the company owner's.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, onTestFinished, test, vi } from "vitest";
import * as schema from "../../../server/db/schema/index";
import { seed, tenancySeed } from "../../../api/db/seed";
import { stopQueueFor } from "../../../api/queue/index";
import { rowsOf } from "../../../api/db/rows";
import { sealer } from "../../../api/utils/crypto";
import { ITEMS } from "../../../domain/assessment/items";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { startApi, type ApiUnderTest } from "../../support/api";

const OWNER = "owner@harbor-dental.test";
const USER = "user@harbor-dental.test";
const SUMMIT_OWNER = "owner@summit-fitness.test";
const SUPER = "ava.admin@provider.test";

let database: TestDatabase;
let api: ApiUnderTest;
let harborId: number;
let token: string;

async function call(as: string | undefined, method: string, path: string, json?: unknown) {
  const res = await api.fetch(path, { as, method, json });
  const text = await res.text();
  const type = res.headers.get("content-type") ?? "";
  return { status: res.status, body: type.includes("json") && text ? JSON.parse(text) : text, headers: res.headers };
}

async function register(email: string, status = 201) {
  const reg = await call(undefined, "POST", "/surveys/register", {
    token,
    first: "Erin",
    last: "Erasable",
    email,
    phone: "+1 555 0199",
    sex: "female",
    age: 41,
    role: "Receptionist",
    consent: true,
  });
  expect(reg.status).toBe(status);
  return reg.body.survey_result_uuid as string;
}

/** Every (table, column) of a text or JSON type whose value mentions `needle`. */
async function tablesMentioning(needle: string) {
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await database.db.execute(sql`
      select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED')`),
  );
  expect(columns.length).toBeGreaterThan(50);
  const hits: string[] = [];
  for (const { table_name, column_name } of columns) {
    const [row] = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table_name)} where position(lower(${needle}) in lower(${sql.identifier(column_name)}::text)) > 0`,
      ),
    );
    if (row.n > 0) hits.push(`${table_name}.${column_name}`);
  }
  return hits;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db, [tenancySeed]);
  const [harbor] = await database.db.select().from(schema.companies).where(eq(schema.companies.name, "Harbor Dental"));
  harborId = harbor.id;
  token = harbor.assessmentToken;
  api = await startApi(database.db);
}, 120_000);
afterAll(async () => {
  await api?.close();
  await stopQueueFor(database.db);
  await database?.close();
});

describe("a person's data rights", () => {
  test("export, then erase: no table holds their e-mail afterwards, and the audit record stays", async () => {
    const email = "erin.erasable@example.test";
    // A hook, so that the events about them are in the delivery table too (the receiver need not exist).
    await call(OWNER, "PUT", "/custom-webhooks", {
      url: "http://127.0.0.1:9/none",
      events: ["assessment.completed", "candidate.stage_changed"],
    });
    // A first assessment, submitted; a second one started (the same person: same company and e-mail), then
    // registering again mails its link (an outbox e-mail to them).
    const first = await register(email);
    const answers = ITEMS.map((item, i) => ({ item_id: item.id, value: (i % 5) + 1 }));
    await call(undefined, "PUT", `/surveys/${first}/answers`, { answers });
    expect((await call(undefined, "POST", "/surveys/submit", { survey_result_uuid: first })).status).toBe(200);
    const second = await register(email.toUpperCase());
    await call(undefined, "PUT", `/surveys/${second}/answers`, { answers: answers.slice(0, 10) });
    await register(email, 202);
    const ids = (
      await database.db
        .select({ id: schema.surveyResults.id })
        .from(schema.surveyResults)
        .where(sql`lower(email) = ${email}`)
    ).map((r) => r.id);
    expect(ids).toHaveLength(2);
    // Notes, a pipeline move, a tracked event, a company event naming them, a job application with their e-mail.
    await call(OWNER, "POST", `/candidate-notes?surveyResultId=${ids[0]}`, { body: `Called ${email} on Monday` });
    expect(
      (await call(OWNER, "POST", "/survey-results/bulk-update", { ids: [ids[0]], status: "Interview" })).status,
    ).toBe(200);
    await call(OWNER, "POST", "/companies/events/create-bulk", {
      company_events: [
        {
          company_id: harborId,
          description: "Contacted",
          timestamp: new Date().toISOString(),
          metadata: { to: email },
        },
      ],
    });
    const [job] = await database.db
      .insert(schema.jobs)
      .values({ companyId: harborId, title: "Receptionist" })
      .returning();
    await database.db.insert(schema.jobApplications).values({
      jobId: job.id,
      surveyResultId: ids[0],
      first: "Erin",
      last: "Erasable",
      email,
      answers: { q1: "I am Erin" },
    });
    expect(await tablesMentioning(email)).not.toHaveLength(0);

    // Export: JSON with every table that holds them, and a PDF.
    expect((await call(USER, "GET", `/data-rights/survey-results/${ids[0]}/export`)).status).toBe(403);
    expect((await call(SUMMIT_OWNER, "GET", `/data-rights/survey-results/${ids[0]}/export`)).status).toBe(404);
    const exported = await call(OWNER, "GET", `/data-rights/survey-results/${ids[1]}/export`);
    expect(exported.status).toBe(200);
    expect(exported.body.data.survey_result_ids.sort()).toEqual([...ids].sort());
    expect(Object.keys(exported.body.data.tables)).toEqual(
      expect.arrayContaining([
        "survey_results",
        "survey_answers",
        "candidate_notes",
        "job_applications",
        "outbox_emails",
      ]),
    );
    const pdf = await api.fetch(`/data-rights/survey-results/${ids[0]}/export.pdf`, { as: OWNER });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    // Erase: the typed confirmation must be their e-mail.
    const wrong = await call(OWNER, "POST", `/data-rights/survey-results/${ids[0]}/erase`, { confirm: "someone else" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0].path).toBe("confirm");
    const erased = await call(OWNER, "POST", `/data-rights/survey-results/${ids[0]}/erase`, {
      confirm: ` ${email.toUpperCase()} `,
    });
    expect(erased.status).toBe(200);
    expect(erased.body.data).toMatchObject({ survey_results: 2, applications: 1 });

    expect(await tablesMentioning(email)).toEqual([]);
    expect(await tablesMentioning("Erasable")).toEqual([]);
    const [audit] = await database.db
      .select()
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.id, erased.body.data.audit_id));
    expect(audit).toMatchObject({
      action: "person.erase",
      companyId: harborId,
      subjectType: "survey_result",
      subjectId: ids[0],
    });
    expect((await call(OWNER, "GET", `/survey-results/${ids[0]}`)).status).toBe(404);
  });
});

describe("clean-up-data", () => {
  test("the retention dry run lists exactly what the real run then removes", async () => {
    const days = (n: number) => new Date(Date.now() - n * 86_400_000);
    const person = (first: string, createdAt: Date, submittedAt: Date | null = null) => ({
      companyId: harborId,
      roleName: "Receptionist",
      first,
      last: "Retained",
      email: `${first.toLowerCase()}@example.test`,
      sex: "unspecified" as const,
      consentAt: createdAt,
      createdAt,
      submittedAt,
    });
    // "Borderline" becomes due 3 s after the dry run: a real run judged at the dry run's moment must keep it.
    const borderline = new Date(Date.now() - 365 * 86_400_000 + 3_000);
    const rows = await database.db
      .insert(schema.surveyResults)
      .values([
        person("Old", days(400), days(399)),
        person("Older", days(900)),
        person("Recent", days(10)),
        person("Edge", days(400), days(20)),
        person("Borderline", borderline),
      ])
      .returning({ id: schema.surveyResults.id, first: schema.surveyResults.first });
    const idOf = (first: string) => rows.find((r) => r.first === first)!.id;

    expect((await call(OWNER, "POST", "/utils/clean-up-data", { scope: "retention" })).status).toBe(403);
    expect((await call(SUPER, "PUT", "/utils/retention", { company_id: harborId, retention_days: 5 })).status).toBe(
      400,
    );
    const set = await call(SUPER, "PUT", "/utils/retention", { company_id: harborId, retention_days: 365 });
    expect(set.body.data).toMatchObject({ company_id: harborId, retention_days: 365 });

    const dry = await call(SUPER, "POST", "/utils/clean-up-data", { scope: "retention", company_id: harborId });
    expect(dry.status).toBe(200);
    expect(dry.body.data).toMatchObject({ dry_run: true, removed: 0 });
    const listed = dry.body.data.items.map((i: { kind: string; id: number }) => `${i.kind}:${i.id}`).sort();
    expect(listed).toEqual([`survey_result:${idOf("Old")}`, `survey_result:${idOf("Older")}`].sort());
    // Nothing went in the dry run.
    expect(
      await database.db.select().from(schema.surveyResults).where(eq(schema.surveyResults.last, "Retained")),
    ).toHaveLength(5);

    // 3.5 s later by the process's clock (Date only; the API runs in this process): "Borderline" is due by now.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 3_500 });
    onTestFinished(() => void vi.useRealTimers());
    const before = (await database.db.select({ id: schema.surveyResults.id }).from(schema.surveyResults)).map(
      (r) => r.id,
    );
    const real = await call(SUPER, "POST", "/utils/clean-up-data", {
      scope: "retention",
      company_id: harborId,
      dry_run: false,
      as_of: dry.body.data.as_of,
    });
    expect(real.status).toBe(200);
    expect(real.body.data.items).toEqual(dry.body.data.items);
    expect(real.body.data.removed).toBe(2);
    const after = (await database.db.select({ id: schema.surveyResults.id }).from(schema.surveyResults)).map(
      (r) => r.id,
    );
    expect(before.filter((id) => !after.includes(id)).sort()).toEqual([idOf("Old"), idOf("Older")].sort());
  });

  test("test data: the dry run lists test results and applications only", async () => {
    const [t] = await database.db
      .insert(schema.surveyResults)
      .values({
        companyId: harborId,
        roleName: "Receptionist",
        first: "T",
        last: "Test",
        email: "t@example.test",
        consentAt: new Date(),
        isTest: true,
      })
      .returning();
    const dry = await call(SUPER, "POST", "/utils/clean-up-data", { scope: "test-data" });
    expect(dry.body.data.items.map((i: { id: number; kind: string }) => [i.kind, i.id])).toContainEqual([
      "survey_result",
      t.id,
    ]);
    expect(dry.body.data.items.every((i: { reason: string }) => /test data|belongs to/.test(i.reason))).toBe(true);
    const bad = await call(SUPER, "POST", "/utils/clean-up-data", { scope: "everything", dry_run: "yes" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(["dry_run", "scope"]);
  });
});

describe("company events create-bulk", () => {
  test("is idempotent per event id: a repeat answers 200 with the stored event, not a duplicate", async () => {
    const event = {
      company_id: harborId,
      description: "Report printed",
      timestamp: "2026-03-02T10:00:00Z",
      event_id: "print-42",
    };
    const first = await call(OWNER, "POST", "/companies/events/create-bulk", { company_events: [event] });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ created: 1, existing: 0 });
    const again = await call(OWNER, "POST", "/companies/events/create-bulk", {
      company_events: [{ ...event, description: "changed" }],
    });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ created: 0, existing: 1 });
    expect(again.body.data.events[0]).toMatchObject({
      id: first.body.data.events[0].id,
      description: "Report printed",
      event_id: "print-42",
    });
    const mixed = await call(OWNER, "POST", "/companies/events/create-bulk", {
      company_events: [event, { ...event, event_id: "print-43" }, { ...event, event_id: undefined }],
    });
    expect(mixed.status).toBe(201);
    expect(mixed.body.data).toMatchObject({ created: 2, existing: 1 });
    expect(mixed.body.data.events.map((e: { event_id: string | null }) => e.event_id)).toEqual([
      "print-42",
      "print-43",
      null,
    ]);
    const stored = await database.db
      .select()
      .from(schema.companyEvents)
      .where(eq(schema.companyEvents.eventId, "print-42"));
    expect(stored).toHaveLength(1);
    const bad = await call(OWNER, "POST", "/companies/events/create-bulk", {
      company_events: [{ ...event, event_id: "no spaces" }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe("company_events.0.event_id");
  });
});

describe("utils encrypt and decrypt", () => {
  test("a sealed payload opens, a tampered one does not, and an older key id still opens after a rotation", async () => {
    expect((await call(OWNER, "POST", "/utils/encrypt", { payload: { a: 1 } })).status).toBe(403);
    const sealed = await call(SUPER, "POST", "/utils/encrypt", {
      payload: { share: "abc", n: 2 },
      expires_in_seconds: 3600,
    });
    expect(sealed.status).toBe(200);
    expect(sealed.body.data.kid).toBe("pl1");
    const opened = await call(SUPER, "POST", "/utils/decrypt", { token: sealed.body.data.token });
    expect(opened.body.data).toEqual({ payload: { share: "abc", n: 2 }, kid: "pl1" });
    const parts = sealed.body.data.token.split(".");
    parts[3] = parts[3].slice(0, -2) + (parts[3].endsWith("AA") ? "BB" : "AA");
    const tampered = await call(SUPER, "POST", "/utils/decrypt", { token: parts.join(".") });
    expect(tampered.status).toBe(422);
    expect(tampered.body.errors).toEqual([{ path: "token", message: "is not valid" }]);

    const before = sealer("s".repeat(40), { k1: "label-1" });
    const after = sealer("s".repeat(40), { k2: "label-2", k1: "label-1" });
    const old = await before.seal({ x: 1 });
    expect(await after.open(old)).toEqual({ status: "valid", payload: { x: 1 }, kid: "k1" });
    expect(after.currentKid).toBe("k2");
    expect((await before.open(await after.seal({ x: 2 }))).status).toBe("invalid");
    const expired = await before.seal({ x: 3 }, { expiresAt: new Date(Date.now() - 60_000) });
    expect((await before.open(expired)).status).toBe("expired");
  });
});
