// The demo people must read as careful respondents: their answers are drawn to land on target scores, and a drawing
// that looked careless (runs, opposite statements answered alike) would flag every demo person as Unreliable.
import { describe, expect, test } from "vitest";
import { ITEMS } from "../../domain/assessment/items";
import { scoreAssessment } from "../../domain/assessment/scoring";
import { assessValidity } from "../../domain/assessment/validity";
import { demoPeople } from "./seed-assessments";
import { earlierAnswers, REASSESSED_DEMO } from "./seed-reassessments";

const NOW = Date.UTC(2026, 10, 24, 12);
const people = demoPeople(NOW);
/** The times the seed stores with each person's answers: one every 10 s from the start, in the inventory's order. */
const timesOf = (startedAt: Date) => ITEMS.map((_, i) => startedAt.getTime() + i * 10_000);

describe("the demo people's response validity", () => {
  const results = people.map((p) => ({ person: p, validity: assessValidity(p.answers, timesOf(p.startedAt)) }));

  test("no demo person is Unreliable", () => {
    const unreliable = results.filter((r) => r.validity.verdict === "unreliable");
    expect(
      unreliable.map((r) => `${r.person.email}: ${r.validity.reasons.join(" ")}`),
      "unreliable demo people",
    ).toEqual([]);
  });

  test("at most a few are Review (5 %), as among careful respondents", () => {
    const review = results.filter((r) => r.validity.verdict === "review");
    expect(review.length / results.length).toBeLessThanOrEqual(0.05);
  });

  test("Kai Jensen's earlier assessment is not Unreliable either", () => {
    const kai = people.find((p) => p.email === REASSESSED_DEMO.email)!;
    const earlier = earlierAnswers(kai.answers, (a) => scoreAssessment(a, kai).domains[REASSESSED_DEMO.changed].t);
    expect(assessValidity(earlier, timesOf(kai.startedAt)).verdict).not.toBe("unreliable");
  });
});
