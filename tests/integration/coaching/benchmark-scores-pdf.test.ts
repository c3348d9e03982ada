// Benchmark scores as a PDF (both brands ship them; CI runs the hb brand): a person's fit to every role benchmark of
// their company, best first, inside the caller's tenant scope; an unfinished assessment has none yet (409).
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import * as schema from "../../../server/db/schema/index";
import { HARBOR_OWNER, HARBOR_USER, startStaffApi, SUMMIT_OWNER, type StaffApi } from "../assessment/staff-api";

interface Fit {
  role_benchmark: { name: string };
  fit: number | null;
  band: string | null;
  stale: boolean;
}

let s: StaffApi;
let resultId: number;
beforeAll(async () => {
  s = await startStaffApi();
  [resultId] = await s.resultIds("harbor-dental", (r) => r.scores !== null && r.submittedAt !== null);
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const pdfOf = (id: number, as = HARBOR_USER) => s.api.fetch(`/survey-results/${id}/benchmark-scores/pdf`, { as });
const textOf = async (res: Response) =>
  (
    await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), { mergePages: true })
  ).text.replace(/\s+/g, " ");

describe("GET /survey-results/{id}/benchmark-scores/pdf", () => {
  test("is a download named after the person listing every benchmark of the company, best fit first", async () => {
    const brand = (await import("~brand")).default;
    expect(brand.features.benchmarkScores).toBe(true);
    const person = (await s.call(HARBOR_USER, "GET", `/survey-results/${resultId}`)).body.data;
    const fits: Fit[] = (await s.call(HARBOR_USER, "GET", `/candidates/scoring/scores?surveyResultId=${resultId}`)).body
      .data;
    expect(fits.length).toBeGreaterThan(1);

    const res = await pdfOf(resultId);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="benchmark-scores-[A-Za-z0-9-]+\.pdf"$/,
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    const text = await textOf(res);
    expect(text).toContain(`${person.first} ${person.last}`);
    expect(text).toContain("Benchmark scores");

    // Every benchmark once, in the page's order: computed fits best first, then those being calculated.
    const current = (f: Fit) => f.fit !== null && !f.stale;
    const ranked = fits
      .map((f, i) => ({ f, i }))
      .sort((a, b) => (current(b.f) ? b.f.fit! : -1) - (current(a.f) ? a.f.fit! : -1) || a.i - b.i)
      .map(({ f }) => f);
    const positions = ranked.map((f, i) => text.indexOf(`${i + 1}. ${f.role_benchmark.name}`));
    for (const [i, p] of positions.entries()) expect(p, ranked[i].role_benchmark.name).toBeGreaterThan(-1);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const f of ranked)
      expect(text).toContain(current(f) ? `Fit ${Math.round(f.fit!)} (${f.band})` : "Being calculated");
  });

  test("an unfinished assessment has no benchmark scores yet: 409", async () => {
    const [row] = await s.database.db
      .insert(schema.surveyResults)
      .values({
        companyId: s.companyIds["harbor-dental"],
        roleName: "Hygienist",
        first: "Una",
        last: "Unfinished",
        email: "una.unfinished.benchmarks@example.test",
        consentAt: new Date(),
        startedAt: new Date(),
      })
      .returning();
    const res = await s.call(HARBOR_OWNER, "GET", `/survey-results/${row.id}/benchmark-scores/pdf`);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain("finished");
  });

  test("is not found outside the caller's tenant scope, nor for an unknown id; a bad id is a 400", async () => {
    expect((await pdfOf(resultId, SUMMIT_OWNER)).status).toBe(404);
    expect((await pdfOf(2_000_000)).status).toBe(404);
    const bad = await s.call(HARBOR_USER, "GET", "/survey-results/abc/benchmark-scores/pdf");
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe("id");
    expect((await s.api.fetch(`/survey-results/${resultId}/benchmark-scores/pdf`)).status).toBe(401);
  });
});
