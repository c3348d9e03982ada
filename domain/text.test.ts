import { describe, expect, test } from "vitest";
import { plural, pluralForm, possessive } from "./text";

describe("plural", () => {
  test("uses the singular for exactly one, the plural otherwise", () => {
    expect(plural(1, "facet")).toBe("1 facet");
    expect(plural(0, "facet")).toBe("0 facets");
    expect(plural(2, "facet")).toBe("2 facets");
  });

  test("takes an irregular plural and groups thousands", () => {
    expect(plural(1, "person", "people")).toBe("1 person");
    expect(plural(3, "person", "people")).toBe("3 people");
    expect(plural(1200, "result")).toBe("1,200 results");
  });

  test("follows the language's plural rules (Intl.PluralRules) for fractions and negatives", () => {
    expect(plural(1.5, "hour")).toBe("1.5 hours");
    expect(plural(-1, "point")).toBe("-1 point");
    expect(pluralForm(1, "person", "people")).toBe("person");
    expect(pluralForm(0, "person", "people")).toBe("people");
  });
});

describe("possessive", () => {
  test("adds 's to a name", () => {
    expect(possessive("Harbor Dental")).toBe("Harbor Dental's");
    expect(possessive("Kai")).toBe("Kai's");
  });

  test("adds the apostrophe alone to a name ending in s, in any letter case", () => {
    expect(possessive("Provider Operations")).toBe("Provider Operations'");
    expect(possessive("Summit Fitness")).toBe("Summit Fitness'");
    expect(possessive("ACME LOGISTICS")).toBe("ACME LOGISTICS'");
  });

  test("can use the typographic apostrophe and ignores stray spaces", () => {
    expect(possessive("Traitwise", "’")).toBe("Traitwise’s");
    expect(possessive("Provider Operations ", "’")).toBe("Provider Operations’");
  });
});
