import { describe, expect, test } from "vitest";
import { percentileForT, tForPercentile } from "./percentile";
import {
  bandsApart,
  differenceThreshold,
  differsBeyondError,
  percentilesApart,
  rangeText,
  withinErrorOfRange,
  RELIABILITIES,
  scoreRange,
  semT,
  standardError,
} from "./precision";
import { DOMAINS, FACETS } from "./traits";

describe("each scale's reliability and SEM", () => {
  test("every domain has the domains' mean alpha (.84) and every facet the facets' (.68)", () => {
    expect(Object.keys(RELIABILITIES)).toHaveLength(35);
    for (const d of DOMAINS) expect(RELIABILITIES[d]).toBe(0.84);
    for (const f of FACETS) expect(RELIABILITIES[f]).toBe(0.68);
  });

  test("SEM = 10·√(1 − r): 4.00 T points for a domain, 5.66 for a facet", () => {
    expect(semT("E")).toBeCloseTo(4, 10);
    expect(semT("C6")).toBeCloseTo(5.657, 3);
    expect(standardError(1)).toBe(0);
    expect(standardError(0)).toBe(10);
    expect(() => standardError(1.2)).toThrow(RangeError);
    expect(() => standardError(Number.NaN)).toThrow(RangeError);
  });
});

describe("a score's likely range (T ± 1 SEM as percentiles)", () => {
  test("a domain at T 50 spans T 46–54, the 34th to the 66th percentile", () => {
    expect(scoreRange("N", 50)).toEqual({ t_low: 46, t_high: 54, percentile_low: 34, percentile_high: 66 });
  });

  test("a facet's range is wider than a domain's at the same score (its reliability is lower)", () => {
    const facet = scoreRange("N1", 50);
    expect(facet.percentile_low).toBe(29);
    expect(facet.percentile_high).toBe(71);
    expect(rangeText(facet)).toBe("29–71");
  });

  test("the ends are the percentiles of T ± SEM, clamped to 1–99 like every percentile shown", () => {
    const range = scoreRange("O", 62.3);
    expect(range.percentile_low).toBe(percentileForT(58.3));
    expect(range.percentile_high).toBe(percentileForT(66.3));
    expect(scoreRange("O", 15)).toMatchObject({ percentile_low: 1, percentile_high: 1 });
    expect(scoreRange("O", 90)).toMatchObject({ percentile_low: 99, percentile_high: 99 });
  });

  test("the range always holds the score's own percentile", () => {
    for (let t = 20; t <= 80; t += 0.7) {
      for (const scale of ["A", "A3"] as const) {
        const r = scoreRange(scale, t);
        expect(r.percentile_low).toBeLessThanOrEqual(percentileForT(t));
        expect(r.percentile_high).toBeGreaterThanOrEqual(percentileForT(t));
      }
    }
  });
});

describe("differences that are more than measurement error", () => {
  test("between two assessments: 1.96·√2·SEM, 11.09 T points for a domain and 15.68 for a facet", () => {
    expect(differenceThreshold("C")).toBeCloseTo(11.087, 3);
    expect(differenceThreshold("C2")).toBeCloseTo(15.68, 2);
    expect(differsBeyondError("C", 50, 61.1)).toBe(true);
    expect(differsBeyondError("C", 50, 61)).toBe(false);
    expect(differsBeyondError("C2", 60, 44.3)).toBe(true);
    expect(differsBeyondError("C2", 60, 44.4)).toBe(false);
  });

  test("between two people: only when their ±1 SEM bands do not overlap (|ΔT| > 2·SEM)", () => {
    expect(bandsApart("E", 50, 58.1)).toBe(true);
    expect(bandsApart("E", 50, 58)).toBe(false);
    expect(bandsApart("E1", 50, 61.4)).toBe(true);
    expect(bandsApart("E1", 50, 61.2)).toBe(false);
  });

  test("on either side of a level's edge (34th and 36th percentile) is no difference", () => {
    expect(percentilesApart("A", 34, 36)).toBe(false);
    expect(percentilesApart("A", 20, 50)).toBe(true);
    // On a facet the same 30 points are within the error.
    expect(percentilesApart("A1", 20, 50)).toBe(false);
    expect(percentilesApart("A1", 10, 50)).toBe(true);
  });

  test("a whole percentile turns back into its T score (to within 0.7 points between the 5th and 95th)", () => {
    for (let t = 34; t <= 66; t += 0.1) {
      expect(Math.abs(tForPercentile(percentileForT(t)) - t)).toBeLessThan(0.7);
    }
    expect(tForPercentile(50)).toBeCloseTo(50, 6);
    expect(tForPercentile(84.134)).toBeCloseTo(60, 2);
  });
});

describe("withinErrorOfRange", () => {
  test("a facet just below its range is within error; one far below is not; one inside needs no qualifying", () => {
    // A facet at the 50th percentile has a likely range of about 29–71.
    expect(withinErrorOfRange("C2", 50, { min: 60, max: 90 })).toBe(true);
    expect(withinErrorOfRange("C2", 20, { min: 60, max: 90 })).toBe(false);
    expect(withinErrorOfRange("C2", 70, { min: 60, max: 90 })).toBe(false);
  });

  test("a domain's narrower error reaches less far than a facet's", () => {
    // At the 50th percentile a domain's range is about 34–66, a facet's about 29–71.
    expect(withinErrorOfRange("C", 50, { min: 68, max: 90 })).toBe(false);
    expect(withinErrorOfRange("C2", 50, { min: 68, max: 90 })).toBe(true);
  });
});
