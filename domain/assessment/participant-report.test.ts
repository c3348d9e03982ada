import { describe, expect, test } from "vitest";
import { ITEMS } from "./items";
import { aboutTheScores, participantReportContent, WHAT_THIS_IS } from "./participant-report";
import { scoreAssessment } from "./scoring";
import { isStrength, MAX_STRENGTHS } from "./strengths";
import { DOMAIN_NAMES, DOMAINS, FACETS, strengthName } from "./traits";

const scoresFor = (valueFor: (i: number) => number) =>
  scoreAssessment(Object.fromEntries(ITEMS.map((item, i) => [item.id, valueFor(i)])), { sex: "female", age: 34 });

const profiles = {
  low: scoresFor(() => 1),
  middle: scoresFor(() => 3),
  high: scoresFor(() => 5),
  mixed: scoresFor((i) => ((i * 7) % 5) + 1),
};

describe("the person's own report", () => {
  test.each(Object.entries(profiles))(
    "speaks to the person, per domain, with a likely range (%s answers)",
    (_, scores) => {
      const report = participantReportContent(scores);
      expect(report.domains.map((d) => d.name)).toEqual(DOMAINS.map((d) => DOMAIN_NAMES[d]));
      for (const domain of report.domains) {
        expect(domain.how_you_work).toMatch(/^You tend to /);
        expect(domain.measures).toMatch(/\byou\b/i);
        expect(domain.likely_range.low).toBeLessThanOrEqual(domain.percentile);
        expect(domain.likely_range.high).toBeGreaterThanOrEqual(domain.percentile);
        expect(domain.strengths.length).toBeLessThanOrEqual(MAX_STRENGTHS);
        for (const s of domain.strengths) expect(s.text).toMatch(/^You tend to /);
      }
      expect(report.norm_group).toBe("IPIP-NEO-120 norms, Johnson 2014, by sex and age band");
    },
  );

  test("lists as strengths exactly the domain's facets the strengths rule allows, by their strength names", () => {
    for (const scores of Object.values(profiles)) {
      for (const domain of participantReportContent(scores).domains) {
        const allowed = FACETS.filter((f) => f.startsWith(domain.code) && isStrength(f, scores.facets[f].percentile));
        expect(domain.strengths.map((s) => s.name).sort()).toEqual(allowed.map(strengthName).sort());
      }
    }
    expect(participantReportContent(profiles.middle).domains.every((d) => d.strengths.length === 0)).toBe(true);
  });

  test("says nothing about a fit, a benchmark, a job or an interview", () => {
    const words = JSON.stringify([
      ...Object.values(profiles).map(participantReportContent),
      WHAT_THIS_IS,
      aboutTheScores("a norm group"),
    ]);
    expect(words).not.toMatch(/\b(fit|fits|benchmark|job|jobs|interview|candidate|hire|hiring)\b/i);
  });
});
