import { describe, expect, test } from "vitest";
import { diffRanges } from "./diff";

const block = (strength: string, suggestions = ["a", "b", "c"]) => ({
  tends: "strength",
  strength,
  growth: "g",
  suggestions,
  prompt: "p",
});

describe("diffRanges: a draft against the version it would replace", () => {
  test("names the ranges added and removed, and the changed fields of a range kept", () => {
    const before = [
      { min: 1, max: 34, text: block("low") },
      { min: 35, max: 99, text: block("rest") },
    ];
    const after = [
      { min: 1, max: 34, text: block("low, reworded", ["a", "B", "c"]) },
      { min: 35, max: 65, text: block("mid") },
      { min: 66, max: 99, text: block("high") },
    ];
    expect(diffRanges("growth", before, after)).toEqual([
      {
        kind: "changed",
        range: "1–34",
        changes: [
          { label: "Strength text", before: "low", after: "low, reworded" },
          { label: "Suggestion 2", before: "b", after: "B" },
        ],
      },
      { kind: "added", range: "35–65" },
      { kind: "removed", range: "35–99" },
      { kind: "added", range: "66–99" },
    ]);
  });

  test("an unchanged range is the same", () => {
    const ranges = [{ min: 1, max: 99, text: block("x") }];
    expect(diffRanges("growth", ranges, ranges)).toEqual([{ kind: "same", range: "1–99" }]);
  });
});
