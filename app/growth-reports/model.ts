// What the growth report page works with: the API's answers, the action's answer, and the action plan editor's
// rules (the API's own limits, checked in the browser before a save so that most problems never travel). Safe for
// browser code.
import { formatDate } from "../../domain/format";
import type { ActionPlanGoal, ActionPlanStep } from "~domain/coaching/action-plan";
export { planProgress, progressText } from "~domain/coaching/action-plan";
import type { ActionResult } from "~/ui/action";
import {
  MAX_GOALS,
  MAX_STEPS,
  MAX_TEXT,
  type ActionPlanJson,
  type GrowthReportData,
} from "../../api/growth-reports/contract";

export { MAX_GOALS, MAX_STEPS, MAX_TEXT };
export type { ActionPlanGoal, ActionPlanJson, ActionPlanStep, GrowthReportData };

/** What saving the plan answers: the plan as saved (its new version). */
export type GrowthActionResult = ActionResult<{ plan: ActionPlanJson }>;

/** A fresh id for a goal or step (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newId(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export const emptyStep = (): ActionPlanStep => ({ id: newId(), text: "", due_on: null, done: false });
export const emptyGoal = (): ActionPlanGoal => ({
  id: newId(),
  title: "",
  scale: null,
  due_on: null,
  done: false,
  steps: [emptyStep()],
});

/** The field name of a goal's or step's input, as the API names its problems ("goals.0.steps.1.text"). */
export const goalField = (goal: number, field: "title" | "due_on" | "scale") => `goals.${goal}.${field}`;
export const stepField = (goal: number, step: number, field: "text" | "due_on") =>
  `goals.${goal}.steps.${step}.${field}`;

/** The API's problem paths that the editor shows beside an input; the rest are toasts. */
export const PLAN_FIELD = /^(goals\.\d+\.(title|due_on|scale)|goals\.\d+\.steps\.\d+\.(text|due_on)|version)$/;

const textProblem = (text: string, what: string) => {
  const trimmed = text.trim();
  if (!trimmed) return `Write the ${what}, or remove it.`;
  if (trimmed.length > MAX_TEXT) return `Keep the ${what} to ${MAX_TEXT} characters.`;
  return null;
};

/** The plan's problems by field, before it is sent (empty when it can be saved). */
export function planProblems(goals: readonly ActionPlanGoal[]): Record<string, string> {
  const problems: Record<string, string> = {};
  goals.forEach((goal, g) => {
    const title = textProblem(goal.title, "goal");
    if (title) problems[goalField(g, "title")] = title;
    goal.steps.forEach((step, s) => {
      const text = textProblem(step.text, "step");
      if (text) problems[stepField(g, s, "text")] = text;
    });
  });
  return problems;
}

/** A YYYY-MM-DD date or an ISO date-time as the pages show it, the same on server and browser. */
export const dayText = (iso: string): string => formatDate(iso);

/** A level as the report says it beside a trait. */
export const LEVEL_LABELS = { low: "low", neutral: "middle", high: "high" } as const;
