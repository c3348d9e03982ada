import { describe, expect, test } from "vitest";
import { fillNames } from "./pair-texts";

describe("fillNames", () => {
  test("puts both names in, with a possessive that suits a name ending in s", () => {
    const text = "{higher} may read {lower}'s quiet as distance, and {lower} may find {higher}'s pace tiring.";
    expect(fillNames(text, { lower: "Kai", higher: "Ana" })).toBe(
      "Ana may read Kai's quiet as distance, and Kai may find Ana's pace tiring.",
    );
    expect(fillNames(text, { lower: "James", higher: "Ana" })).toBe(
      "Ana may read James' quiet as distance, and James may find Ana's pace tiring.",
    );
  });
});
