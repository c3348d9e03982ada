// The norm group without the person (docs/decisions/052-norm-inputs-apart.md): a person's sex and age score their
// answers, are stored apart from their result, reach no staff payload (the report, the list, its CSV, a shared link,
// the PDFs) but their own export, and go when they are erased. `~brand` is the coaching brand here, whose growth
// report, its link and its PDF are the shared views with scores; the list, report and export are both brands'.
import { eq, sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import * as schema from "../../../server/db/schema/index";
import { seed, tenancySeed } from "../../../api/db/seed";
import { stopQueueFor } from "../../../api/queue/index";
import { ITEMS } from "../../../domain/assessment/items";
import { scoreAssessment } from "../../../domain/assessment/scoring";
import { startApi, type ApiUnderTest } from "../../support/api";
import { createTestDatabase, type TestDatabase } from "../../support/database";

vi.mock("~brand", async () => ({ default: (await import("../../../brands/coaching/index")).default }));

const OWNER = "owner@harbor-dental.test";
const EMAIL = "noor.normgroup@example.test";
/** What the person gave: female, 47 (the 41–60 band). None of it may reach a staff payload. */
const GIVEN = { sex: "female", age: 47 } as const;
const LEAKS = /"sex"|"age"|age_band|norm_group|female|41-60|Norm group|Prefer not to say/i;

let database: TestDatabase;
let api: ApiUnderTest;
let resultId: number;

async function call(method: string, path: string, json?: unknown, as: string | undefined = OWNER) {
  const res = await api.fetch(path, { as, method, json });
  const text = await res.text();
  expect(res.status, `${method} ${path}: ${text.slice(0, 300)}`).toBeLessThan(300);
  return text;
}

async function pdfText(path: string, as: string | undefined = OWNER) {
  const res = await api.fetch(path, { as });
  expect(res.status, path).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), {
    mergePages: true,
  });
  return text;
}

const normInputs = () =>
  database.db
    .select()
    .from(schema.surveyResultNormInputs)
    .where(eq(schema.surveyResultNormInputs.surveyResultId, resultId));

const answers = ITEMS.map((item, i) => ({ item_id: item.id, value: ((i * 7) % 5) + 1 }));

beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db, [tenancySeed]);
  const [harbor] = await database.db.select().from(schema.companies).where(eq(schema.companies.name, "Harbor Dental"));
  api = await startApi(database.db);
  const registered = JSON.parse(
    await call(
      "POST",
      "/surveys/register",
      {
        token: harbor.assessmentToken,
        first: "Noor",
        last: "Normgroup",
        email: EMAIL,
        ...GIVEN,
        role: "Receptionist",
        consent: true,
      },
      undefined,
    ),
  );
  const uuid = registered.survey_result_uuid as string;
  await call("PUT", `/surveys/${uuid}/answers`, { answers }, undefined);
  await call("POST", "/surveys/submit", { survey_result_uuid: uuid }, undefined);
  const [row] = await database.db.select().from(schema.surveyResults).where(eq(schema.surveyResults.uuid, uuid));
  resultId = row.id;
}, 120_000);
afterAll(async () => {
  await api?.close();
  if (database) await stopQueueFor(database.db);
  await database?.close();
});

describe("the norm group's inputs", () => {
  test("score the answers, and are stored apart from the result, which holds neither", async () => {
    expect(await normInputs()).toEqual([{ surveyResultId: resultId, ...GIVEN }]);
    const columns = await database.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'survey_results'`,
    );
    const names = ((columns as { rows?: { column_name: string }[] }).rows ?? []).map((c) => c.column_name);
    expect(names).toContain("scores");
    expect(names).not.toContain("sex");
    expect(names).not.toContain("age");
    const [row] = await database.db.select().from(schema.surveyResults).where(eq(schema.surveyResults.id, resultId));
    expect(row.scores).toEqual(scoreAssessment(Object.fromEntries(answers.map((a) => [a.item_id, a.value])), GIVEN));
    // Scored against the female 41–60 norms: not what the combined group would have given.
    expect(row.scores).not.toEqual(
      scoreAssessment(Object.fromEntries(answers.map((a) => [a.item_id, a.value])), { sex: "unspecified" }),
    );
  });

  test("reach no staff payload: report, list, search, CSV, growth report, shared link and every PDF", async () => {
    const report = await call("GET", `/survey-results/${resultId}`);
    expect(report).not.toMatch(LEAKS);
    expect(JSON.parse(report).data.scores.norms).toBe("johnson-2014");
    expect(await call("GET", `/survey-results?search=${encodeURIComponent(EMAIL)}`)).not.toMatch(LEAKS);
    const found = await call("GET", `/survey-results/search?search=Noor`);
    expect(found).toContain("Normgroup");
    expect(found).not.toMatch(LEAKS);
    const csv = await call("GET", `/survey-results/export?search=Noor`);
    expect(csv).toContain("Normgroup");
    expect(csv).not.toMatch(/\bsex\b|\bage\b|female|41-60/i);
    expect(await call("GET", `/growth-reports/${resultId}`)).not.toMatch(LEAKS);

    const share = JSON.parse(
      await call("POST", "/survey-results/public/encode-report-payload", { survey_result_id: resultId }),
    );
    const payload = encodeURIComponent(share.data.path.slice("/shared/report/".length));
    expect(await call("GET", `/survey-results/public/report?payload=${payload}`, undefined, undefined)).not.toMatch(
      LEAKS,
    );

    for (const pdf of [
      `/survey-results/public/report/pdf?payload=${payload}`,
      `/growth-reports/${resultId}/pdf`,
      `/survey-results/${resultId}/answers/pdf`,
      `/survey-results/${resultId}/history/pdf`,
    ]) {
      const text = await pdfText(pdf, pdf.includes("public") ? undefined : OWNER);
      expect(text.length, pdf).toBeGreaterThan(100);
      expect(text, pdf).not.toMatch(/female|41-60|Norm group|aged 47/i);
    }
  });

  test("are in the person's own data export", async () => {
    const exported = JSON.parse(await call("GET", `/data-rights/survey-results/${resultId}/export`));
    expect(exported.data.tables.survey_result_norm_inputs).toEqual([{ survey_result_id: resultId, ...GIVEN }]);
  });

  test("are erased with the person (the foreign key cascades)", async () => {
    expect(await normInputs()).toHaveLength(1);
    await call("POST", `/data-rights/survey-results/${resultId}/erase`, { confirm: EMAIL });
    expect(await normInputs()).toEqual([]);
    const left = await database.db.select().from(schema.surveyResultNormInputs);
    expect(left.filter((r) => r.surveyResultId === resultId)).toEqual([]);
  });
});
