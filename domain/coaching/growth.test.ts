import { describe, expect, test } from "vitest";
import { bandFor, levelFor, type Level } from "../assessment/bands";
import type { BenchmarkTargets } from "../assessment/fit";
import type { AssessmentScores, ScaleScore } from "../assessment/scoring";
import { DOMAINS, FACETS, type DomainCode, type FacetCode, type ScaleCode } from "../assessment/traits";
import { buildGrowthReport, MAX_GROWTH_AREAS, MAX_STRENGTHS, ordinal, towardRangeText } from "./growth";
import { planProgress, progressText } from "./action-plan";
import type { GrowthText, GrowthTexts } from "./growth-texts";

/** Scores with every scale at the 50th percentile but the planted ones. */
function planted(percentiles: Partial<Record<ScaleCode, number>>): AssessmentScores {
  const score = (scale: ScaleCode): ScaleScore => {
    const p = percentiles[scale] ?? 50;
    return { raw: 0, t: 50, percentile: p, band: bandFor(p), level: levelFor(p) };
  };
  return {
    version: 1,
    norms: "johnson-2014",
    domains: Object.fromEntries(DOMAINS.map((d) => [d, score(d)])) as Record<DomainCode, ScaleScore>,
    facets: Object.fromEntries(FACETS.map((f) => [f, score(f)])) as Record<FacetCode, ScaleScore>,
  };
}

/**
 * A tiny texts table whose every string names its scale and level. Its `tends` says the opposite of the strengths
 * rule wherever it can, so a test shows the rule, not the writing, chooses.
 */
function fakeTexts(): GrowthTexts {
  const block = (scale: ScaleCode, level: Level): GrowthText => ({
    tends: level === "neutral" ? "growth" : (level === "high") === scale.startsWith("N") ? "strength" : "growth",
    strength: `strength ${scale} ${level}`,
    growth: `growth ${scale} ${level}`,
    suggestions: [`try ${scale} ${level} 1`, `try ${scale} ${level} 2`, `try ${scale} ${level} 3`],
    prompt: `prompt ${scale} ${level}`,
  });
  return Object.fromEntries(
    [...DOMAINS, ...FACETS].map((s) => [
      s,
      { low: block(s, "low"), neutral: block(s, "neutral"), high: block(s, "high") },
    ]),
  ) as unknown as GrowthTexts;
}

const texts = fakeTexts();
const scalesOf = (items: { scale: ScaleCode }[]) => items.map((i) => i.scale);
const range = (min: number, max: number) => ({ min, max });

describe("without a benchmark: the facets by the strengths rule", () => {
  const scores = planted({
    // Towards the unfavourable end: N1 97 (a stress facet, so high), C2 4, A3 8, E1 20, O2 30, E2 34.
    N1: 97,
    C2: 4,
    A3: 8,
    E1: 20,
    O2: 30,
    E2: 34,
    // Towards the favourable end: E3 95, O5 90, N6 12 (low on a stress facet), C5 85, A1 75, C1 66.
    E3: 95,
    O5: 90,
    N6: 12,
    C5: 85,
    A1: 75,
    C1: 66,
    // Domains are not listed on this basis, however far out.
    N: 99,
    E: 1,
  });
  const report = buildGrowthReport(scores, texts, null);

  test("six qualifying growth areas give the five furthest out, furthest first", () => {
    expect(report.basis).toBe("profile");
    expect(scalesOf(report.growthAreas)).toEqual(["N1", "C2", "A3", "E1", "O2"]);
    expect(report.growthAreas).toHaveLength(MAX_GROWTH_AREAS);
  });

  test("six qualifying strengths give the five furthest out, a low stress facet among them", () => {
    expect(scalesOf(report.strengths)).toEqual(["E3", "O5", "N6", "C5", "A1"]);
    expect(report.strengths).toHaveLength(MAX_STRENGTHS);
  });

  test("each uses its own level's block, and a low stress facet is named as the strength it is", () => {
    expect(report.growthAreas[0]).toMatchObject({
      scale: "N1",
      name: "Worry",
      kind: "facet",
      domain: "N",
      percentile: 97,
      level: "high",
      text: "growth N1 high",
      suggestions: ["try N1 high 1", "try N1 high 2", "try N1 high 3"],
      target: null,
      gap: null,
      direction: null,
    });
    expect(report.growthAreas[1]).toMatchObject({ scale: "C2", level: "low", text: "growth C2 low" });
    expect(report.strengths[2]).toMatchObject({
      scale: "N6",
      name: "Composure under Pressure",
      level: "low",
      text: "strength N6 low",
      target: null,
    });
  });

  test("a 2nd-percentile Worry is a strength under its strength name, never a growth area", () => {
    const calm = buildGrowthReport(planted({ N1: 2 }), texts, null);
    expect(calm.strengths).toMatchObject([{ scale: "N1", name: "Calm in Uncertainty", percentile: 2 }]);
    expect(calm.growthAreas).toEqual([]);
  });

  test("the next session opens with the first growth area's question", () => {
    expect(report.nextSessionPrompt).toBe("prompt N1 high");
  });

  test("the edges: 65 and 35 qualify, 64 and 36 do not (Cheerfulness at the 36th is no strength)", () => {
    const edges = buildGrowthReport(planted({ O1: 65, A4: 64, C2: 35, E6: 36, N2: 35, N3: 36 }), texts, null);
    expect(scalesOf(edges.strengths)).toEqual(["N2", "O1"]);
    expect(scalesOf(edges.growthAreas)).toEqual(["C2"]);
  });

  test("with no growth area the prompt is the first strength's, and with neither there is none", () => {
    const strong = buildGrowthReport(planted({ E3: 90, C5: 80 }), texts, null);
    expect(strong.growthAreas).toEqual([]);
    expect(scalesOf(strong.strengths)).toEqual(["E3", "C5"]);
    expect(strong.nextSessionPrompt).toBe("prompt E3 high");
    const average = buildGrowthReport(planted({}), texts, null);
    expect(average.growthAreas).toEqual([]);
    expect(average.strengths).toEqual([]);
    expect(average.nextSessionPrompt).toBeNull();
  });

  test("equally far out facets keep the inventory's order", () => {
    const tied = buildGrowthReport(planted({ C3: 10, N2: 90, E4: 10 }), texts, null);
    expect(scalesOf(tied.growthAreas)).toEqual(["N2", "E4", "C3"]);
  });
});

describe("against a benchmark", () => {
  const targets: BenchmarkTargets = {
    domains: { N: range(20, 60), E: range(40, 60), O: range(40, 60), A: range(40, 70), C: range(40, 60) },
    facets: { C2: range(60, 90), E3: range(10, 30), N2: range(0, 30) },
  };
  const scores = planted({
    N: 80, // 20 above
    E: 50, // inside, 0 from the middle
    O: 30, // 10 below
    A: 68, // inside, and a strength by the rule
    C: 45, // inside, 5 from the middle
    C2: 20, // 40 below
    E3: 25, // inside, but low: no strength by the rule
    N2: 10, // inside, and low on a stress facet: a strength
    N1: 99, // no range for it: not part of this basis
  });
  const report = buildGrowthReport(scores, texts, { id: 7, name: "Team lead", targets });

  test("growth areas are the scales outside the role's range, largest gap first, with range and direction", () => {
    expect(report.basis).toBe("benchmark");
    expect(scalesOf(report.growthAreas)).toEqual(["C2", "N", "O"]);
    expect(report.growthAreas[0]).toMatchObject({
      scale: "C2",
      level: "low",
      text: "growth C2 low",
      target: { min: 60, max: 90 },
      gap: 40,
      direction: "up",
    });
    expect(report.growthAreas[1]).toMatchObject({
      scale: "N",
      kind: "domain",
      name: "Stress response",
      text: "growth N high",
      gap: 20,
      direction: "down",
    });
  });

  test("strengths are the scales inside the range that meet the rule, furthest out first, with the strength text", () => {
    expect(scalesOf(report.strengths)).toEqual(["N2", "A"]);
    expect(report.strengths[0]).toMatchObject({
      name: "Even Temper",
      text: "strength N2 low",
      target: { min: 0, max: 30 },
    });
  });

  test("a scale the benchmark sets no range for is neither", () => {
    expect(scalesOf([...report.strengths, ...report.growthAreas])).not.toContain("N1");
  });

  test("the next session opens with the largest gap's question", () => {
    expect(report.nextSessionPrompt).toBe("prompt C2 low");
  });

  test("at most five growth areas; an equal gap goes to the more distinctive scale first", () => {
    const wide: BenchmarkTargets = {
      domains: { N: range(45, 60), E: range(40, 60), O: range(40, 60), A: range(40, 60), C: range(40, 60) },
      facets: { A1: range(40, 60) },
    };
    // Gaps: C 30, O 25, then 10 each for E and A1 (20 from the middle) and N (15 from it), A 5.
    const many = buildGrowthReport(planted({ N: 35, E: 70, O: 15, A: 35, C: 90, A1: 70 }), texts, {
      id: 1,
      name: "Wide",
      targets: wide,
    });
    expect(scalesOf(many.growthAreas)).toEqual(["C", "O", "E", "A1", "N"]);
    expect(many.strengths).toEqual([]);
  });
});

describe("development suggestions per domain", () => {
  test("the five domains in order, each with the three suggestions for the person's level", () => {
    const report = buildGrowthReport(planted({ N: 10, O: 90 }), texts, null);
    expect(report.domains.map((d) => [d.scale, d.level, d.percentile])).toEqual([
      ["N", "low", 10],
      ["E", "neutral", 50],
      ["O", "high", 90],
      ["A", "neutral", 50],
      ["C", "neutral", 50],
    ]);
    expect(report.domains[2].suggestions).toEqual(["try O high 1", "try O high 2", "try O high 3"]);
    expect(report.domains[0].name).toBe("Stress response");
  });

  test("a texts table missing a block is a clear error, not a report with holes", () => {
    expect(() => buildGrowthReport(planted({}), {} as GrowthTexts, null)).toThrow(/no block for/);
  });
});

describe("wording", () => {
  test("ordinals", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 42, 99].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
      "42nd",
      "99th",
    ]);
  });

  test("a growth area's way toward the role's range", () => {
    expect(towardRangeText({ percentile: 22, target: range(60, 85), direction: "up" })).toBe(
      "You are at the 22nd percentile; the role's range is the 60th–85th percentile. Develop upward, toward the role's range.",
    );
    expect(towardRangeText({ percentile: 90, target: range(20, 60), direction: "down" })).toMatch(/Ease it down/);
    expect(towardRangeText({ percentile: 90, target: null, direction: null })).toBeNull();
  });
});

describe("the action plan's progress", () => {
  test("counts steps, a goal without steps as one, and a done goal's steps as done", () => {
    const step = (done: boolean) => ({ id: String(Math.random()), text: "s", due_on: null, done });
    const goal = (done: boolean, steps: ReturnType<typeof step>[]) => ({
      id: String(Math.random()),
      title: "g",
      scale: null,
      due_on: null,
      done,
      steps,
    });
    const progress = planProgress([
      goal(false, [step(true), step(false), step(false)]),
      goal(true, [step(false), step(false)]),
      goal(false, []),
      goal(true, []),
    ]);
    expect(progress).toEqual({ done: 4, total: 7 });
    expect(progressText(progress)).toBe("4 of 7 steps done");
    expect(progressText({ done: 0, total: 1 })).toBe("0 of 1 step done");
  });
});
