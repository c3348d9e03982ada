import { describe, expect, test } from "vitest";
import type { AssessmentScores, ScaleScore } from "../assessment/scoring";
import { DOMAINS, FACETS, type DomainCode, type FacetCode } from "../assessment/traits";
import {
  changeThreshold,
  compareScores,
  DOMAIN_ALPHA,
  FACET_ALPHA,
  RELIABILITIES,
  scaleChange,
  standardError,
} from "./change";

/** Scores with every T at 50, then the given T scores planted. */
function scores(t: Partial<Record<DomainCode | FacetCode, number>> = {}): AssessmentScores {
  const scale = (value: number): ScaleScore => ({ raw: 0, t: value, percentile: 50, band: "35-65", level: "neutral" });
  return {
    version: 1,
    norms: "johnson-2014",
    domains: Object.fromEntries(DOMAINS.map((d) => [d, scale(t[d] ?? 50)])) as AssessmentScores["domains"],
    facets: Object.fromEntries(FACETS.map((f) => [f, scale(t[f] ?? 50)])) as AssessmentScores["facets"],
  };
}

describe("reliabilities", () => {
  test("cover the 5 domains and 30 facets with the published mean alphas", () => {
    expect(Object.keys(RELIABILITIES)).toHaveLength(35);
    for (const d of DOMAINS) expect(RELIABILITIES[d]).toBe(0.84);
    for (const f of FACETS) expect(RELIABILITIES[f]).toBe(0.68);
    expect([DOMAIN_ALPHA, FACET_ALPHA]).toEqual([0.84, 0.68]);
  });
});

describe("the threshold", () => {
  test("SEM = 10·√(1 − r) on the T scale", () => {
    expect(standardError(0.84)).toBeCloseTo(4, 10);
    expect(standardError(0.68)).toBeCloseTo(5.6569, 4);
    expect(standardError(1)).toBe(0);
    expect(() => standardError(1.2)).toThrow(RangeError);
  });

  test("is 1.96·√2·SEM: 11.09 T points for a domain, 15.68 for a facet", () => {
    expect(changeThreshold(0.84)).toBeCloseTo(11.0874, 4);
    expect(changeThreshold(0.68)).toBeCloseTo(15.68, 4);
  });
});

describe("compareScores", () => {
  test("flags a domain change just above its threshold and not one just below", () => {
    // Domain threshold 11.087: ΔT 11.1 is a real change, 11.0 is measurement error.
    const changes = compareScores(scores({ C: 40, N: 60, E: 50 }), scores({ C: 51.1, N: 49, E: 61.1 }));
    const of = (scale: string) => changes.find((c) => c.scale === scale)!;
    expect(of("C")).toMatchObject({ t_before: 40, t_after: 51.1, delta_t: 11.1, flagged: true, direction: "up" });
    expect(of("N")).toMatchObject({ delta_t: -11, flagged: false, direction: "none" });
    expect(of("E")).toMatchObject({ delta_t: 11.1, flagged: true, direction: "up" });
    expect(of("C").threshold).toBeCloseTo(11.0874, 4);
    expect(compareScores(scores({ A: 60 }), scores({ A: 48.9 })).find((c) => c.scale === "A")).toMatchObject({
      delta_t: -11.1,
      flagged: true,
      direction: "down",
    });
  });

  test("flags a facet change just above its threshold and not one just below", () => {
    // Facet threshold 15.68: ΔT 15.7 is a real change, 15.6 is not — even though 15.6 would flag a domain.
    const changes = compareScores(scores({ C1: 40, N1: 62.3 }), scores({ C1: 55.7, N1: 46.7 }));
    const of = (scale: string) => changes.find((c) => c.scale === scale)!;
    expect(of("C1")).toMatchObject({ delta_t: 15.7, flagged: true, direction: "up" });
    expect(of("N1")).toMatchObject({ delta_t: -15.6, flagged: false, direction: "none" });
    expect(of("N1").threshold).toBeCloseTo(15.68, 4);
  });

  test("answers every scale, domains first, and nothing flagged between equal profiles", () => {
    const changes = compareScores(scores(), scores());
    expect(changes.map((c) => c.scale)).toEqual([...DOMAINS, ...FACETS]);
    expect(changes.every((c) => !c.flagged && c.delta_t === 0 && c.direction === "none")).toBe(true);
  });

  test("keeps 0.1 steps exact (no floating-point residue in ΔT)", () => {
    expect(scaleChange("O", 38.7, 49.8).delta_t).toBe(11.1);
    expect(scaleChange("O", 38.7, 49.8).flagged).toBe(true);
    expect(scaleChange("O", 38.8, 49.8).delta_t).toBe(11);
  });
});
