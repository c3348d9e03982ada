import { describe, expect, test } from "vitest";
import { bandFor, levelFor, type Level } from "./assessment/bands";
import type { ReportTexts } from "./assessment/report-texts";
import { reportTexts } from "./assessment/report-texts";
import type { AssessmentScores, ScaleScore } from "./assessment/scoring";
import { DOMAINS, FACETS, type DomainCode, type FacetCode, type ScaleCode } from "./assessment/traits";
import { compareProfiles } from "./coaching/comparison";
import { frictionPoints } from "./coaching/conflict";
import { buildGrowthReport } from "./coaching/growth";
import type { GrowthText, GrowthTexts } from "./coaching/growth-texts";
import type { PairTexts } from "./coaching/pair-texts";
import { mappedText, rangeProblems, type MappingRange } from "./report-mappings";

describe("rangeProblems: a set may be activated only when its ranges cover 1–99 exactly once", () => {
  test("contiguous ranges from 1 to 99 have no problem, in any order", () => {
    expect(rangeProblems([{ min: 1, max: 99 }])).toEqual([]);
    expect(
      rangeProblems([
        { min: 66, max: 99 },
        { min: 1, max: 34 },
        { min: 35, max: 65 },
      ]),
    ).toEqual([]);
  });

  test("a gap is named with its percentiles", () => {
    expect(
      rangeProblems([
        { min: 1, max: 40 },
        { min: 51, max: 99 },
      ]),
    ).toEqual(["gap 41–50"]);
    expect(rangeProblems([{ min: 2, max: 98 }])).toEqual(["gap 1", "gap 99"]);
    expect(rangeProblems([])).toEqual(["gap 1–99"]);
  });

  test("an overlap is named with its percentiles, beside any gap, in order", () => {
    expect(
      rangeProblems([
        { min: 1, max: 65 },
        { min: 60, max: 80 },
        { min: 90, max: 99 },
      ]),
    ).toEqual(["overlap 60–65", "gap 81–89"]);
    expect(
      rangeProblems([
        { min: 1, max: 50 },
        { min: 50, max: 99 },
      ]),
    ).toEqual(["overlap 50"]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The override lookup: the active mapping's block for the person's percentile, else the built-in text.

function scores(percentiles: Partial<Record<ScaleCode, number>>): AssessmentScores {
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

const SCALES = [...DOMAINS, ...FACETS];
const growthBlock = (label: string): GrowthText => ({
  tends: "growth",
  strength: `strength ${label}`,
  growth: `growth ${label}`,
  suggestions: [`${label} 1`, `${label} 2`, `${label} 3`],
  prompt: `prompt ${label}`,
});
const growthTexts = Object.fromEntries(
  SCALES.map((s) => [
    s,
    Object.fromEntries((["low", "neutral", "high"] as Level[]).map((l) => [l, growthBlock(`${s} ${l}`)])),
  ]),
) as unknown as GrowthTexts;

describe("mappedText and the texts' lookups", () => {
  const ranges: MappingRange<string>[] = [
    { min: 1, max: 20, text: "very low" },
    { min: 21, max: 99, text: "the rest" },
  ];

  test("picks the range holding the percentile, both ends included; nothing without a mapping or percentile", () => {
    expect(mappedText({ E: ranges }, "E", 20)).toBe("very low");
    expect(mappedText({ E: ranges }, "E", 21)).toBe("the rest");
    expect(mappedText({ E: ranges }, "A", 20)).toBeUndefined();
    expect(mappedText(undefined, "E", 20)).toBeUndefined();
    expect(mappedText({ E: ranges }, "E", undefined)).toBeUndefined();
    // A gap (only possible in a draft) keeps the built-in text.
    expect(mappedText({ E: [{ min: 1, max: 10, text: "x" }] }, "E", 50)).toBeUndefined();
  });

  test("the growth report shows an active mapping's block for the person's percentile, built-in texts elsewhere", () => {
    const person = scores({ E: 18, A: 80 });
    const builtIn = buildGrowthReport(person, growthTexts, null);
    const mapped = buildGrowthReport(person, growthTexts, null, {
      E: [
        { min: 1, max: 20, text: growthBlock("mapped E 1-20") },
        { min: 21, max: 99, text: growthBlock("mapped E 21-99") },
      ],
    });
    const suggestions = (r: typeof builtIn, d: DomainCode) => r.domains.find((x) => x.scale === d)!.suggestions;
    expect(suggestions(builtIn, "E")).toEqual(["E low 1", "E low 2", "E low 3"]);
    expect(suggestions(mapped, "E")).toEqual(["mapped E 1-20 1", "mapped E 1-20 2", "mapped E 1-20 3"]);
    expect(suggestions(mapped, "A")).toEqual(["A high 1", "A high 2", "A high 3"]);
  });

  test("the hiring report's texts follow the same mapping, with the name filled in", () => {
    const texts: ReportTexts = {
      measures: Object.fromEntries(DOMAINS.map((d) => [d, `measures ${d}`])) as ReportTexts["measures"],
      levels: Object.fromEntries(
        SCALES.map((s) => [
          s,
          {
            low: { atWork: `${s} low`, ask: "Ask." },
            neutral: { atWork: `${s} mid`, ask: "Ask." },
            high: { atWork: `${s} high`, ask: "Ask." },
          },
        ]),
      ) as unknown as ReportTexts["levels"],
    };
    const [n] = reportTexts(texts, scores({ N: 70 }), "Kai", {
      N: [{ min: 1, max: 99, text: { atWork: "{name} stays calm.", ask: "Ask {name}'s view." } }],
    });
    expect(n.atWork).toBe("Kai stays calm.");
    expect(n.ask).toBe("Ask Kai's view.");
    expect(n.facets[0].atWork).toBe("N1 mid");
  });

  test("comparison and conflict texts are chosen by the lower person's percentile", () => {
    const guidance = {
      lowerBrings: "built {lower}",
      higherBrings: "built {higher}",
      misreads: "m",
      agreements: ["a", "b", "c"] as const,
    };
    const texts: PairTexts = {
      guidance: Object.fromEntries(
        SCALES.map((s) => [s, { "low-neutral": guidance, "neutral-high": guidance, "low-high": guidance }]),
      ) as unknown as PairTexts["guidance"],
      conflict: Object.fromEntries(
        SCALES.map((s) => [s, { friction: "built friction", say: ["s1", "s2"], avoid: ["a1", "a2"] }]),
      ) as unknown as PairTexts["conflict"],
      mappings: {
        comparison: { E: [{ min: 1, max: 99, text: { ...guidance, lowerBrings: "mapped {lower} at any level" } }] },
        conflict: {
          E: [
            {
              min: 1,
              max: 10,
              text: { friction: "mapped friction for {lower} and {higher}", say: ["x", "y"], avoid: ["z", "w"] },
            },
            { min: 11, max: 99, text: { friction: "other", say: ["x", "y"], avoid: ["z", "w"] } },
          ],
        },
      },
    };
    const kai = { id: 1, name: "Kai", scores: scores({ E: 5, A: 10 }) };
    const mia = { id: 2, name: "Mia", scores: scores({ E: 90, A: 90 }) };
    const items = compareProfiles([kai, mia], texts).guidance[0].items;
    expect(items.find((i) => i.scale === "E")!.lowerBrings).toBe("mapped Kai at any level");
    expect(items.find((i) => i.scale === "A")!.lowerBrings).toBe("built Kai");
    const points = frictionPoints(mia, kai, texts);
    expect(points.find((p) => p.scale === "E")!.friction).toBe("mapped friction for Kai and Mia");
    expect(points.find((p) => p.scale === "A")!.friction).toBe("built friction");
  });
});
