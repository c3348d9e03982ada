// The growth report of one person (the coaching brand): strengths and growth areas against a chosen role
// benchmark or the profile's extremes, development suggestions, a next-session prompt; its action plan (goals,
// steps, dates, ticks) that the coach and the person edit together; and the report as a PDF.
import { z } from "zod";
import type { ActionPlanGoal } from "../../domain/coaching/action-plan";
import { DOMAINS, FACETS, type ScaleCode } from "../../domain/assessment/traits";
import { dataOf, id, operation, timestamp } from "../http/contract";
import { scoreBand } from "../role-benchmarks/contract";

// ---------------------------------------------------------------------------------------------------------------
// Inputs

export const growthReportParams = z.object({ surveyResultId: id("a survey result id") });
export const growthReportQuery = z.object({ benchmark_id: id("a role benchmark id").optional() });

/** The 35 scale codes a goal may develop: the five domains and the thirty facets. */
export const SCALE_CODES = [...DOMAINS, ...FACETS] as [ScaleCode, ...ScaleCode[]];

export const MAX_GOALS = 20;
export const MAX_STEPS = 20;
export const MAX_TEXT = 300;

const planId = z
  .string({ error: "must be an id" })
  .min(1, "must not be empty")
  .max(64, "must be at most 64 characters");
const planText = z
  .string({ error: "is required" })
  .trim()
  .min(1, "is required")
  .max(MAX_TEXT, `must be at most ${MAX_TEXT} characters`);

/** A calendar date YYYY-MM-DD (a real one: not 2026-02-30), or null. */
const dueOn = z
  .string({ error: "must be a date YYYY-MM-DD" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "must be a date YYYY-MM-DD", abort: true })
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, "is not a calendar date")
  .nullish()
  .transform((v) => v ?? null);
const done = z
  .boolean({ error: "must be true or false" })
  .optional()
  .transform((v) => v ?? false);

const stepInput = z.object({ id: planId, text: planText, due_on: dueOn, done }).strict();

/** Ids repeat nowhere among a list's items (an edit or a tick would otherwise land on the wrong one). */
const uniqueIds = <T extends { id: string }>(items: T[], ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (seen.has(item.id)) ctx.addIssue({ code: "custom", path: [i, "id"], message: "is used twice" });
    seen.add(item.id);
  });
};

const goalInput = z
  .object({
    id: planId,
    title: planText,
    scale: z
      .enum(SCALE_CODES, { error: "must be a trait scale code (N, E, O, A, C or a facet N1 … C6) or null" })
      .nullish()
      .transform((v) => v ?? null),
    due_on: dueOn,
    done,
    steps: z
      .array(stepInput, { error: "must be a list of steps" })
      .max(MAX_STEPS, `must have at most ${MAX_STEPS} steps`)
      .superRefine(uniqueIds)
      .optional()
      .transform((v) => v ?? []),
  })
  .strict();

/** PUT …/action-plan: the whole plan, and the version it was edited from (0 when there was none). */
export const actionPlanInput = z
  .object({
    goals: z
      .array(goalInput, { error: "must be a list of goals" })
      .max(MAX_GOALS, `must have at most ${MAX_GOALS} goals`)
      .superRefine(uniqueIds),
    version: z
      .number({ error: "must be the plan's version (0 for a new plan)" })
      .int("must be the plan's version (0 for a new plan)")
      .min(0, "must be the plan's version (0 for a new plan)")
      .max(2_147_483_647, "must be the plan's version (0 for a new plan)"),
  })
  .strict();
export type ActionPlanInput = z.output<typeof actionPlanInput>;

// ---------------------------------------------------------------------------------------------------------------
// Answers

const named = z.object({ id: z.number().int(), name: z.string() });
const targetRange = z.object({ min: z.number().int(), max: z.number().int() });
const scaleCode = z.enum(SCALE_CODES);
const level = z.enum(["low", "neutral", "high"]);

const growthScale = {
  scale: scaleCode,
  name: z.string(),
  kind: z.enum(["domain", "facet"]),
  domain: z.enum(DOMAINS),
  percentile: z.number().int(),
  /** The percentiles at T ± 1 SEM (docs/assessment/measurement-error.md). */
  likelyRange: z.object({ low: z.number().int(), high: z.number().int() }),
  band: scoreBand,
  level,
};
const growthStrength = z.object({
  ...growthScale,
  text: z.string(),
  prompt: z.string(),
  target: targetRange.nullable(),
});
const growthArea = growthStrength.extend({
  suggestions: z.array(z.string()),
  gap: z.number().int().nullable(),
  direction: z.enum(["up", "down"]).nullable(),
});

/** What domain/coaching/growth.ts `buildGrowthReport` answers. */
export const growthReportJson = z.object({
  basis: z.enum(["benchmark", "profile"]),
  domains: z.array(z.object({ ...growthScale, suggestions: z.array(z.string()) })),
  strengths: z.array(growthStrength),
  growthAreas: z.array(growthArea),
  nextSessionPrompt: z.string().nullable(),
});

export const growthReportDataJson = z.object({
  person: z.object({
    id: z.number().int(),
    first: z.string(),
    last: z.string(),
    role_name: z.string(),
    company: named,
    submitted_at: timestamp.nullable(),
  }),
  /** The role benchmarks that apply to the person's company (its own and those for every company), by name. */
  benchmarks: z.array(named),
  /** The benchmark the report is built against (null: the profile's extremes). */
  benchmark: named.nullable(),
  report: growthReportJson,
});
export type GrowthReportData = z.infer<typeof growthReportDataJson>;

const stepJson = z.object({ id: z.string(), text: z.string(), due_on: z.string().nullable(), done: z.boolean() });
const goalJson = z.object({
  id: z.string(),
  title: z.string(),
  scale: scaleCode.nullable(),
  due_on: z.string().nullable(),
  done: z.boolean(),
  steps: z.array(stepJson),
}) as unknown as z.ZodType<ActionPlanGoal, ActionPlanGoal>;

export const actionPlanJson = z.object({
  goals: z.array(goalJson),
  /** 0 while nothing was saved; send it back with the next save. */
  version: z.number().int(),
  updated_at: timestamp.nullable(),
  updated_by: z.object({ first: z.string(), last: z.string() }).nullable(),
});
export type ActionPlanJson = z.infer<typeof actionPlanJson>;

// ---------------------------------------------------------------------------------------------------------------
// Operations

const GROWTH = { access: "signed-in", feature: "growthReport" } as const;

export const growthReportsContract = {
  get: operation({
    method: "GET",
    path: "/growth-reports/:surveyResultId",
    summary:
      "A person's growth report: strengths and growth areas against a role benchmark (`?benchmark_id=`) or the profile's extremes, suggestions, a next-session prompt",
    description:
      "Answers a person's growth report: strengths and growth areas against a role benchmark (`benchmark_id`) or the profile's extremes, with suggestions and a prompt for the next session.",
    ...GROWTH,
    params: growthReportParams,
    query: growthReportQuery,
    response: dataOf(growthReportDataJson),
    errors: [400, 404, 409],
  }),
  getActionPlan: operation({
    method: "GET",
    path: "/growth-reports/:surveyResultId/action-plan",
    summary: "The growth report's action plan (an empty plan has version 0)",
    description: "Answers the growth report's action plan; a plan never saved is empty with version 0.",
    ...GROWTH,
    params: growthReportParams,
    response: dataOf(actionPlanJson),
    errors: [400, 404],
  }),
  saveActionPlan: operation({
    method: "PUT",
    path: "/growth-reports/:surveyResultId/action-plan",
    summary: "Save the whole action plan; `version` must be the stored one (0 for none), else 409",
    description:
      "Replaces the whole action plan. `version` must be the stored one (0 for none), so two editors cannot overwrite each other (409).",
    ...GROWTH,
    params: growthReportParams,
    body: actionPlanInput,
    response: dataOf(actionPlanJson),
    errors: [400, 404, 409],
  }),
  pdf: operation({
    method: "GET",
    path: "/growth-reports/:surveyResultId/pdf",
    summary: "The growth report and its action plan as a PDF download",
    description: "Answers the growth report with its action plan as a PDF.",
    ...GROWTH,
    params: growthReportParams,
    query: growthReportQuery,
    produces: "application/pdf",
    status: 200,
    errors: [400, 404, 409],
  }),
};
