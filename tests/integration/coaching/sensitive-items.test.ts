// Sensitive items' single answers (docs/assessment/sensitive-items.md) over HTTP, real database, coaching brand: a
// planted answer to a sensitive item is in no staff answer — the answers API, its PDF, a shared report, a shared
// comparison, the CSV export — and still in the person's own data export.
// `~brand` is swapped for the coaching brand in this file, as BRAND=coaching does for a build.
import { and, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import * as schema from "../../../server/db/schema/index";
import { ANSWER_WITHHELD, SENSITIVE_ITEMS } from "../../../domain/assessment/sensitive-items";
import { HARBOR_OWNER, HARBOR_USER, startStaffApi, type StaffApi } from "../assessment/staff-api";

vi.mock("~brand", async () => ({ default: (await import("../../../brands/coaching/index")).default }));

// A health item answered at the top of the scale; every other answer of the person sits in the middle, so "Very
// accurate" and a raised score can only come from the planted answer.
const planted = SENSITIVE_ITEMS.find((i) => i.text === "Often feel blue")!;

let s: StaffApi;
let resultId: number;
let otherId: number;

beforeAll(async () => {
  s = await startStaffApi();
  [resultId, otherId] = await s.resultIds("harbor-dental", (r) => r.scores !== null);
  const db = s.database.db;
  await db.update(schema.surveyAnswers).set({ value: 3 }).where(eq(schema.surveyAnswers.surveyResultId, resultId));
  await db
    .update(schema.surveyAnswers)
    .set({ value: 5 })
    .where(and(eq(schema.surveyAnswers.surveyResultId, resultId), eq(schema.surveyAnswers.itemId, planted.id)));
  const rows = await db.select().from(schema.surveyAnswers).where(eq(schema.surveyAnswers.surveyResultId, resultId));
  expect(rows).toHaveLength(120);
  expect(rows.find((r) => r.itemId === planted.id)!.value).toBe(5);
}, 120_000);
afterAll(async () => {
  await s?.close();
});

/** No sensitive item is named in a payload: neither its id nor its statement. */
function expectNoSensitiveItem(text: string) {
  for (const item of SENSITIVE_ITEMS) {
    expect(text).not.toContain(item.id);
    expect(text).not.toContain(item.text);
  }
}

describe("a planted answer to a sensitive item", () => {
  test("is not in the answers API's JSON: the item says withheld, with no value, and the rest keep theirs", async () => {
    const res = await s.call(HARBOR_USER, "GET", `/survey-results/${resultId}/answers`);
    expect(res.status).toBe(200);
    const items: { id: string; answer: number | null; scored: number | null; withheld: boolean }[] =
      res.body.data.domains.flatMap((d: { facets: { items: unknown[] }[] }) => d.facets.flatMap((f) => f.items));
    expect(items.find((i) => i.id === planted.id)).toMatchObject({ answer: null, scored: null, withheld: true });
    expect(new Set(items.filter((i) => i.withheld).map((i) => i.id))).toEqual(
      new Set(SENSITIVE_ITEMS.map((i) => i.id)),
    );
    expect(items.filter((i) => !i.withheld).every((i) => i.answer === 3)).toBe(true);
    expect(JSON.stringify(res.body)).not.toMatch(/"answer":5|"scored":5/);
    expect(res.body.data.answered_count).toBe(120);
  });

  test("is not in the answers PDF, which prints the statement with “answer withheld”", async () => {
    const res = await s.api.fetch(`/survey-results/${resultId}/answers/pdf`, { as: HARBOR_USER });
    expect(res.status).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), {
      mergePages: true,
    });
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain(`${planted.text} ${ANSWER_WITHHELD}`);
    expect(flat).not.toContain("Answer: Very accurate");
    expect(flat).not.toContain("Raises the score");
    expect(flat).toContain("Answer: Neither accurate nor inaccurate");
  });

  test("is not in a shared report, as JSON or PDF", async () => {
    const made = await s.call(HARBOR_OWNER, "POST", "/survey-results/public/encode-report-payload", {
      survey_result_id: resultId,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const payload = encodeURIComponent(made.body.data.path.slice("/shared/report/".length));
    const json = await s.api.fetch(`/survey-results/public/report?payload=${payload}`);
    expect(json.status).toBe(200);
    expectNoSensitiveItem(await json.text());
    const pdf = await s.api.fetch(`/survey-results/public/report/pdf?payload=${payload}`);
    expect(pdf.status).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), {
      mergePages: true,
    });
    expectNoSensitiveItem(text.replace(/\s+/g, " "));
  });

  test("is not in a shared comparison", async () => {
    const made = await s.call(HARBOR_OWNER, "POST", "/view-shares", {
      view: { kind: "comparison", survey_result_ids: [resultId, otherId] },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const payload = encodeURIComponent(made.body.data.path.slice("/shared/view/".length));
    const res = await s.api.fetch(`/view-shares/public?payload=${payload}`);
    expect(res.status).toBe(200);
    expectNoSensitiveItem(await res.text());
  });

  test("is not in the CSV export, which carries domain scores only", async () => {
    const res = await s.call(HARBOR_OWNER, "GET", "/survey-results/export?include_archived=true&include_tests=true");
    expect(res.status).toBe(200);
    expectNoSensitiveItem(res.body);
  });

  test("is in the person's own data export, with the statement beside it", async () => {
    const res = await s.call(HARBOR_OWNER, "GET", `/data-rights/survey-results/${resultId}/export`);
    expect(res.status).toBe(200);
    const answers: { survey_result_id: number; item_id: string; value: number; statement: string }[] =
      res.body.data.tables.survey_answers;
    expect(answers.filter((a) => a.survey_result_id === resultId)).toHaveLength(120);
    expect(answers.find((a) => a.survey_result_id === resultId && a.item_id === planted.id)).toMatchObject({
      value: 5,
      statement: planted.text,
    });
  });
});
