import { describe, expect, test } from "vitest";
import { bandFor, levelFor } from "./bands";
import { ITEMS } from "./items";
import {
  ageBandFor,
  IncompleteAnswersError,
  normalCdf,
  normFor,
  percentileForT,
  rawScores,
  scaleScore,
  scoreAssessment,
  tScore,
  type Answers,
} from "./scoring";
import { DOMAINS, FACETS } from "./traits";

/** Every item answered with the same choice (1–5). */
const allAnswered = (value: number): Answers => Object.fromEntries(ITEMS.map((item) => [item.id, value]));
/** Every item answered so that its score (after reversal) is `score`. */
const allScoring = (score: number): Answers =>
  Object.fromEntries(ITEMS.map((item) => [item.id, item.keyed === "minus" ? 6 - score : score]));

describe("raw scores", () => {
  test("sum four items per facet and 24 per domain, reversing minus-keyed items (6 − answer)", () => {
    const raw = rawScores(allAnswered(5));
    // N1 Anxiety has four plus-keyed items; A2 Morality four minus-keyed ones.
    expect(raw.N1).toBe(20);
    expect(raw.A2).toBe(4);
    const minusInN = ITEMS.filter((i) => i.domain === "N" && i.keyed === "minus").length;
    expect(raw.N).toBe(5 * (24 - minusInN) + 1 * minusInN);
  });

  test("run from 24 to 120 per domain and 4 to 20 per facet", () => {
    const low = rawScores(allScoring(1));
    const high = rawScores(allScoring(5));
    for (const d of DOMAINS) expect([low[d], high[d]]).toEqual([24, 120]);
    for (const f of FACETS) expect([low[f], high[f]]).toEqual([4, 20]);
  });

  test("refuse an incomplete or invalid set of answers, naming what is missing", () => {
    const answers = { ...allAnswered(3) };
    delete answers[ITEMS[0].id];
    answers[ITEMS[1].id] = 6;
    const error = (() => {
      try {
        rawScores(answers);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(IncompleteAnswersError);
    expect((error as IncompleteAnswersError).missing).toEqual([ITEMS[0].id, ITEMS[1].id]);
    expect((error as Error).message).toBe("2 of 120 answers are missing");
  });
});

describe("age bands", () => {
  test.each([
    [16, "<21"],
    [20, "<21"],
    [21, "21-40"],
    [40, "21-40"],
    [41, "41-60"],
    [60, "41-60"],
    [61, ">60"],
    [99, ">60"],
  ] as const)("age %i → %s", (age, band) => {
    expect(ageBandFor(age)).toBe(band);
  });

  test("an unknown age uses the 21–40 norms", () => {
    expect(ageBandFor(null)).toBe("21-40");
    expect(ageBandFor(undefined)).toBe("21-40");
  });
});

describe("norms", () => {
  test("use the published row for male and female", () => {
    expect(normFor("male", "<21", "N")).toEqual({ mean: 67.84, sd: 15.83 });
    expect(normFor("female", ">60", "C6")).toEqual({ mean: 15.11, sd: 3.66 });
  });

  test("for 'prefer not to say' average both sexes' mean and sd for the band", () => {
    // male 21-40 N: 66.97 / 16.48; female 21-40 N: 72.14 / 16.16.
    const norm = normFor("unspecified", "21-40", "N");
    expect(norm.mean).toBeCloseTo(69.555, 10);
    expect(norm.sd).toBeCloseTo(16.32, 10);
  });
});

describe("normal CDF", () => {
  test.each([
    [0, 0.5],
    [1, 0.8413447460685429],
    [-1, 0.15865525393145707],
    [1.96, 0.9750021048517795],
    [-3, 0.0013498980316300946],
    [3.5, 0.9997673709209645],
    [-6, 9.865876450377e-10],
  ])("Φ(%f) = %f to 1e-12", (x, expected) => {
    expect(Math.abs(normalCdf(x) - expected)).toBeLessThan(1e-12);
  });

  test("is 0 and 1 far out in the tails", () => {
    expect(normalCdf(-40)).toBe(0);
    expect(normalCdf(40)).toBe(1);
  });
});

describe("T scores and percentiles", () => {
  test("T = 50 + 10·(raw − mean)/sd", () => {
    // Hand-computed: male <21 N (mean 67.84, sd 15.83), raw 72: 50 + 10 × 4.16 / 15.83 = 52.6279.
    expect(tScore(72, { mean: 67.84, sd: 15.83 })).toBeCloseTo(52.6279, 4);
  });

  test("clamp at 1: the lowest possible score is reported as percentile 1, never 0", () => {
    // male 21-40 C (mean 85.50, sd 14.27), raw 24: T = 6.90, Φ(−4.31) ≈ 0.000008 → 0 → clamped to 1.
    const score = scaleScore(24, normFor("male", "21-40", "C"));
    expect(score.percentile).toBe(1);
    expect(score.band).toBe("9 or less");
    expect(percentileForT(-10)).toBe(1);
  });

  test("clamp at 99: the highest possible score is reported as percentile 99, never 100", () => {
    // male <21 N (mean 67.84, sd 15.83), raw 120: T = 82.95, Φ(3.295) ≈ 0.99951 → 100 → clamped to 99.
    const score = scaleScore(120, normFor("male", "<21", "N"));
    expect(score.percentile).toBe(99);
    expect(score.band).toBe("91+");
    expect(percentileForT(110)).toBe(99);
  });

  test("are rounded to the nearest whole percentile", () => {
    // Φ(−1.311) = 0.09494 rounds to 9; Φ(−1.310) = 0.09510 rounds to 10.
    expect(percentileForT(36.89)).toBe(9);
    expect(percentileForT(36.9)).toBe(10);
  });
});

describe("score bands at each edge", () => {
  // T scores whose percentile is exactly the edge value (T = 50 + 10·Φ⁻¹(p/100)); norm mean 50, sd 10 makes raw = T.
  const identity = { mean: 50, sd: 10 };
  test.each([
    [36.5924, 9, "9 or less"],
    [37.1845, 10, "10-19"],
    [41.221, 19, "10-19"],
    [41.5838, 20, "20-34"],
    [45.8754, 34, "20-34"],
    [46.1468, 35, "35-65"],
    [53.8532, 65, "35-65"],
    [54.1246, 66, "66-80"],
    [58.4162, 80, "66-80"],
    [58.779, 81, "81-90"],
    [62.8155, 90, "81-90"],
    [63.4076, 91, "91+"],
  ] as const)("T %f → percentile %i → band %s", (t, percentile, band) => {
    const score = scaleScore(t, identity);
    expect(score.percentile).toBe(percentile);
    expect(score.band).toBe(band);
    expect(bandFor(percentile)).toBe(band);
  });

  test("levels for the report texts follow the middle band", () => {
    expect([levelFor(34), levelFor(35), levelFor(65), levelFor(66)]).toEqual(["low", "neutral", "neutral", "high"]);
  });
});

describe("a whole assessment, one hand-computed case per sex × age band", () => {
  // Every answer "Neither accurate nor inaccurate" (3): every domain raw 72, every facet raw 12. Expected
  // percentiles computed by hand from the CSV's norms, e.g. male <21 N: z = (72 − 67.84)/15.83 = 0.2628,
  // Φ(0.2628) = 0.6036 → 60; female 21-40 A2:
  // z = (12 − 17.34)/2.61 = −2.046, Φ = 0.0204 → 2. "unspecified" uses the averaged norms.
  const cases = [
    ["male", 19, [60, 29, 13, 25, 30, 53, 29, 16, 20, 49]],
    ["male", 30, [62, 33, 13, 18, 17, 56, 24, 10, 11, 37]],
    ["male", 50, [69, 36, 20, 8, 7, 63, 20, 16, 4, 25]],
    ["male", 65, [81, 29, 26, 6, 3, 73, 14, 25, 1, 19]],
    ["female", 19, [46, 21, 8, 10, 26, 36, 29, 19, 8, 52]],
    ["female", 30, [50, 27, 9, 4, 13, 38, 27, 17, 2, 41]],
    ["female", 50, [61, 32, 13, 1, 5, 49, 24, 22, 1, 27]],
    ["female", 65, [72, 31, 23, 1, 2, 57, 27, 26, 1, 20]],
    ["unspecified", 19, [53, 24, 10, 17, 28, 44, 29, 18, 14, 50]],
    ["unspecified", 30, [56, 30, 11, 9, 15, 47, 25, 14, 5, 39]],
    ["unspecified", 50, [65, 34, 16, 3, 6, 56, 22, 19, 1, 26]],
    ["unspecified", 65, [77, 30, 24, 2, 3, 65, 21, 26, 1, 19]],
  ] as const;
  const scales = ["N", "E", "O", "A", "C", "N1", "E3", "O5", "A2", "C6"] as const;

  test.each(cases)("%s aged %i", (sex, age, expected) => {
    const scores = scoreAssessment(allAnswered(3), { sex, age });
    // The stored scores name the norms, never the person's sex or age band.
    expect(scores.norms).toBe("johnson-2014");
    expect(JSON.stringify(scores)).not.toMatch(/sex|age|male|female|unspecified/);
    const actual = scales.map((s) => (s.length === 1 ? scores.domains[s as "N"] : scores.facets[s as "N1"]).percentile);
    expect(actual).toEqual(expected);
    for (const d of DOMAINS) expect(scores.domains[d].raw).toBe(72);
    for (const f of FACETS) expect(scores.facets[f].raw).toBe(12);
  });

  test("male 21-40 in full detail: T rounded to one decimal, band and level", () => {
    const scores = scoreAssessment(allAnswered(3), { sex: "male", age: 30 });
    // N: (72 − 66.97)/16.48 = 0.3052 → T 53.1, Φ = 0.6199 → 62, band 35-65, neutral.
    expect(scores.domains.N).toEqual({ raw: 72, t: 53.1, percentile: 62, band: "35-65", level: "neutral" });
    // O: (72 − 86.51)/12.65 = −1.1470 → T 38.5, Φ = 0.1257 → 13, band 10-19, low.
    expect(scores.domains.O).toEqual({ raw: 72, t: 38.5, percentile: 13, band: "10-19", level: "low" });
  });

  test("an unknown age scores against the 21–40 norms", () => {
    expect(scoreAssessment(allAnswered(3), { sex: "female", age: null })).toEqual(
      scoreAssessment(allAnswered(3), { sex: "female", age: 30 }),
    );
  });
});
