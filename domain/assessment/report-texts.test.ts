import { describe, expect, test } from "vitest";
import { fillName, reportTexts, type ReportTexts } from "./report-texts";
import { ITEMS } from "./items";
import { scoreAssessment } from "./scoring";
import { DOMAINS, FACETS } from "./traits";

/** A table whose every text names its scale and level, so the test sees which entry a report picked. */
const table: ReportTexts = {
  measures: Object.fromEntries(DOMAINS.map((d) => [d, `measures ${d}`])) as ReportTexts["measures"],
  levels: Object.fromEntries(
    [...DOMAINS, ...FACETS].map((scale) => [
      scale,
      Object.fromEntries(
        (["low", "neutral", "high"] as const).map((level) => [
          level,
          { atWork: `{name} ${scale} ${level}`, ask: `Ask about {name}'s ${scale} ${level}.` },
        ]),
      ),
    ]),
  ) as ReportTexts["levels"],
};

describe("report texts lookup", () => {
  test("picks each domain's and facet's text for the person's level, with their first name in", () => {
    // Every item answered at the top after reversal: every scale at percentile 99, level high.
    const answers = Object.fromEntries(ITEMS.map((i) => [i.id, i.keyed === "plus" ? 5 : 1]));
    const report = reportTexts(table, scoreAssessment(answers, { sex: "female", age: 30 }), "Ana");
    expect(report.map((d) => d.code)).toEqual([...DOMAINS]);
    expect(report[0]).toMatchObject({
      title: "Stress response",
      level: "high",
      atWork: "Ana N high",
      measures: "measures N",
    });
    expect(report[0].ask).toBe("Ask about Ana's N high.");
    expect(report[4].facets.map((f) => f.code)).toEqual(["C1", "C2", "C3", "C4", "C5", "C6"]);
    expect(report[4].facets[5]).toMatchObject({ title: "Cautiousness", level: "high", atWork: "Ana C6 high" });
  });

  test("a low scorer gets the low texts", () => {
    const answers = Object.fromEntries(ITEMS.map((i) => [i.id, i.keyed === "plus" ? 1 : 5]));
    const report = reportTexts(table, scoreAssessment(answers, { sex: "male", age: 50 }), "Kai");
    for (const d of report) {
      expect(d.atWork).toBe(`Kai ${d.code} low`);
      for (const f of d.facets) expect(f.atWork).toBe(`Kai ${f.code} low`);
    }
  });

  test("fillName writes possessives and falls back when there is no first name", () => {
    expect(fillName("{name}'s plan; ask {name}.", "James")).toBe("James' plan; ask James.");
    expect(fillName("{name} tends to", "  ")).toBe("This person tends to");
  });
});
