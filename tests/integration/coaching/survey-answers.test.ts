// The behavioural questions chart's API (coaching brand): a person's 120 answers grouped by domain and facet, each
// with its keying and the value it adds to its facet's score, inside the caller's tenant scope.
// `~brand` is swapped for the coaching brand in this file, as BRAND=coaching does for a build.
import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import * as schema from "../../../server/db/schema/index";
import { ITEMS } from "../../../domain/assessment/items";
import type { AssessmentScores } from "../../../domain/assessment/scoring";
import { isSensitiveItem } from "../../../domain/assessment/sensitive-items";
import { HARBOR_USER, startStaffApi, SUMMIT_OWNER, SUPER_ADMIN, type StaffApi } from "../assessment/staff-api";

vi.mock("~brand", async () => ({ default: (await import("../../../brands/coaching/index")).default }));

interface Item {
  id: string;
  text: string;
  keyed: "plus" | "minus";
  answer: number | null;
  scored: number | null;
  withheld: boolean;
}
interface Facet {
  code: string;
  name: string;
  t: number | null;
  percentile: number | null;
  band: string | null;
  items: Item[];
}
interface Domain {
  code: string;
  name: string;
  percentile: number | null;
  facets: Facet[];
}

let s: StaffApi;
let resultId: number;
let scores: AssessmentScores;
let stored: Map<string, number>;

beforeAll(async () => {
  s = await startStaffApi();
  [resultId] = await s.resultIds("harbor-dental", (r) => r.scores !== null);
  const [row] = await s.database.db.select().from(schema.surveyResults).where(eq(schema.surveyResults.id, resultId));
  scores = row.scores!;
  const answers = await s.database.db
    .select()
    .from(schema.surveyAnswers)
    .where(eq(schema.surveyAnswers.surveyResultId, resultId));
  stored = new Map(answers.map((a) => [a.itemId, a.value]));
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const answersOf = async (as: string, id: number) => s.call(as, "GET", `/survey-results/${id}/answers`);
const itemsOf = (domains: Domain[]) => domains.flatMap((d) => d.facets.flatMap((f) => f.items));

describe("a person's answers, item by item", () => {
  test("are grouped into 5 domains of 6 facets of 4 items: all 120 items, each once", async () => {
    const res = await answersOf(HARBOR_USER, resultId);
    expect(res.status).toBe(200);
    const domains: Domain[] = res.body.data.domains;
    expect(domains.map((d) => [d.code, d.name])).toEqual([
      ["N", "Stress response"],
      ["E", "Extraversion"],
      ["O", "Openness to Experience"],
      ["A", "Agreeableness"],
      ["C", "Conscientiousness"],
    ]);
    expect(domains.map((d) => d.facets.length)).toEqual([6, 6, 6, 6, 6]);
    expect(domains[0].facets.map((f) => f.code)).toEqual(["N1", "N2", "N3", "N4", "N5", "N6"]);
    expect(domains[4].facets[1]).toMatchObject({ code: "C2", name: "Orderliness" });
    expect(domains.flatMap((d) => d.facets.map((f) => f.items.length))).toEqual(Array(30).fill(4));
    const ids = itemsOf(domains).map((i) => i.id);
    expect(new Set(ids).size).toBe(120);
    expect([...ids].sort()).toEqual(ITEMS.map((i) => i.id).sort());
    // Every item sits under its own facet.
    for (const facet of domains.flatMap((d) => d.facets))
      for (const item of facet.items) expect(ITEMS.find((i) => i.id === item.id)!.facetCode).toBe(facet.code);
  });

  test("each answer is the one given, a sensitive item's withheld; minus-keyed items are reversed in `scored`, which sums to the facet's raw score", async () => {
    const domains: Domain[] = (await answersOf(HARBOR_USER, resultId)).body.data.domains;
    const items = itemsOf(domains);
    expect(items.filter((i) => i.keyed === "minus").length).toBeGreaterThan(30);
    for (const item of items) {
      const bank = ITEMS.find((i) => i.id === item.id)!;
      expect(item.keyed).toBe(bank.keyed);
      expect(item.text).toBe(bank.text);
      expect(item.withheld).toBe(isSensitiveItem(item.id));
      if (item.withheld) {
        // Shown only to the person (docs/assessment/sensitive-items.md): no value at all, though it was answered.
        expect(stored.has(item.id)).toBe(true);
        expect([item.answer, item.scored]).toEqual([null, null]);
        continue;
      }
      expect(item.answer).toBe(stored.get(item.id));
      expect(item.scored).toBe(item.keyed === "minus" ? 6 - item.answer! : item.answer);
    }
    expect(items.filter((i) => i.withheld)).toHaveLength(16);
    // The scored values are what the stored facet scores were computed from; a withheld answer still counts in them.
    for (const domain of domains) {
      expect(domain.percentile).toBe(scores.domains[domain.code as keyof AssessmentScores["domains"]].percentile);
      for (const facet of domain.facets) {
        const score = scores.facets[facet.code as keyof AssessmentScores["facets"]];
        const shown = facet.items.reduce((sum, i) => sum + (i.scored ?? 0), 0);
        const withheld = facet.items
          .filter((i) => i.withheld)
          .reduce((sum, i) => sum + (i.keyed === "minus" ? 6 - stored.get(i.id)! : stored.get(i.id)!), 0);
        expect(shown + withheld).toBe(score.raw);
        expect(facet).toMatchObject({ t: score.t, percentile: score.percentile, band: score.band });
      }
    }
  });

  test("a result outside the caller's scope is not found; a bad id is refused; signing in is required", async () => {
    expect((await answersOf(SUMMIT_OWNER, resultId)).status).toBe(404);
    expect((await answersOf(SUPER_ADMIN, resultId)).status).toBe(200);
    expect((await answersOf(HARBOR_USER, 2_000_000)).status).toBe(404);
    const bad = await answersOf(HARBOR_USER, "abc" as unknown as number);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe("id");
    expect((await s.api.fetch(`/survey-results/${resultId}/answers`)).status).toBe(401);
  });

  test("an unfinished assessment answers with the answers so far and no scores", async () => {
    const [row] = await s.database.db
      .insert(schema.surveyResults)
      .values({
        companyId: s.companyIds["harbor-dental"],
        roleName: "Hygienist",
        first: "Una",
        last: "Unfinished",
        email: "una.unfinished@example.test",
        consentAt: new Date(),
        startedAt: new Date(),
      })
      .returning();
    const plus = ITEMS.find((i) => i.keyed === "plus")!;
    const minus = ITEMS.find((i) => i.keyed === "minus")!;
    await s.database.db.insert(schema.surveyAnswers).values([
      { surveyResultId: row.id, itemId: plus.id, value: 4 },
      { surveyResultId: row.id, itemId: minus.id, value: 4 },
    ]);

    const res = await answersOf(HARBOR_USER, row.id);
    expect(res.status).toBe(200);
    const domains: Domain[] = res.body.data.domains;
    expect(domains.every((d) => d.percentile === null)).toBe(true);
    const facets = domains.flatMap((d) => d.facets);
    expect(facets).toHaveLength(30);
    expect(facets.every((f) => f.t === null && f.percentile === null && f.band === null)).toBe(true);
    const items = itemsOf(domains);
    expect(items).toHaveLength(120);
    expect(items.find((i) => i.id === plus.id)).toMatchObject({ answer: 4, scored: 4 });
    expect(items.find((i) => i.id === minus.id)).toMatchObject({ answer: 4, scored: 2 });
    expect(items.filter((i) => i.answer === null && i.scored === null)).toHaveLength(118);
    expect(res.body.data.answered_count).toBe(2);
  });
});

describe("GET /survey-results/{id}/answers/pdf", () => {
  test("is a download named after the person whose text holds the domains, facets, items and answers in words", async () => {
    const [row] = await s.database.db.select().from(schema.surveyResults).where(eq(schema.surveyResults.id, resultId));
    const res = await s.api.fetch(`/survey-results/${resultId}/answers/pdf`, { as: HARBOR_USER });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="answers-[A-Za-z0-9-]+\.pdf"$/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain(`${row.first} ${row.last}`);
    expect(flat).toContain("Conscientiousness");
    expect(flat).toContain("Orderliness");
    expect(flat).toContain(`Percentile ${scores.facets.C2.percentile}`);
    // An item's text, and a reverse-scored one with its answer in words and what it does to the score.
    const minus = ITEMS.find((i) => i.keyed === "minus" && stored.has(i.id))!;
    expect(flat).toContain(minus.text.replace(/\s+/g, " "));
    expect(flat).toContain("reverse-scored");
    expect(flat).toMatch(/Answer: (Very|Moderately) (in)?accurate|Answer: Neither accurate nor inaccurate/);
    expect(flat).toMatch(/Raises the score|Lowers the score/);
  });

  test("is not found outside the caller's tenant scope, nor for an unknown id", async () => {
    expect((await answersOf(SUMMIT_OWNER, resultId)).status).toBe(404);
    expect((await s.call(SUMMIT_OWNER, "GET", `/survey-results/${resultId}/answers/pdf`)).status).toBe(404);
    expect((await s.call(HARBOR_USER, "GET", "/survey-results/2000000/answers/pdf")).status).toBe(404);
  });
});
