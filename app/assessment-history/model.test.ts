import { describe, expect, test } from "vitest";
import { compareScores, RELIABILITY_SOURCE } from "~domain/coaching/change";
import type { AssessmentScores, ScaleScore } from "~domain/assessment/scoring";
import { DOMAINS, FACETS } from "~domain/assessment/traits";
import {
  assessmentLabels,
  domainViews,
  formatDelta,
  realChanges,
  smallestRealChange,
  type AssessmentHistoryJson,
} from "./model";

const scores = (t: Record<string, number>): AssessmentScores => {
  const scale = (v: number): ScaleScore => ({ raw: 0, t: v, percentile: 50, band: "35-65", level: "neutral" });
  return {
    version: 1,
    norms: "johnson-2014",
    domains: Object.fromEntries(DOMAINS.map((d) => [d, scale(t[d] ?? 50)])) as AssessmentScores["domains"],
    facets: Object.fromEntries(FACETS.map((f) => [f, scale(t[f] ?? 50)])) as AssessmentScores["facets"],
  };
};

function historyOf(...profiles: { at: string; t: Record<string, number> }[]): AssessmentHistoryJson {
  const all = profiles.map((p) => scores(p.t));
  const entry = (s: AssessmentScores, i: number) => ({
    id: i + 1,
    submitted_at: profiles[i].at,
    role_name: "Hygienist",
    is_test: false,
    archived_at: null,
    language: "en" as const,
    domains: DOMAINS.map((code) => ({ code, t: s.domains[code].t, percentile: 50 })),
    facets: FACETS.map((code) => ({ code, t: s.facets[code].t, percentile: 50 })),
  });
  const pair = (a: number, b: number) => ({ from_id: a + 1, to_id: b + 1, changes: compareScores(all[a], all[b]) });
  return {
    survey_result_id: 1,
    person: { first: "Kai", last: "Jensen", email: "kai@example.test", company: { id: 1, name: "Harbor Dental" } },
    assessments: all.map(entry),
    changes: {
      first_to_latest: all.length > 1 ? pair(0, all.length - 1) : null,
      consecutive: all.slice(1).map((_, i) => pair(i, i + 1)),
    },
    thresholds: [],
    reliability_source: RELIABILITY_SOURCE,
    invitations: { last_sent_at: null, remaining: 3, limit_per_day: 3 },
  };
}

describe("the changes page's model", () => {
  test("writes ΔT with its sign and a real minus", () => {
    expect([formatDelta(14.8), formatDelta(-0.6), formatDelta(0)]).toEqual(["+14.8", "−0.6", "0.0"]);
  });

  test("names the smallest ΔT that counts as real, in the 0.1 steps of T scores", () => {
    expect(smallestRealChange(11.087434329005065)).toBe("11.1");
    expect(smallestRealChange(15.679999999999998)).toBe("15.7");
    expect(smallestRealChange(11)).toBe("11.1");
  });

  test("labels assessments by date, telling two on the same day apart", () => {
    expect(
      assessmentLabels([
        { submitted_at: "2026-04-15T12:00:00Z" },
        { submitted_at: "2026-10-14T09:00:00Z" },
        { submitted_at: "2026-10-14T15:00:00Z" },
      ]),
    ).toEqual(["Apr 15, 2026", "Oct 14, 2026 (1)", "Oct 14, 2026 (2)"]);
  });

  test("gives each domain a timeline and a table of itself and its facets, with first → latest changes", () => {
    const history = historyOf(
      { at: "2026-04-15T12:00:00Z", t: { C: 49.6, C1: 30.3, N: 53.7 } },
      { at: "2026-07-01T12:00:00Z", t: { C: 55, C1: 40, N: 53 } },
      { at: "2026-10-14T12:00:00Z", t: { C: 64.4, C1: 46.7, N: 53.1 } },
    );
    const views = domainViews(history);
    expect(views.map((v) => v.code)).toEqual(["N", "E", "O", "A", "C"]);
    const c = views[4];
    expect(c.rows.map((r) => r.code)).toEqual(["C", "C1", "C2", "C3", "C4", "C5", "C6"]);
    expect(c.rows[0]).toMatchObject({ name: "Conscientiousness", isDomain: true, ts: [49.6, 55, 64.4] });
    expect(c.rows[0].change).toMatchObject({ delta_t: 14.8, flagged: true, direction: "up" });
    expect(c.rows[1].change).toMatchObject({ delta_t: 16.4, flagged: true });
    expect(c.chart).toEqual([
      expect.objectContaining({ label: "Apr 15, 2026", Conscientiousness: 49.6, "Self-Efficacy": 30.3 }),
      expect.objectContaining({ label: "Jul 1, 2026", Conscientiousness: 55 }),
      expect.objectContaining({ label: "Oct 14, 2026", Conscientiousness: 64.4 }),
    ]);
    expect(c.series[0]).toEqual({ name: "Conscientiousness", color: "dark.6" });
    expect(c.series.slice(1).every((s) => s.strokeDasharray)).toBe(true);
    expect(views[0].rows[0].change).toMatchObject({ delta_t: -0.6, flagged: false, direction: "none" });
    expect(realChanges(history).map((r) => r.scale)).toEqual(["C", "C1"]);
  });

  test("a single assessment has no changes", () => {
    const history = historyOf({ at: "2026-04-15T12:00:00Z", t: {} });
    expect(domainViews(history)[0].rows.every((r) => r.change === null)).toBe(true);
    expect(realChanges(history)).toEqual([]);
  });
});
