import { describe, expect, it } from "vitest";
import type { ActionPlanGoal } from "../../domain/coaching/action-plan";
import { isoDateInYears, sessionInput } from "./contract";
import { nextDue, planSummary } from "./model";

const goal = (id: string, due_on: string | null, done = false, steps: [boolean, string | null][] = []) =>
  ({
    id,
    title: `Goal ${id}`,
    scale: null,
    due_on,
    done,
    steps: steps.map(([stepDone, stepDue], i) => ({ id: `${id}-${i}`, text: "Step", due_on: stepDue, done: stepDone })),
  }) satisfies ActionPlanGoal;

describe("nextDue", () => {
  it("is the goal not done yet that is due first; done goals and goals without a date never are", () => {
    const goals = [
      goal("a", "2026-09-01"),
      goal("b", "2026-03-01", true),
      goal("c", null),
      goal("d", "2026-05-10"),
      goal("e", "2026-07-01"),
    ];
    expect(nextDue(goals)).toEqual({ goal_id: "d", title: "Goal d", due_on: "2026-05-10" });
    expect(nextDue([goal("x", null), goal("y", "2026-01-01", true)])).toBeNull();
    expect(nextDue([])).toBeNull();
  });
});

describe("planSummary", () => {
  it("gives each goal its own progress and the plan the sum, a done goal counting all its steps", () => {
    const summary = planSummary([
      goal("a", null, false, [
        [true, null],
        [false, null],
      ]),
      goal("b", null, true, [
        [false, null],
        [false, null],
        [false, null],
      ]),
      goal("c", null),
    ]);
    expect(summary.goals.map((g) => g.progress)).toEqual([
      { done: 1, total: 2 },
      { done: 3, total: 3 },
      { done: 0, total: 1 },
    ]);
    expect(summary.progress).toEqual({ done: 4, total: 6 });
    expect(planSummary(null)).toEqual({ goals: [], progress: { done: 0, total: 0 }, next_due: null });
  });
});

describe("a session's date", () => {
  it("may be up to a year ahead, the same calendar day next year (29 February: the 28th)", () => {
    expect(isoDateInYears(1, new Date("2026-03-15T23:30:00Z"))).toBe("2027-03-15");
    expect(isoDateInYears(1, new Date("2028-02-29T08:00:00Z"))).toBe("2029-02-28");
    expect(isoDateInYears(-1, new Date("2026-01-01T00:00:00Z"))).toBe("2025-01-01");
  });

  it("is refused with one problem at a time", () => {
    const problems = (held_on: unknown) => {
      const result = sessionInput.safeParse({ held_on });
      return result.success ? [] : result.error.issues.map((i) => i.message);
    };
    expect(problems("2026-02-30")).toEqual(["must be a date (YYYY-MM-DD)"]);
    expect(problems("1999-12-31")).toEqual(["must not be before 2000-01-01"]);
    expect(problems(isoDateInYears(1))).toEqual([]);
    expect(problems(isoDateInYears(2))).toEqual(["must not be more than a year ahead"]);
    expect(problems(" ")).toEqual(["is required"]);
  });
});
