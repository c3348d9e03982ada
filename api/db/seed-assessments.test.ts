// The demo people's answers: scored by the real scoring code, the whole demo population looks like the
// norm population (about 30% of domain percentiles in the middle band, extremes rare, every band present), the
// deliberate outliers sit where the demo flows need them, and it is the same on every run.
import { describe, expect, test } from "vitest";
import { bandFor, levelFor } from "../../domain/assessment/bands";
import { ITEMS } from "../../domain/assessment/items";
import { rawScores, scoreAssessment, type AssessmentScores } from "../../domain/assessment/scoring";
import { DOMAINS, FACETS } from "../../domain/assessment/traits";
import { changeThreshold, RELIABILITIES } from "../../domain/coaching/change";
import { SCORE_BANDS } from "../../brands/types";
import { facetTargets, integerParts, normAnswers, zForPercentile } from "./demo-answers";
import { prng } from "./demo-random";
import { DELIBERATE_DEMO_PEOPLE, demoPeople, type DemoPerson } from "./seed-assessments";
import { earlierAnswers, REASSESSED_DEMO } from "./seed-reassessments";

const NOW = Date.UTC(2026, 10, 24, 12);
const people = demoPeople(NOW);
const scored = people.map((p) => ({ ...p, scores: scoreAssessment(p.answers, { sex: p.sex, age: p.age }) }));
const kai = scored.find((p) => p.email === REASSESSED_DEMO.email)!;
const kaiEarlier = scoreAssessment(
  earlierAnswers(kai.answers, (a) => scoreAssessment(a, kai).domains[REASSESSED_DEMO.changed].t),
  kai,
);
/** Every assessment the demo seeds: the generated ones and Kai Jensen's earlier one. */
const population: AssessmentScores[] = [...scored.map((p) => p.scores), kaiEarlier];

const domainPercentiles = population.flatMap((s) => DOMAINS.map((d) => s.domains[d].percentile));
const share = (values: number[], keep: (p: number) => boolean) => values.filter(keep).length / values.length;
const deliberate = (company: string, n: number) => scored.find((p) => p.company === company && p.n === n)!;

describe("the demo population, scored by the real scoring code", () => {
  test("is large: 200+ assessments, 1,000+ domain percentiles", () => {
    expect(population.length).toBeGreaterThanOrEqual(200);
    expect(domainPercentiles.length).toBe(population.length * 5);
  });

  test("puts 25–40% of domain percentiles in the middle band (35–65), as a real population does (about 30%)", () => {
    const middle = share(domainPercentiles, (p) => p >= 35 && p <= 65);
    expect(middle).toBeGreaterThanOrEqual(0.25);
    expect(middle).toBeLessThanOrEqual(0.4);
  });

  test("keeps extremes rare: at most 8% of domain percentiles below 5, at most 3% at 1 or 99", () => {
    expect(share(domainPercentiles, (p) => p < 5)).toBeLessThanOrEqual(0.08);
    expect(share(domainPercentiles, (p) => p === 1)).toBeLessThanOrEqual(0.03);
    expect(share(domainPercentiles, (p) => p === 99)).toBeLessThanOrEqual(0.03);
  });

  test("centres every domain: its median percentile lies between 40 and 60", () => {
    for (const d of DOMAINS) {
      const sorted = population.map((s) => s.domains[d].percentile).sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)];
      expect(median, d).toBeGreaterThanOrEqual(40);
      expect(median, d).toBeLessThanOrEqual(60);
    }
  });

  test("still shows every band on every domain, and facets spread like domains", () => {
    for (const d of DOMAINS) {
      expect(new Set(population.map((s) => s.domains[d].band)), d).toEqual(new Set(SCORE_BANDS.map((b) => b.key)));
    }
    const facetPercentiles = population.flatMap((s) => FACETS.map((f) => s.facets[f].percentile));
    const middle = share(facetPercentiles, (p) => p >= 35 && p <= 65);
    expect(middle).toBeGreaterThanOrEqual(0.25);
    expect(middle).toBeLessThanOrEqual(0.4);
    expect(share(facetPercentiles, (p) => p < 5)).toBeLessThanOrEqual(0.08);
  });

  test("answers every item of every assessment with 1–5, and varies answers within a facet", () => {
    for (const p of people) {
      expect(
        ITEMS.every((item) => [1, 2, 3, 4, 5].includes(p.answers[item.id])),
        p.email,
      ).toBe(true);
    }
    // Nobody straight-lines: each person uses at least three of the five choices.
    expect(people.every((p) => new Set(Object.values(p.answers)).size >= 3)).toBe(true);
  });

  test("is the same on every run", () => {
    const again = demoPeople(NOW);
    expect(again.map((p) => [p.email, p.answers])).toEqual(people.map((p) => [p.email, p.answers]));
  });
});

describe("the deliberate outliers", () => {
  test("land on their pinned percentiles (within 3 points)", () => {
    for (const d of DELIBERATE_DEMO_PEOPLE) {
      const { scores } = deliberate(d.company, d.n);
      for (const [scale, target] of Object.entries(d.pinned.domains ?? {}))
        expect(Math.abs(scores.domains[scale as "N"].percentile - target), `${d.n} ${scale}`).toBeLessThanOrEqual(3);
      for (const [scale, target] of Object.entries(d.pinned.facets ?? {}))
        expect(Math.abs(scores.facets[scale as "N1"].percentile - target), `${d.n} ${scale}`).toBeLessThanOrEqual(3);
    }
  });

  test("are Harbor Dental's three earliest people (coached, first in the people list), two at opposite ends", () => {
    const counted = (p: DemoPerson) => p.company === "harbor-dental" && !p.isTest && !p.archivedAt;
    const earliest = scored.filter(counted).sort((a, b) => +a.submittedAt - +b.submittedAt || a.n - b.n);
    const oldest = scored.filter(counted).sort((a, b) => +a.createdAt - +b.createdAt || a.n - b.n);
    const coached = DELIBERATE_DEMO_PEOPLE.slice(0, 3).map((d) => d.n);
    expect(earliest.slice(0, 3).map((p) => p.n)).toEqual(coached);
    expect(oldest.slice(0, 3).map((p) => p.n)).toEqual(coached);
    // The conflict tool's pair: one low, the other high on a domain (Extraversion), from the first two.
    const [first, second, third] = earliest;
    expect(levelFor(first.scores.domains.E.percentile)).toBe("low");
    expect(levelFor(second.scores.domains.E.percentile)).toBe("high");
    // What the coaching notes say about them: quiet and unassertive; planning is a chore; curious about openness.
    expect(levelFor(first.scores.facets.E3.percentile)).toBe("low");
    expect(levelFor(second.scores.domains.C.percentile)).toBe("low");
    expect(levelFor(third.scores.domains.O.percentile)).toBe("high");
    // Three levels among the coached, so growth reports show every level's texts.
    const levels = earliest.slice(0, 3).flatMap((p) => DOMAINS.map((d) => levelFor(p.scores.domains[d].percentile)));
    expect(new Set(levels)).toEqual(new Set(["low", "neutral", "high"]));
  });

  test("Kai Jensen's Conscientiousness rose beyond measurement error; his other domains did not move", () => {
    expect(kai).toMatchObject({ first: "Kai", last: "Jensen", company: "harbor-dental", isTest: false });
    expect(kai.archivedAt).toBeNull();
    const rise = kai.scores.domains.C.t - kaiEarlier.domains.C.t;
    expect(rise).toBeGreaterThan(changeThreshold(RELIABILITIES.C));
    // A believable change: from below the middle band to above it, neither end of the scale.
    expect(bandFor(kaiEarlier.domains.C.percentile)).toBe("20-34");
    expect(bandFor(kai.scores.domains.C.percentile)).toBe("66-80");
    for (const d of DOMAINS.filter((d) => d !== "C"))
      expect(Math.abs(kai.scores.domains[d].t - kaiEarlier.domains[d].t), d).toBeLessThan(changeThreshold(0.84) / 3);
  });
});

describe("answers drawn in the norms' terms", () => {
  test("land exactly on the drawn facet targets", () => {
    const respondent = { sex: "female" as const, age: 45 };
    const targets = facetTargets(prng(7), respondent);
    const raw = rawScores(normAnswers(prng(7), respondent));
    for (const f of FACETS) expect(raw[f], f).toBe(targets[f]);
  });

  test("a pinned percentile becomes that percentile, also for “prefer not to say” and an unknown age", () => {
    const respondent = { sex: "unspecified" as const, age: null };
    const scores = scoreAssessment(normAnswers(prng(3), respondent, { domains: { A: 5, N: 95 } }), respondent);
    expect(Math.abs(scores.domains.A.percentile - 5)).toBeLessThanOrEqual(2);
    expect(Math.abs(scores.domains.N.percentile - 95)).toBeLessThanOrEqual(2);
  });

  test("whole parts keep their total within bounds; the z of a percentile inverts the scoring's normal curve", () => {
    expect(integerParts([4.6, 4.6, 4.6, 4.6], 18, 1, 5)).toEqual([5, 5, 4, 4]);
    expect(integerParts([9, 0, 0, 0], 12, 1, 5)).toEqual([5, 3, 2, 2]);
    expect(() => integerParts([1, 1], 11, 1, 5)).toThrow();
    expect(zForPercentile(50)).toBeCloseTo(0, 6);
    expect(zForPercentile(84.13)).toBeCloseTo(1, 3);
  });
});

describe("the languages of administration", () => {
  test("a few demo people took it in Spanish and in German, answered as everyone else; the rest in English", () => {
    const byLanguage = (language: string) => people.filter((p) => p.language === language);
    expect(byLanguage("es").length).toBeGreaterThanOrEqual(3);
    expect(byLanguage("de").length).toBeGreaterThanOrEqual(3);
    expect(byLanguage("en").length).toBe(people.length - byLanguage("es").length - byLanguage("de").length);
    for (const p of [...byLanguage("es"), ...byLanguage("de")]) {
      expect(Object.keys(p.answers), p.email).toHaveLength(ITEMS.length);
      expect(
        DELIBERATE_DEMO_PEOPLE.some((d) => d.company === p.company && d.n === p.n),
        p.email,
      ).toBe(false);
    }
    // Harbor Dental, where the demo's staff sign in first, has both.
    const harbor = people.filter((p) => p.company === "harbor-dental");
    expect(new Set(harbor.map((p) => p.language))).toEqual(new Set(["en", "es", "de"]));
  });
});
