// A book-code reader's own report (coaching brand): a reader who redeems a code and submits is mailed the link to
// their report even when the company switched reports off; a batch whose report kind is the growth report adds the
// growth report to it. `~brand` is swapped for the coaching brand in this file, as BRAND=coaching does for a build.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_COMPANIES } from "../../../api/db/demo-data";
import * as schema from "../../../server/db/schema/index";
import { seed, tenancySeed } from "../../../api/db/seed";
import { ITEMS } from "../../../domain/assessment/items";
import { startApi, type ApiUnderTest } from "../../support/api";
import { createTestDatabase, type TestDatabase } from "../../support/database";

vi.mock("~brand", async () => ({ default: (await import("../../../brands/coaching/index")).default }));

const INTERNAL = "ava.admin@provider.test";
const OWNER = "owner@harbor-dental.test";

let database: TestDatabase;
let api: ApiUnderTest;
let harbor: number;

beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db, [tenancySeed]);
  api = await startApi(database.db);
  const name = DEMO_COMPANIES.find((c) => c.key === "harbor-dental")!.name;
  harbor = (await database.db.select().from(schema.companies).where(eq(schema.companies.name, name)))[0].id;
}, 120_000);
afterAll(async () => {
  await api?.close();
  await database?.close();
});

// The answers' shapes are what the tests assert, so they stay loosely typed here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { status: number; body: any };

async function call(as: string | null, method: string, path: string, json?: unknown): Promise<Answer> {
  const res = await api.fetch(path, { ...(as ? { as } : {}), method, json });
  const text = await res.text();
  return {
    status: res.status,
    body: (res.headers.get("content-type") ?? "").includes("json") && text ? JSON.parse(text) : text,
  };
}

/** Redeems a fresh code of a new batch (with `reportKind`) and submits the reader's answers; answers their e-mail. */
async function readerSubmits(reportKind: "report" | "growth_report" | null, email: string) {
  const created = await call(INTERNAL, "POST", "/book-codes/batches", {
    label: `Workbook ${email}`,
    company_id: harbor,
    count: 1,
    report_kind: reportKind,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const codes = await call(INTERNAL, "GET", `/book-codes/batches/${created.body.data.id}/codes`);
  const redeemed = await call(null, "POST", "/book-codes/redeem", {
    code: codes.body.data[0].code,
    first: "Rita",
    last: "Reader",
    email,
    role: "Team lead",
    consent: true,
  });
  expect(redeemed.status).toBe(201);
  const uuid = redeemed.body.survey_result_uuid as string;
  const answers = ITEMS.map((item, i) => ({ item_id: item.id, value: ((i * 3) % 5) + 1 }));
  expect((await call(null, "PUT", `/surveys/${uuid}/answers`, { answers })).status).toBe(200);
  expect((await call(null, "POST", "/surveys/submit", { survey_result_uuid: uuid })).status).toBe(200);
}

async function reportOf(email: string) {
  const mails = await database.db
    .select()
    .from(schema.outboxEmails)
    .where(and(eq(schema.outboxEmails.to, email), eq(schema.outboxEmails.template, "participant-report")));
  expect(mails).toHaveLength(1);
  const payload = /\/my-report\/([A-Za-z0-9_.-]+)/.exec(mails[0].text)![1];
  const opened = await call(null, "GET", `/participant-reports/public/report?payload=${encodeURIComponent(payload)}`);
  expect(opened.status).toBe(200);
  return opened.body.data;
}

describe("a book-code reader's own report", () => {
  it("is mailed even with the company's reports switched off, with the growth report when the batch asks for it", async () => {
    const path = `/companies/${harbor}/participant-report-settings`;
    expect((await call(OWNER, "PUT", path, { participant_reports: false })).status).toBe(200);

    await readerSubmits("growth_report", "rita.growth@example.test");
    const growth = await reportOf("rita.growth@example.test");
    expect(growth.person).toEqual({ first: "Rita" });
    expect(growth.domains).toHaveLength(5);
    expect(growth.growth).not.toBeNull();
    expect(growth.growth.basis).toBe("profile");

    await readerSubmits("report", "rita.plain@example.test");
    expect((await reportOf("rita.plain@example.test")).growth).toBeNull();
  });
});
