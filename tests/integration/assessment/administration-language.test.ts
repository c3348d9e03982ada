// The language of administration on the staff side: GET /survey-results/{id} answers the language the person
// answered in, and the staff answers PDF (the coaching brand's behavioural questions chart) names it beside the norm
// group ("…; taken in German"), in English. `~brand` is swapped for the coaching brand, which has that PDF.
import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import * as schema from "../../../api/db/schema/index";
import { HARBOR_USER, startStaffApi, SUMMIT_OWNER, type StaffApi } from "./staff-api";

vi.mock("~brand", async () => ({ default: (await import("../../../brands/coaching/index")).default }));

let s: StaffApi;
let german: number;
let english: number;

beforeAll(async () => {
  s = await startStaffApi();
  [german, english] = await s.resultIds("harbor-dental", (r) => r.scores !== null && r.language === "en");
  await s.database.db.update(schema.surveyResults).set({ language: "de" }).where(eq(schema.surveyResults.id, german));
}, 120_000);
afterAll(async () => {
  await s?.close();
});

async function pdfText(id: number) {
  const res = await s.api.fetch(`/survey-results/${id}/answers/pdf`, { as: HARBOR_USER });
  expect(res.status).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), {
    mergePages: true,
  });
  return text.replace(/\s+/g, " ");
}

describe("the language of administration", () => {
  test("GET /survey-results/{id} answers it: German for a German taker, English otherwise", async () => {
    const de = await s.call(HARBOR_USER, "GET", `/survey-results/${german}`);
    expect(de.status).toBe(200);
    expect(de.body.data.language).toBe("de");
    const en = await s.call(HARBOR_USER, "GET", `/survey-results/${english}`);
    expect(en.body.data.language).toBe("en");
    // Outside the caller's scope it stays not found.
    expect((await s.call(SUMMIT_OWNER, "GET", `/survey-results/${german}`)).status).toBe(404);
  });

  test("the staff answers PDF says 'taken in German' beside the norm group, in English", async () => {
    expect(await pdfText(german)).toContain(
      "Norm group: IPIP-NEO-120, Johnson 2014, English-language internet sample; taken in German",
    );
    expect(await pdfText(english)).toContain("English-language internet sample; taken in English");
  });
});
