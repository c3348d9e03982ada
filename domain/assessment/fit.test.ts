import { describe, expect, test } from "vitest";
import {
  DEFAULT_FIT_POLICY,
  distanceOutside,
  HEALTH_ADJACENT_FACETS,
  mayHaveFit,
  usableTargets,
  fitForScores,
  fitScore,
  isTargetRange,
  narrowsAnything,
  scalesOf,
  targetsFromProfile,
  traitFit,
  type BenchmarkTargets,
} from "./fit";
import type { AssessmentScores, ScaleScore } from "./scoring";
import { DOMAINS, FACETS, type ScaleCode } from "./traits";

const range = (min: number, max: number) => ({ min, max });
const everyDomain = (min: number, max: number): BenchmarkTargets => ({
  domains: { N: range(min, max), E: range(min, max), O: range(min, max), A: range(min, max), C: range(min, max) },
  facets: {},
});
const percentiles =
  (values: Partial<Record<ScaleCode, number>>, fallback = 50) =>
  (code: ScaleCode) =>
    values[code] ?? fallback;

describe("a trait's fit", () => {
  test("is 100 inside the range, ends included", () => {
    expect(traitFit(40, range(40, 60))).toBe(100);
    expect(traitFit(60, range(40, 60))).toBe(100);
    expect(distanceOutside(50, range(40, 60))).toBe(0);
  });

  test("loses 2 points per percentile point outside, on either side, and never goes below 0", () => {
    expect(traitFit(30, range(40, 60))).toBe(80);
    expect(traitFit(75, range(40, 60))).toBe(70);
    expect(traitFit(1, range(60, 99))).toBe(0);
    expect(distanceOutside(1, range(60, 99))).toBe(59);
  });
});

describe("a benchmark's fit", () => {
  test("without facets is the mean of the five domains' fits, with its band", () => {
    // N 10 points below (80), E 5 above (90), O, A, C inside (100): (80 + 90 + 300) / 5 = 94.
    const result = fitScore(percentiles({ N: 30, E: 65 }), everyDomain(40, 60));
    expect(result.fit).toBe(94);
    expect(result.band).toBe("91+");
    expect(result.traits.map((t) => t.code)).toEqual([...DOMAINS]);
  });

  test("with facets weighs the domains' mean and the named facets' mean half each", () => {
    const targets: BenchmarkTargets = { ...everyDomain(40, 60), facets: { C4: range(70, 99), E3: range(60, 99) } };
    // Domains all inside: 100. C4 at 50 is 20 below (60), E3 at 60 inside (100): facets 80. Fit (100 + 80) / 2.
    const result = fitScore(percentiles({ C4: 50, E3: 60 }), targets);
    expect(result.fit).toBe(90);
    expect(result.band).toBe("81-90");
    expect(result.traits.map((t) => t.code)).toEqual([...DOMAINS, "E3", "C4"]);
  });

  test("rounds to a whole number, half up", () => {
    // Domain fits 100 ×4 and 98 (C one point above): 99.6 → 100.
    expect(fitScore(percentiles({ C: 61 }), everyDomain(40, 60)).fit).toBe(100);
    // Domains 100; facets N1 100 and N2 94 (three points above): facets 97; (100 + 97) / 2 = 98.5 → 99.
    const twoFacets = { ...everyDomain(40, 60), facets: { N1: range(40, 60), N2: range(40, 60) } };
    expect(fitScore(percentiles({ N2: 63 }), twoFacets).fit).toBe(99);
    // Domains 99.6; facets (100 + 90) / 2 = 95: (99.6 + 95) / 2 = 97.3 → 97.
    expect(fitScore(percentiles({ C: 61, N2: 65 }), twoFacets).fit).toBe(97);
  });

  test("is 0 when every trait is far outside its range, and its band is the lowest", () => {
    const result = fitScore(() => 1, everyDomain(80, 99));
    expect(result.fit).toBe(0);
    expect(result.band).toBe("9 or less");
  });

  test("reads a scored assessment's domain and facet percentiles", () => {
    const scale = (percentile: number): ScaleScore => ({ raw: 0, t: 50, percentile, band: "35-65", level: "neutral" });
    const scores = {
      version: 1,
      norms: "johnson-2014",
      domains: Object.fromEntries(DOMAINS.map((d) => [d, scale(d === "A" ? 20 : 50)])),
      facets: Object.fromEntries(FACETS.map((f) => [f, scale(f === "A3" ? 90 : 50)])),
    } as AssessmentScores;
    const targets = { ...everyDomain(40, 60), facets: { A3: range(40, 60) } };
    // A 20 below (60): domains 92; A3 30 above (40): (92 + 40) / 2 = 66.
    expect(fitForScores(scores, targets).fit).toBe(66);
    expect(scalesOf(targets)).toEqual([...DOMAINS, "A3"]);
  });
});

describe("modelling a benchmark after a top performer", () => {
  const scale = (percentile: number): ScaleScore => ({ raw: 0, t: 50, percentile, band: "35-65", level: "neutral" });
  const scores = {
    version: 1,
    norms: "johnson-2014",
    domains: { N: scale(5), E: scale(95), O: scale(50), A: scale(70), C: scale(88) },
    facets: Object.fromEntries(FACETS.map((f) => [f, scale(40)])),
  } as AssessmentScores;

  test("puts a range of ±10 around each domain's percentile, clamped to 1–99", () => {
    const targets = targetsFromProfile(scores);
    expect(targets.domains).toEqual({
      N: range(1, 15),
      E: range(85, 99),
      O: range(40, 60),
      A: range(60, 80),
      C: range(78, 98),
    });
    expect(targets.facets).toEqual({});
    // The model fits itself perfectly.
    expect(fitForScores(scores, targets).fit).toBe(100);
  });

  test("takes a spread and, when asked, every facet", () => {
    const targets = targetsFromProfile(scores, { spread: 5, facets: true });
    expect(targets.domains.O).toEqual(range(45, 55));
    expect(Object.keys(targets.facets)).toHaveLength(30);
    expect(targets.facets.C6).toEqual(range(35, 45));
  });
});

test("a target range is whole percentiles 1–99 with min ≤ max", () => {
  expect(isTargetRange(range(1, 99))).toBe(true);
  expect(isTargetRange(range(50, 50))).toBe(true);
  expect(isTargetRange(range(0, 50))).toBe(false);
  expect(isTargetRange(range(60, 50))).toBe(false);
  expect(isTargetRange(range(10.5, 50))).toBe(false);
});

test("targets narrow something only when some range (domain or facet) is narrower than 1–99", () => {
  const open = everyDomain(1, 99);
  expect(narrowsAnything(open)).toBe(false);
  // With nothing narrowed, everyone — at either extreme — fits at 100: such a benchmark ranks no one.
  for (const p of [1, 50, 99]) expect(fitScore(percentiles({}, p), open).fit).toBe(100);
  expect(narrowsAnything({ ...open, facets: { C2: range(1, 99) } })).toBe(false);
  expect(narrowsAnything({ ...open, facets: { C2: range(1, 98) } })).toBe(true);
  expect(narrowsAnything({ ...open, domains: { ...open.domains, N: range(2, 99) } })).toBe(true);
});

describe("the health-adjacent facets", () => {
  const range = (min: number, max: number) => ({ min, max });
  const domains = { N: range(40, 60), E: range(40, 60), O: range(40, 60), A: range(40, 60), C: range(40, 60) };
  // Domains inside (100); C4 inside (100); N3 at 50 is 40 below 90–99 (20), N6 likewise (20).
  const targets: BenchmarkTargets = {
    domains,
    facets: { C4: range(40, 60), N3: range(90, 99), N6: range(90, 99) },
  };
  const at50 = () => 50;

  test("are left out of fit by default, as if the benchmark did not name them", () => {
    const result = fitScore(at50, targets);
    expect(result.fit).toBe(100);
    expect(result.traits.map((t) => t.code)).toEqual([...DOMAINS, "C4"]);
    expect(result.excluded).toEqual([...HEALTH_ADJACENT_FACETS]);
    expect(HEALTH_ADJACENT_FACETS).toEqual(expect.arrayContaining(["N3", "N5", "N6"]));
  });

  test("count only when the company's policy includes them", () => {
    // Facets (100 + 20 + 20) / 3 = 46.67; (100 + 46.67) / 2 = 73.3 → 73.
    const result = fitScore(at50, targets, { includeHealthFacets: true });
    expect(result.fit).toBe(73);
    expect(result.traits.map((t) => t.code)).toEqual([...DOMAINS, "N3", "N6", "C4"]);
    expect(result.excluded).toEqual([]);
  });

  test("a benchmark that names only excluded facets is scored on its domains alone", () => {
    const onlyHealth: BenchmarkTargets = { domains, facets: { N5: range(90, 99) } };
    expect(fitScore(at50, onlyHealth).fit).toBe(100);
    expect(usableTargets(onlyHealth, DEFAULT_FIT_POLICY).facets).toEqual({});
    expect(usableTargets(onlyHealth, { includeHealthFacets: true }).facets).toEqual({ N5: range(90, 99) });
  });

  test("a result without scores may have no fit", () => {
    expect(mayHaveFit({ scores: null })).toBe(false);
  });
});
