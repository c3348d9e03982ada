import { describe, expect, test } from "vitest";
import {
  favourablePercentile,
  isGrowthArea,
  isStrength,
  MAX_GROWTH_AREAS,
  MAX_STRENGTHS,
  pickGrowthAreas,
  pickStrengths,
  STRENGTH_RULE,
} from "./strengths";
import { strengthName, type ScaleCode } from "./traits";

const at = (scale: ScaleCode, percentile: number) => ({ scale, percentile });

describe("the strengths rule", () => {
  test("exactly the 65th percentile is a strength", () => {
    expect(isStrength("C2", 65)).toBe(true);
    expect(pickStrengths([at("C2", 65)])).toEqual([at("C2", 65)]);
  });

  test("the 64th percentile is not", () => {
    expect(isStrength("C2", 64)).toBe(false);
    expect(pickStrengths([at("C2", 64)])).toEqual([]);
  });

  test("Cheerfulness at the 36th percentile is neither a strength nor a growth area", () => {
    expect(isStrength("E6", 36)).toBe(false);
    expect(isGrowthArea("E6", 36)).toBe(false);
  });

  test("six qualifying give the five furthest out, furthest first", () => {
    const six = [at("E1", 70), at("E2", 99), at("O1", 65), at("A3", 80), at("C4", 90), at("N1", 5)];
    expect(pickStrengths(six).map((s) => s.scale)).toEqual(["E2", "N1", "C4", "A3", "E1"]);
    expect(pickStrengths(six)).toHaveLength(MAX_STRENGTHS);
  });

  test("none qualifying gives none", () => {
    expect(pickStrengths([at("E1", 50), at("N1", 50), at("C1", 64), at("N6", 36)])).toEqual([]);
    expect(pickGrowthAreas([at("E1", 50), at("N1", 50), at("C1", 36), at("N6", 64)])).toEqual([]);
  });

  test("a low score on a stress facet is a strength, under its strength's name", () => {
    expect(favourablePercentile("N1", 2)).toBe(98);
    expect(isStrength("N1", 2)).toBe(true);
    expect(isGrowthArea("N1", 2)).toBe(false);
    expect(strengthName("N1")).toBe("Calm in Uncertainty");
    expect(strengthName("N6")).toBe("Composure under Pressure");
    expect(strengthName("N")).toBe("Steadiness under Pressure");
    expect(strengthName("C2")).toBe("Orderliness");
    expect(isStrength("N1", 35)).toBe(true);
    expect(isStrength("N1", 36)).toBe(false);
  });

  test("growth areas mirror it: the 35th percentile and below, or 65th and above on a stress facet", () => {
    expect(isGrowthArea("C2", 35)).toBe(true);
    expect(isGrowthArea("C2", 36)).toBe(false);
    expect(isGrowthArea("N3", 65)).toBe(true);
    expect(isGrowthArea("N3", 64)).toBe(false);
    const six = [at("E1", 30), at("E2", 1), at("O1", 35), at("A3", 20), at("C4", 10), at("N5", 95)];
    expect(pickGrowthAreas(six).map((s) => s.scale)).toEqual(["E2", "N5", "C4", "A3", "E1"]);
    expect(pickGrowthAreas(six)).toHaveLength(MAX_GROWTH_AREAS);
  });

  test("the rule's sentence states the thresholds and the limit", () => {
    expect(STRENGTH_RULE).toMatch(/65th percentile/);
    expect(STRENGTH_RULE).toMatch(/35th on the stress scales/);
    expect(STRENGTH_RULE).toMatch(/At most five/);
  });
});
