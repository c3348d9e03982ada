import { describe, expect, test } from "vitest";
import {
  displayCount,
  fisherExact,
  groupLabel,
  groupOf,
  impactByDimension,
  impactTable,
  median,
  scoringRates,
  stageTransitions,
  type ImpactSubject,
} from "./adverse-impact";

// `count` people of `group`, the first `selected` of them selected.
function people(group: string | null, count: number, selected: number): ImpactSubject[] {
  return Array.from({ length: count }, (_, i) => ({ group, selected: i < selected }));
}

describe("impactTable", () => {
  test("group A 50/100 passing vs group B 30/100: impact ratio 0.60, flagged, two-sided Fisher p < 0.01", () => {
    const table = impactTable([...people("B", 100, 30), ...people("A", 100, 50)]);
    const [a, b] = table.rows;
    expect(a).toMatchObject({ group: "A", total: 100, selected: 50, rate: 0.5, impactRatio: 1, flagged: false });
    expect(a.highest).toBe(true);
    expect(a.fisherP).toBeNull();
    expect(b).toMatchObject({ group: "B", total: 100, selected: 30, rate: 0.3, flagged: true, highest: false });
    expect(b.impactRatio).toBeCloseTo(0.6, 10);
    expect(b.fisherP).toBeLessThan(0.01);
    // scipy.stats.fisher_exact([[50, 50], [30, 70]]) → 0.005937341166015536
    expect(b.fisherP).toBeCloseTo(0.005937341166, 9);
  });

  test("equal rates: ratio 1, no flag, p = 1", () => {
    const table = impactTable([...people("A", 80, 40), ...people("B", 60, 30)]);
    expect(table.rows.map((r) => [r.group, r.impactRatio, r.flagged])).toEqual([
      ["A", 1, false],
      ["B", 1, false],
    ]);
    expect(table.rows[1].fisherP).toBeCloseTo(1, 10);
  });

  test("a ratio just at four fifths is not flagged; just under is", () => {
    const at = impactTable([...people("A", 100, 50), ...people("B", 100, 40)]);
    expect(at.rows[1].impactRatio).toBeCloseTo(0.8, 10);
    expect(at.rows[1].flagged).toBe(false);
    const under = impactTable([...people("A", 100, 50), ...people("B", 100, 39)]);
    expect(under.rows[1].flagged).toBe(true);
  });

  test("groups under 2 % of the people with a known category are listed as excluded, not compared", () => {
    // 150 known: 2 % is 3 people; a group of 2 is excluded, a group of 3 is compared.
    const table = impactTable([
      ...people("A", 100, 50),
      ...people("B", 45, 20),
      ...people("C", 3, 0),
      ...people("D", 2, 0),
      ...people(null, 40, 10),
    ]);
    expect(table.rows.map((r) => r.group)).toEqual(["A", "B", "C"]);
    expect(table.excluded).toEqual([{ group: "D", total: 2, selected: 0 }]);
  });

  test("the unknown or declined are counted apart and in no group", () => {
    const table = impactTable([...people("A", 10, 5), ...people(null, 7, 6)]);
    expect(table.unknown).toEqual({ total: 7, selected: 6 });
    expect(table.rows).toHaveLength(1);
    expect(table.total).toBe(17);
    expect(table.selected).toBe(11);
  });

  test("no one selected: no ratio, no flag", () => {
    const table = impactTable([...people("A", 10, 0), ...people("B", 10, 0)]);
    expect(table.rows.every((r) => r.impactRatio === null && !r.flagged)).toBe(true);
  });
});

describe("displayCount", () => {
  test("a cell of 4 shows <5; 0 and 5 show as they are", () => {
    expect(displayCount(4)).toBe("<5");
    expect(displayCount(1)).toBe("<5");
    expect(displayCount(0)).toBe("0");
    expect(displayCount(5)).toBe("5");
  });
});

describe("fisherExact", () => {
  test("matches published two-sided values", () => {
    // Fisher's tea tasting (R: fisher.test(TeaTasting)) → 0.4857
    expect(fisherExact(3, 1, 1, 3)).toBeCloseTo(0.4857142857, 9);
    // scipy.stats.fisher_exact([[1, 9], [11, 3]]) → 0.0027594561852200836
    expect(fisherExact(1, 9, 11, 3)).toBeCloseTo(0.00275945618522, 12);
  });

  test("rejects what is not a count", () => {
    expect(() => fisherExact(-1, 1, 1, 1)).toThrow(RangeError);
  });
});

describe("scoringRates", () => {
  test("the share of each group above the median of everyone scored, with its impact ratio", () => {
    // Scores 1..200; median 100.5. A holds 101..200 (all above), B 1..100 (none above) plus unknowns in the middle.
    const subjects = [
      ...Array.from({ length: 50 }, (_, i) => ({ group: "A", score: 151 + i })),
      ...Array.from({ length: 50 }, (_, i) => ({ group: "B", score: 1 + i })),
      ...Array.from({ length: 50 }, (_, i) => ({ group: "A", score: 51 + i })),
      ...Array.from({ length: 50 }, (_, i) => ({ group: "B", score: 101 + i })),
    ];
    const rates = scoringRates(subjects);
    expect(rates.median).toBe(100.5);
    expect(rates.rows.map((r) => [r.group, r.rate, r.impactRatio])).toEqual([
      ["A", 0.5, 1],
      ["B", 0.5, 1],
    ]);
    const skewed = scoringRates([
      ...Array.from({ length: 10 }, (_, i) => ({ group: "A", score: 60 + i })),
      ...Array.from({ length: 10 }, (_, i) => ({ group: "B", score: 50 + i })),
    ]);
    // Median 59.5: every A scores above it, no B does.
    expect(skewed.rows.map((r) => [r.group, r.rate, r.impactRatio, r.flagged])).toEqual([
      ["A", 1, 1, false],
      ["B", 0, 0, true],
    ]);
  });

  test("a score equal to the median is not above it", () => {
    const rates = scoringRates([
      { group: "A", score: 70 },
      { group: "A", score: 70 },
      { group: "B", score: 70 },
    ]);
    expect(rates.median).toBe(70);
    expect(rates.selected).toBe(0);
  });

  test("median of nothing is null", () => {
    expect(median([])).toBeNull();
    expect(scoringRates([]).median).toBeNull();
  });
});

describe("dimensions", () => {
  test("sex × race/ethnicity intersections; declined or missing is unknown, and an intersection needs both", () => {
    expect(groupOf({ sex: "female", raceEthnicity: "asian" }, "sex_race_ethnicity")).toBe("female|asian");
    expect(groupOf({ sex: "female", raceEthnicity: "declined" }, "sex_race_ethnicity")).toBeNull();
    expect(groupOf({ sex: "female", raceEthnicity: "declined" }, "sex")).toBe("female");
    expect(groupOf({ sex: null, raceEthnicity: "asian" }, "race_ethnicity")).toBe("asian");
    expect(groupOf({ sex: "declined", raceEthnicity: null }, "sex")).toBeNull();
  });

  test("impactByDimension gives a table per dimension", () => {
    const data = [
      ...Array.from({ length: 40 }, (_, i) => ({ sex: "female", raceEthnicity: "asian", selected: i < 20 })),
      ...Array.from({ length: 40 }, (_, i) => ({ sex: "male", raceEthnicity: "white", selected: i < 10 })),
      ...Array.from({ length: 20 }, () => ({ sex: "declined", raceEthnicity: "white", selected: true })),
    ];
    const tables = impactByDimension(data);
    expect(tables.sex.unknown.total).toBe(20);
    expect(tables.race_ethnicity.unknown.total).toBe(0);
    expect(tables.sex_race_ethnicity.rows.map((r) => [r.group, r.rate])).toEqual([
      ["female|asian", 0.5],
      ["male|white", 0.25],
    ]);
    expect(tables.sex_race_ethnicity.rows[1].flagged).toBe(true);
  });
});

describe("stageTransitions", () => {
  test("of those who reached a stage, who moved on to the next; one table per move that happened", () => {
    const histories = [
      ...Array.from({ length: 20 }, (_, i) => ({
        sex: "female",
        raceEthnicity: "asian",
        stages: i < 10 ? ["New", "Screening", "Interview"] : ["New", "Screening"],
      })),
      ...Array.from({ length: 20 }, (_, i) => ({
        sex: "male",
        raceEthnicity: "white",
        stages:
          i < 4 ? ["New", "Screening", "Interview"] : i < 8 ? ["New", "Screening", "Not a fit"] : ["New", "Screening"],
      })),
    ];
    const transitions = stageTransitions(histories);
    expect(transitions.map((t) => [t.from, t.to, t.reached, t.moved])).toEqual([
      ["New", "Screening", 40, 40],
      ["Screening", "Interview", 40, 14],
      ["Screening", "Not a fit", 40, 4],
    ]);
    const interview = transitions[1].tables.sex;
    expect(interview.rows.map((r) => [r.group, r.selected, r.total])).toEqual([
      ["female", 10, 20],
      ["male", 4, 20],
    ]);
    expect(interview.rows[1].impactRatio).toBeCloseTo(0.4, 10);
    expect(interview.rows[1].flagged).toBe(true);
  });

  test("a move back and forth counts once per person; staying put is no move", () => {
    const [t] = stageTransitions([
      { sex: "female", raceEthnicity: null, stages: ["New", "Screening", "New", "Screening", "Screening"] },
    ]).filter((x) => x.from === "New");
    expect([t.reached, t.moved]).toEqual([1, 1]);
  });
});

describe("groupLabel", () => {
  test("EEO-1 names, intersections joined with ×", () => {
    expect(groupLabel("female|asian")).toBe("Female × Asian (Not Hispanic or Latino)");
    expect(groupLabel("hispanic_or_latino")).toBe("Hispanic or Latino");
  });
});
