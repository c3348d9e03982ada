// The hiring analysis lists strengths by the same stated rule as the growth report (domain/assessment/strengths.ts):
// inside the role's range is not enough, the trait must also stand out at the end that usually helps at work.
import { describe, expect, test } from "vitest";
import type { TraitFit } from "../../domain/assessment/fit";
import type { ScaleCode } from "../../domain/assessment/traits";
import { gapsOf, type BenchmarkFit } from "./evidence";

const trait = (code: ScaleCode, percentile: number, min = 1, max = 99): TraitFit => ({
  code,
  percentile,
  target: { min, max },
  distance: percentile < min ? min - percentile : percentile > max ? percentile - max : 0,
  fit: 100,
});
const fitOf = (traits: TraitFit[]) => ({ result: { traits } }) as unknown as BenchmarkFit;

describe("the hiring analysis' strengths", () => {
  test("inside the range and at or beyond the 65th percentile at the helpful end, furthest out first", () => {
    const { strengths, gaps } = gapsOf(
      fitOf([trait("E6", 36), trait("C2", 65), trait("A4", 64), trait("N1", 2), trait("O5", 80, 1, 70)]),
    );
    expect(strengths.map((t) => t.code)).toEqual(["N1", "C2"]);
    expect(gaps.map((t) => t.code)).toEqual(["O5"]);
  });

  test("at most five, and none when none qualifies", () => {
    const six = (["E1", "E2", "E3", "E4", "E6", "C1"] as ScaleCode[]).map((c, i) => trait(c, 90 + i));
    expect(gapsOf(fitOf(six)).strengths).toHaveLength(5);
    expect(gapsOf(fitOf([trait("E1", 50), trait("N1", 60)])).strengths).toEqual([]);
    expect(gapsOf(null)).toEqual({ gaps: [], strengths: [] });
  });
});
