// The action plan of a growth report: goals, each with steps, dates and ticks. Safe for browser code.
import type { ScaleCode } from "../assessment/traits";

export interface ActionPlanStep {
  /** Stable within the plan (a UUID made by whoever added the step). */
  id: string;
  text: string;
  /** YYYY-MM-DD, or null. */
  due_on: string | null;
  done: boolean;
}

export interface ActionPlanGoal {
  id: string;
  title: string;
  /** The trait scale the goal develops (a growth area), or null for a goal of the person's own. */
  scale: ScaleCode | null;
  due_on: string | null;
  done: boolean;
  steps: ActionPlanStep[];
}

/** Done steps and all steps of a plan (a goal without steps counts as one step, done when the goal is). */
export function planProgress(goals: readonly ActionPlanGoal[]): { done: number; total: number } {
  let done = 0;
  let total = 0;
  for (const goal of goals) {
    if (goal.steps.length === 0) {
      total += 1;
      if (goal.done) done += 1;
      continue;
    }
    for (const step of goal.steps) {
      total += 1;
      if (step.done || goal.done) done += 1;
    }
  }
  return { done, total };
}

/** "3 of 7 steps done", as the growth report's page and PDF say a plan's progress. */
export function progressText({ done, total }: { done: number; total: number }): string {
  return `${done} of ${total} ${total === 1 ? "step" : "steps"} done`;
}
