// The Book Code System, the coaching brand's API over a real database holding the demo companies
// and users: an internal super admin generates a batch of 100 codes, exports it as CSV and lists its codes; a reader
// redeems one signed out and is registered at the code's company; two redemptions of one code at once — exactly one
// succeeds; revoking a code or a batch (each audited); and the allow-list: a super admin off it gets 403.
// `~brand` is swapped for the coaching brand in this file, as BRAND=coaching does for a build.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BOOK_CODE_ALPHABET, formatBookCode, normalizeBookCode } from "../../../api/book-codes/code";
import { createBatch, randomBookCode } from "../../../api/book-codes/create-batch";
import { DEMO_COMPANIES } from "../../../api/db/demo-data";
import * as schema from "../../../server/db/schema/index";
import { seed, tenancySeed } from "../../../api/db/seed";
import { parseCsv } from "../../../api/jobs/csv";
import { startApi, type ApiUnderTest } from "../../support/api";
import { createTestDatabase, type TestDatabase } from "../../support/database";

vi.mock("~brand", async () => ({ default: (await import("../../../brands/coaching/index")).default }));

const INTERNAL = "ava.admin@provider.test";
const OFF_LIST = "sam.support@provider.test";
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
type Answer = { status: number; body: any; headers: Headers };

async function call(as: string | null, method: string, path: string, json?: unknown): Promise<Answer> {
  const res = await api.fetch(path, { ...(as ? { as } : {}), method, json });
  const text = await res.text();
  const json_ = (res.headers.get("content-type") ?? "").includes("json") && text ? JSON.parse(text) : text;
  return { status: res.status, body: json_, headers: res.headers };
}

const reader = (code: string, email: string, extra: Record<string, unknown> = {}) => ({
  code,
  first: "Rita",
  last: "Reader",
  email,
  role: "Team lead",
  consent: true,
  ...extra,
});
const paths = (body: { errors: { path: string }[] }) => body.errors.map((e) => e.path);
const auditRows = (action: string) =>
  database.db.select().from(schema.auditEvents).where(eq(schema.auditEvents.action, action));

/** A batch of `count` codes for Harbor Dental; answers the batch and its codes (as printed). */
async function generate(count: number, label = "Workbook") {
  const created = await call(INTERNAL, "POST", "/book-codes/batches", { label, company_id: harbor, count });
  expect(created.status).toBe(201);
  const codes = await call(INTERNAL, "GET", `/book-codes/batches/${created.body.data.id}/codes?limit=200`);
  return { batch: created.body.data, codes: codes.body.data as { id: number; code: string; status: string }[] };
}

describe("the allow-list", () => {
  it("refuses a super admin off the list and a company owner with 403, and nobody signed out gets in", async () => {
    for (const who of [OFF_LIST, OWNER]) {
      expect((await call(who, "GET", "/book-codes/batches")).status).toBe(403);
      const create = await call(who, "POST", "/book-codes/batches", { label: "x", company_id: harbor, count: 1 });
      expect(create.status).toBe(403);
      expect(create.body.message).toMatch(/internal accounts/);
      expect((await call(who, "POST", "/book-codes/batches/1/revoke")).status).toBe(403);
    }
    expect((await call(null, "GET", "/book-codes/batches")).status).toBe(401);
  });
});

describe("generating, listing and exporting a batch", () => {
  it("generates 100 unique, valid codes and exports them as CSV", async () => {
    const { batch, codes } = await generate(100, "Leading with traits, 1st print");
    expect(batch).toMatchObject({
      label: "Leading with traits, 1st print",
      company: { id: harbor },
      count: 100,
      counts: { unused: 100, redeemed: 0, revoked: 0 },
      report_kind: null,
      created_by: { first: "Ava" },
    });
    expect(codes).toHaveLength(100);
    expect(new Set(codes.map((c) => c.code)).size).toBe(100);
    const shape = new RegExp(`^[${BOOK_CODE_ALPHABET}]{4}-[${BOOK_CODE_ALPHABET}]{4}-[${BOOK_CODE_ALPHABET}]{4}$`);
    for (const c of codes) expect(c.code).toMatch(shape);

    const csv = await call(INTERNAL, "GET", `/book-codes/batches/${batch.id}/export`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(csv.headers.get("content-disposition")).toMatch(
      /attachment; filename="book-codes-\d+-Leading-with-traits-1st-print\.csv"/,
    );
    const records = parseCsv(csv.body);
    expect(records[0].fields).toEqual([
      "Code",
      "Status",
      "Batch",
      "Company",
      "Report kind",
      "Redeemed at",
      "Revoked at",
    ]);
    expect(records.slice(1).map((r) => r.fields[0])).toEqual(codes.map((c) => c.code));
    expect(records[1].fields.slice(1, 4)).toEqual(["unused", "Leading with traits, 1st print", batch.company.name]);

    // The list finds it by its label; a code search by its start, typed any way.
    const list = await call(INTERNAL, "GET", "/book-codes/batches?search=traits");
    expect(list.body.data.map((b: { id: number }) => b.id)).toEqual([batch.id]);
    const found = await call(
      INTERNAL,
      "GET",
      `/book-codes/batches/${batch.id}/codes?search=${codes[7].code.slice(0, 6).toLowerCase()}`,
    );
    expect(found.body.data.map((c: { id: number }) => c.id)).toContain(codes[7].id);
  });

  it("draws again when a code exists already, so the batch still holds exactly its count of new codes", async () => {
    const { codes: taken } = await generate(1);
    const existing = normalizeBookCode(taken[0].code);
    const [ava] = await database.db.select().from(schema.users).where(eq(schema.users.email, INTERNAL));
    const fresh = [randomBookCode(), randomBookCode()];
    const draws = [existing, existing, fresh[0], existing, fresh[1]];
    const auth = {
      actor: {
        id: ava.id,
        email: INTERNAL,
        role: "SUPER_ADMIN" as const,
        companyId: ava.companyId,
        franchiseId: null,
        canViewHiringPipeline: true,
        active: 1 as const,
      },
      superAdmin: null,
    };
    const batch = await createBatch(
      database.db,
      auth,
      { label: "Collisions", company_id: harbor, count: 2, report_kind: null },
      () => draws.shift()!,
    );
    const rows = await database.db.select().from(schema.bookCodes).where(eq(schema.bookCodes.batchId, batch.id));
    expect(rows.map((r) => r.code).sort()).toEqual([...fresh].sort());
    expect(batch.counts.unused).toBe(2);
  });

  it("refuses a count outside 1–10,000, an unknown report kind and a foreign company with field problems", async () => {
    for (const count of [0, 10_001, 2.5, "many"]) {
      const res = await call(INTERNAL, "POST", "/book-codes/batches", { label: "x", company_id: harbor, count });
      expect(res.status).toBe(400);
      expect(paths(res.body)).toEqual(["count"]);
    }
    const kind = await call(INTERNAL, "POST", "/book-codes/batches", {
      label: "x",
      company_id: harbor,
      count: 1,
      report_kind: "horoscope",
    });
    expect(paths(kind.body)).toEqual(["report_kind"]);
    expect(
      (await call(INTERNAL, "POST", "/book-codes/batches", { label: "x", company_id: 999_999, count: 1 })).status,
    ).toBe(404);
    expect((await call(INTERNAL, "GET", "/book-codes/batches/999999/export")).status).toBe(404);
  });
});

describe("redeeming a code, signed out", () => {
  it("registers the reader at the code's company and shows them on the code; the code cannot be used again", async () => {
    const { batch, codes } = await generate(3);
    const res = await call(
      null,
      "POST",
      "/book-codes/redeem",
      reader(codes[0].code.toLowerCase(), "rita@example.test"),
    );
    expect(res.status).toBe(201);
    const progress = await call(null, "GET", `/surveys/${res.body.survey_result_uuid}`);
    expect(progress.body).toMatchObject({ company: { name: batch.company.name }, first: "Rita", answered_count: 0 });

    const after = await call(INTERNAL, "GET", `/book-codes/batches/${batch.id}/codes`);
    expect(after.body.data[0]).toMatchObject({ status: "redeemed", reader: { first: "Rita", last: "Reader" } });
    expect(after.body.data[0].redeemed_at).toBeTruthy();
    expect((await call(INTERNAL, "GET", `/book-codes/batches/${batch.id}`)).body.data.counts).toEqual({
      unused: 2,
      redeemed: 1,
      revoked: 0,
    });

    const again = await call(null, "POST", "/book-codes/redeem", reader(codes[0].code, "other@example.test"));
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([{ path: "code", message: "has already been used" }]);
  });

  it("refuses a wrong check character with a 400 naming the code, and an unknown code with a 404", async () => {
    const { codes } = await generate(1);
    const code = normalizeBookCode(codes[0].code);
    const last = BOOK_CODE_ALPHABET[(BOOK_CODE_ALPHABET.indexOf(code[11]) + 1) % 31];
    const typo = await call(null, "POST", "/book-codes/redeem", reader(code.slice(0, 11) + last, "t@example.test"));
    expect(typo.status).toBe(400);
    expect(typo.body.errors).toEqual([
      { path: "code", message: "is not a valid code: please check each character against your book" },
    ]);
    // A valid code (check character fits) that was never issued.
    const unknown = await call(null, "POST", "/book-codes/redeem", reader("2222-2222-2222", "u@example.test"));
    expect(unknown.status).toBe(404);
    expect(paths(unknown.body)).toEqual(["code"]);
    const incomplete = await call(null, "POST", "/book-codes/redeem", { code: code, consent: false });
    expect(incomplete.status).toBe(400);
    expect(paths(incomplete.body)).toEqual(expect.arrayContaining(["first", "last", "email", "role", "consent"]));
  });

  it("lets exactly one of several redemptions of the same code at once succeed", async () => {
    const { codes } = await generate(1);
    // Four readers at once (two would do; more make the race likelier on a fast machine).
    const answers = await Promise.all(
      ["first", "second", "third", "fourth"].map((who) =>
        call(null, "POST", "/book-codes/redeem", reader(codes[0].code, `${who}.racer@example.test`)),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    const registered = await database.db
      .select()
      .from(schema.surveyResults)
      .where(and(eq(schema.surveyResults.companyId, harbor), eq(schema.surveyResults.last, "Reader")));
    const racers = registered.filter((r) => r.email.endsWith(".racer@example.test"));
    expect(racers).toHaveLength(1);
    const [row] = await database.db.select().from(schema.bookCodes).where(eq(schema.bookCodes.id, codes[0].id));
    expect(row).toMatchObject({ status: "redeemed", surveyResultId: racers[0].id });
  });

  it("keeps the code unused when the reader already has an unfinished assessment there (202, link by e-mail)", async () => {
    const { codes } = await generate(2);
    expect((await call(null, "POST", "/book-codes/redeem", reader(codes[0].code, "again@example.test"))).status).toBe(
      201,
    );
    const second = await call(null, "POST", "/book-codes/redeem", reader(codes[1].code, "AGAIN@example.test"));
    expect(second.status).toBe(202);
    expect(second.body).toMatchObject({ survey_result_uuid: null, resumed: true });
    const [row] = await database.db.select().from(schema.bookCodes).where(eq(schema.bookCodes.id, codes[1].id));
    expect(row).toMatchObject({ status: "unused", surveyResultId: null, redeemedAt: null });
  });
});

describe("revoking", () => {
  it("revokes one unused code (audited); a revoked code is refused to readers; a redeemed one cannot be revoked", async () => {
    const { codes } = await generate(2);
    const before = (await auditRows("book_code.revoke")).length;
    const revoked = await call(INTERNAL, "POST", `/book-codes/codes/${codes[0].id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toMatchObject({ id: codes[0].id, status: "revoked", code: codes[0].code });
    const audit = await auditRows("book_code.revoke");
    expect(audit).toHaveLength(before + 1);
    expect(audit.at(-1)).toMatchObject({ subjectType: "book_code", subjectId: codes[0].id, companyId: harbor });
    expect(audit.at(-1)!.actorUserId).not.toBeNull();

    const refused = await call(null, "POST", "/book-codes/redeem", reader(codes[0].code, "late@example.test"));
    expect(refused.status).toBe(410);
    expect(paths(refused.body)).toEqual(["code"]);
    expect((await call(INTERNAL, "POST", `/book-codes/codes/${codes[0].id}/revoke`)).status).toBe(409);

    await call(null, "POST", "/book-codes/redeem", reader(codes[1].code, "kept@example.test"));
    const redeemed = await call(INTERNAL, "POST", `/book-codes/codes/${codes[1].id}/revoke`);
    expect(redeemed.status).toBe(409);
    expect(redeemed.body.message).toMatch(/redeemed/);
    expect((await call(OFF_LIST, "POST", `/book-codes/codes/${codes[1].id}/revoke`)).status).toBe(403);
  });

  it("revokes a batch's unused codes at once (one audit row), keeps its redeemed codes, and only once", async () => {
    const { batch, codes } = await generate(5);
    await call(null, "POST", "/book-codes/redeem", reader(codes[2].code, "batch.reader@example.test"));
    const res = await call(INTERNAL, "POST", `/book-codes/batches/${batch.id}/revoke`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ revoked: 4 });
    const after = await call(INTERNAL, "GET", `/book-codes/batches/${batch.id}`);
    expect(after.body.data.counts).toEqual({ unused: 0, redeemed: 1, revoked: 4 });
    expect(after.body.data.revoked_at).toBeTruthy();
    const audit = (await auditRows("book_code_batch.revoke")).filter((r) => r.subjectId === batch.id);
    expect(audit).toHaveLength(1);
    expect(audit[0].summary).not.toMatch(/@|Reader/);
    expect((await call(INTERNAL, "POST", `/book-codes/batches/${batch.id}/revoke`)).status).toBe(409);
    const late = await call(
      null,
      "POST",
      "/book-codes/redeem",
      reader(formatBookCode(codes[0].code), "x@example.test"),
    );
    expect(late.status).toBe(410);
  });
});
