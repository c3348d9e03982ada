import { describe, expect, test } from "vitest";
import { answerLabel, drivesScore, effectOf, type AnswerItemJson } from "./model";

const item = (scored: number | null): AnswerItemJson => ({
  id: "x",
  text: "Worry about things.",
  keyed: "plus",
  answer: scored,
  scored,
  withheld: false,
});

describe("what an answer does to its facet's score", () => {
  test("4–5 after reversal raise it, 1–2 lower it, 3 leaves it; no answer does nothing", () => {
    expect([1, 2, 3, 4, 5, null].map(effectOf)).toEqual(["lowers", "lowers", "neutral", "raises", "raises", null]);
  });

  test("the filter keeps the answers away from the middle, and never an unanswered item", () => {
    expect([1, 2, 3, 4, 5, null].map((s) => drivesScore(item(s)))).toEqual([true, true, false, true, true, false]);
  });

  test("answers are named by the scale's words", () => {
    expect(answerLabel(4)).toBe("Moderately accurate");
    expect(answerLabel(1)).toBe("Very inaccurate");
  });
});
