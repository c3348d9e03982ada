import { describe, expect, test } from "vitest";
import { ITEMS } from "./items";
import { scoreAssessment } from "./scoring";
import { paragraphs, reportTexts, TRAIT_TEXTS } from "./texts";
import { DOMAINS, FACETS, facetName } from "./traits";

describe("report texts", () => {
  test("exist for every domain at every level and for every facet, as plain text", () => {
    for (const d of DOMAINS) {
      const texts = TRAIT_TEXTS[d];
      for (const level of ["low", "neutral", "high"] as const)
        expect(texts.levels[level].join(" ").length).toBeGreaterThan(50);
      expect(texts.facets.map((f) => f.code)).toEqual(FACETS.filter((f) => f.startsWith(d)));
      for (const f of texts.facets) expect(f.title).toBe(facetName(f.code));
      const all = [texts.description, ...Object.values(texts.levels), ...texts.facets.map((f) => f.text)].flat();
      for (const p of all) expect(p).not.toMatch(/<|\n/);
    }
  });

  test("pick the text of the candidate's level per domain", () => {
    // Every item scored 5 after reversal: every domain raw 120, percentile 99, level high.
    const answers = Object.fromEntries(ITEMS.map((i) => [i.id, i.keyed === "plus" ? 5 : 1]));
    const scores = scoreAssessment(answers, { sex: "female", age: 30 });
    const report = reportTexts(scores);
    expect(report.map((r) => r.domain)).toEqual([...DOMAINS]);
    for (const r of report) {
      expect(r.level).toBe("high");
      expect(r.text).toEqual(TRAIT_TEXTS[r.domain].levels.high);
    }
  });

  test("paragraphs joins hard-wrapped lines and splits at <br />", () => {
    expect(paragraphs("one\ntwo <br /><br />three<br/>four")).toEqual(["one two", "three", "four"]);
  });
});
