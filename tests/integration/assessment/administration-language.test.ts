// The language of administration on the staff side: GET /survey-results/{id} answers the language the person
// answered in, and the staff answers PDF (the coaching brand's behavioural questions chart) names it beside the norm
// group ("…; taken in German"), in English. `~brand` is swapped for the coaching brand, which has that PDF.
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { HARBOR_USER, startStaffApi, SUMMIT_OWNER, type StaffApi } from "./staff-api";

vi.mock("~brand", async () => ({ default: (await import("../../../brands/coaching/index")).default }));

let s: StaffApi;
let german: number;
let spanish: number;
let english: number;

beforeAll(async () => {
  s = await startStaffApi();
  // The demo seed's people who took it in German and Spanish (api/db/seed-assessments.ts ADMINISTERED_IN).
  [german] = await s.resultIds("harbor-dental", (r) => r.scores !== null && r.language === "de");
  [spanish] = await s.resultIds("harbor-dental", (r) => r.scores !== null && r.language === "es");
  [english] = await s.resultIds("harbor-dental", (r) => r.scores !== null && r.language === "en");
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
  test("GET /survey-results/{id} answers it: German for the demo's German taker, English otherwise", async () => {
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
      "Norms: IPIP-NEO-120, Johnson 2014, English-language internet sample; taken in German",
    );
    expect(await pdfText(spanish)).toContain("English-language internet sample; taken in Spanish");
    expect(await pdfText(english)).toContain("English-language internet sample; taken in English");
  });
});
