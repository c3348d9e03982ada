import { describe, expect, test } from "vitest";
import { fakePairTexts, planted } from "../../tests/support/pair-texts";
import type { ScaleCode } from "../assessment/traits";
import { compareProfiles, displayNames, MAX_GUIDANCE_PER_PAIR, pairGuidance, type ComparedPerson } from "./comparison";

const person = (id: number, name: string, percentiles: Partial<Record<ScaleCode, number>>): ComparedPerson => ({
  id,
  name,
  scores: planted(percentiles),
});

describe("the order of differences", () => {
  test("the scales with the largest spread (max − min percentile) come first, whatever the people's order", () => {
    const people = [
      person(1, "Ann", { E: 90, C2: 20, O: 40, A4: 70 }),
      person(2, "Ben", { E: 10, C2: 80, O: 60, A4: 50 }),
      person(3, "Cleo", { E: 50, C2: 50, O: 50, A4: 65 }),
    ];
    const { scales } = compareProfiles(people, fakePairTexts());
    expect(scales.slice(0, 4).map((s) => [s.scale, s.spread])).toEqual([
      ["E", 80],
      ["C2", 60],
      ["O", 20],
      ["A4", 20],
    ]);
    expect(scales).toHaveLength(35);
    const spreads = scales.map((s) => s.spread);
    expect(spreads).toEqual([...spreads].sort((a, b) => b - a));
    // Each person's percentile and level, in the order the people were given.
    expect(scales[0]).toMatchObject({
      name: "Extraversion",
      kind: "domain",
      percentiles: [
        { id: 1, percentile: 90, level: "high" },
        { id: 2, percentile: 10, level: "low" },
        { id: 3, percentile: 50, level: "neutral" },
      ],
    });
    expect(scales[1]).toMatchObject({ name: "Orderliness", kind: "facet" });
    expect(compareProfiles([...people].reverse(), fakePairTexts()).scales.map((s) => s.scale)).toEqual(
      scales.map((s) => s.scale),
    );
  });

  test("equal spreads: domains before facets, then the inventory's order", () => {
    const { scales } = compareProfiles(
      [person(1, "Ann", { C6: 70, N1: 70, C: 70, E: 70 }), person(2, "Ben", {})],
      fakePairTexts(),
    );
    expect(scales.slice(0, 4).map((s) => s.scale)).toEqual(["E", "C", "N1", "C6"]);
    // No difference at all: spread 0, still in the inventory's order.
    expect(scales.slice(4, 7).map((s) => [s.scale, s.spread])).toEqual([
      ["N", 0],
      ["O", 0],
      ["A", 0],
    ]);
  });
});

describe("the choice of guidance for each level pair", () => {
  test("low–neutral, neutral–high and low–high pick their own texts; the same level has none", () => {
    const ann = person(1, "Ann", { N: 20, E: 50, O: 20, A: 80, C: 40, N1: 80 });
    const ben = person(2, "Ben", { N: 50, E: 80, O: 90, A: 90, C: 60, N1: 70 });
    const items = pairGuidance(ann, ben, fakePairTexts(), 35);
    const byScale = Object.fromEntries(items.map((i) => [i.scale, i]));
    expect(byScale.N.pair).toBe("low-neutral");
    expect(byScale.E.pair).toBe("neutral-high");
    expect(byScale.O.pair).toBe("low-high");
    // Both high, both in the middle, both high on a facet: no guidance for those scales.
    expect(byScale.A).toBeUndefined();
    expect(byScale.C).toBeUndefined();
    expect(byScale.N1).toBeUndefined();
    expect(items.map((i) => i.scale)).toEqual(["O", "N", "E"]);
    expect(byScale.O).toMatchObject({
      name: "Openness to Experience",
      gap: 70,
      lower: { id: 1, name: "Ann", percentile: 20, level: "low" },
      higher: { id: 2, name: "Ben", percentile: 90, level: "high" },
      lowerBrings: "O low-high: Ann brings calm.",
      higherBrings: "O low-high: Ben brings drive.",
      misreads: "O low-high: Ann and Ben misread each other.",
      agreements: ["O low-high agree one.", "O low-high agree two, Ben.", "O low-high agree three."],
    });
    expect(byScale.E.lowerBrings).toBe("E neutral-high: Ann brings calm.");
    expect(byScale.N.higherBrings).toBe("N low-neutral: Ben brings drive.");
  });

  test("{lower} names the person at the lower level whichever order the people come in", () => {
    const high = person(7, "Hana", { C: 85 });
    const low = person(9, "Liam", { C: 15 });
    for (const [a, b] of [
      [high, low],
      [low, high],
    ]) {
      const [item] = pairGuidance(a, b, fakePairTexts());
      expect(item.lower).toMatchObject({ id: 9, name: "Liam", level: "low" });
      expect(item.higher).toMatchObject({ id: 7, name: "Hana", level: "high" });
      expect(item.misreads).toBe("C low-high: Liam and Hana misread each other.");
      expect(item.lowerBrings).toContain("Liam");
      expect(item.higherBrings).toContain("Hana");
    }
  });

  test("at most five scales per pair, the largest gaps first, and one entry for every pair of people", () => {
    const ann = person(1, "Ann", { N: 10, E: 12, O: 14, A: 16, C: 18, N1: 20, N2: 22 });
    const ben = person(2, "Ben", { N: 90, E: 90, O: 90, A: 90, C: 90, N1: 90, N2: 90 });
    const cleo = person(3, "Cleo", {});
    const { guidance } = compareProfiles([ann, ben, cleo], fakePairTexts());
    expect(guidance.map((g) => g.people.map((p) => p.name))).toEqual([
      ["Ann", "Ben"],
      ["Ann", "Cleo"],
      ["Ben", "Cleo"],
    ]);
    const annBen = guidance[0].items;
    expect(annBen).toHaveLength(MAX_GUIDANCE_PER_PAIR);
    expect(annBen.map((i) => [i.scale, i.gap])).toEqual([
      ["N", 80],
      ["E", 78],
      ["O", 76],
      ["A", 74],
      ["C", 72],
    ]);
    // Ann against Cleo (50 everywhere): Ann's planted scales are all low, Cleo in the middle.
    expect(guidance[1].items.every((i) => i.pair === "low-neutral" && i.lower.name === "Ann")).toBe(true);
    expect(guidance[2].items.every((i) => i.pair === "neutral-high" && i.higher.name === "Ben")).toBe(true);
  });

  test("two people at the same level everywhere get no guidance; a scale the texts lack is skipped", () => {
    const same = compareProfiles([person(1, "Ann", { E: 70 }), person(2, "Ben", { E: 95 })], fakePairTexts());
    expect(same.guidance[0].items).toEqual([]);
    const partial = pairGuidance(
      person(1, "Ann", { E: 10, O: 15 }),
      person(2, "Ben", { E: 90, O: 90 }),
      fakePairTexts(["O"]),
    );
    expect(partial.map((i) => i.scale)).toEqual(["O"]);
  });
});

test("the texts name people by first name, by full name where first names repeat", () => {
  expect(
    displayNames([
      { first: "Ann", last: "Lee" },
      { first: "ann", last: "Ray" },
      { first: "Ben", last: "Ng" },
    ]),
  ).toEqual(["Ann Lee", "ann Ray", "Ben"]);
});
