import { describe, expect, it } from "vitest";
import {
  answerProblems,
  askedQuestions,
  hasAnswers,
  isAnswerCode,
  RACE_ETHNICITY_LABELS,
  SELF_IDENTIFICATION_OPTIONS,
  SELF_IDENTIFICATION_QUESTIONS,
} from "./self-identification";

describe("self-identification codes", () => {
  it("name the EEO-1 race/ethnicity categories unedited", () => {
    expect(Object.values(RACE_ETHNICITY_LABELS)).toEqual([
      "Hispanic or Latino",
      "White (Not Hispanic or Latino)",
      "Black or African American (Not Hispanic or Latino)",
      "Native Hawaiian or Other Pacific Islander (Not Hispanic or Latino)",
      "Asian (Not Hispanic or Latino)",
      "American Indian or Alaska Native (Not Hispanic or Latino)",
      "Two or More Races (Not Hispanic or Latino)",
      "I decline to self-identify",
    ]);
  });

  it("let every question be declined", () => {
    for (const question of SELF_IDENTIFICATION_QUESTIONS) {
      expect(SELF_IDENTIFICATION_OPTIONS[question].declined).toBe("I decline to self-identify");
    }
  });

  it("know their own codes only", () => {
    expect(isAnswerCode("sex", "female")).toBe(true);
    expect(isAnswerCode("sex", "unspecified")).toBe(false);
    expect(isAnswerCode("race_ethnicity", "toString")).toBe(false);
    expect(isAnswerCode("veteran", 1)).toBe(false);
  });
});

describe("answerProblems", () => {
  const asksAll = { veteran: true, disability: true };
  const asksCore = { veteran: false, disability: false };

  it("accepts answers, declines and blanks", () => {
    expect(answerProblems({ sex: "declined", race_ethnicity: "asian", veteran: null }, asksCore)).toEqual([]);
    expect(answerProblems({ veteran: "protected_veteran", disability: "no" }, asksAll)).toEqual([]);
    expect(answerProblems({}, asksCore)).toEqual([]);
  });

  it("names an unknown code with the codes it takes", () => {
    expect(answerProblems({ sex: "other", race_ethnicity: "white" }, asksCore)).toEqual([
      { path: "sex", message: "must be one of male, female, declined" },
    ]);
  });

  it("refuses an answer to a question the company does not ask", () => {
    expect(answerProblems({ disability: "yes" }, { veteran: true, disability: false })).toEqual([
      { path: "disability", message: "is not asked by this company" },
    ]);
  });

  it("asks veteran and disability status only where the company turned them on", () => {
    expect(askedQuestions(asksCore)).toEqual(["sex", "race_ethnicity"]);
    expect(askedQuestions({ veteran: false, disability: true })).toEqual(["sex", "race_ethnicity", "disability"]);
  });

  it("counts declining as an answer", () => {
    expect(hasAnswers({ sex: "declined" })).toBe(true);
    expect(hasAnswers({ sex: null })).toBe(false);
  });
});
