// A chat answer's source chips lead to where the report shows the passage: the trait's text, the scores, the fit.
import { describe, expect, it } from "vitest";
import { citationHref } from "./model";

describe("citationHref", () => {
  it("links report passages to their domain's text, scores to the profile and the benchmark to the fit", () => {
    expect(citationHref({ kind: "report", ref: "C" })).toBe("#text-C");
    expect(citationHref({ kind: "report", ref: "C4" })).toBe("#text-C");
    expect(citationHref({ kind: "score", ref: "N" })).toBe("#profile");
    expect(citationHref({ kind: "score", ref: "benchmark:Dental hygienist" })).toBe("#fit");
  });

  it("gives answers and resume passages no link (their chip opens the quote)", () => {
    expect(citationHref({ kind: "application_answer", ref: "1:q1" })).toBeNull();
    expect(citationHref({ kind: "resume", ref: "3:skills" })).toBeNull();
  });
});
