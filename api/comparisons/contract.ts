// Comparison of two to eight people and the conflict tool (the coaching brand). Every person named must be
// in the caller's scope — one that is not makes the whole request 404, never a partial answer — and must have
// finished the assessment (409 naming who has not). The comparison: percentiles side by side on every domain and
// facet, the largest differences first, and "working together" guidance per pair of people. The conflict tool: the
// friction points between two people (or a person and a team), each with what to say and what to avoid, and a
// one-page conversation plan as a PDF.
import { z } from "zod";
import { DOMAINS, FACETS, type ScaleCode } from "../../domain/assessment/traits";
import { MAX_PEOPLE, MIN_PEOPLE } from "../../domain/coaching/comparison";
import { LEVEL_PAIRS } from "../../domain/coaching/pair-texts";
import { dataOf, id, operation, timestamp } from "../http/contract";

// ---------------------------------------------------------------------------------------------------------------
// Inputs

const people = `${MIN_PEOPLE} to ${MAX_PEOPLE} survey result ids`;

/** A list as a query string carries it: repeated (`a=1&a=2`) or comma-separated (`a=1,2`), blanks dropped. */
const listOf = (v: unknown) => {
  const items = typeof v === "string" ? v.split(",") : v;
  return Array.isArray(items) ? items.filter((s) => typeof s !== "string" || s.trim() !== "") : items;
};

/** `survey_result_ids=1&survey_result_ids=2…` (or comma-separated): MIN_PEOPLE to MAX_PEOPLE distinct ids. */
export const surveyResultIds = z
  .preprocess(
    listOf,
    z
      .array(id("a survey result id"), { error: `must be ${people}` })
      .min(MIN_PEOPLE, `must name at least ${MIN_PEOPLE} people`)
      .max(MAX_PEOPLE, `must name at most ${MAX_PEOPLE} people`),
  )
  .superRefine((ids, ctx) => {
    ids.forEach((value, i) => {
      if (ids.indexOf(value) !== i) ctx.addIssue({ code: "custom", path: [i], message: "is named twice" });
    });
  });

export const comparisonQuery = z.object({ survey_result_ids: surveyResultIds });
export type ComparisonQuery = z.output<typeof comparisonQuery>;

/** The two sides of a conversation: `survey_result_id` and either `other_survey_result_id` or `team_id`. */
export const conflictFields = {
  survey_result_id: id("a survey result id"),
  other_survey_result_id: id("a survey result id").optional(),
  team_id: id("a team id").optional(),
};

/** Another person or a team, not both and not neither (shared with the conflict tool's share links). */
export function checkConflictSides(
  q: { survey_result_id: number; other_survey_result_id?: number; team_id?: number },
  ctx: z.RefinementCtx,
) {
  if (q.other_survey_result_id !== undefined && q.team_id !== undefined)
    ctx.addIssue({ code: "custom", path: ["team_id"], message: "give either other_survey_result_id or team_id" });
  else if (q.other_survey_result_id === undefined && q.team_id === undefined)
    ctx.addIssue({
      code: "custom",
      path: ["other_survey_result_id"],
      message: "is required (or team_id, for a person and a team)",
    });
  else if (q.other_survey_result_id === q.survey_result_id)
    ctx.addIssue({ code: "custom", path: ["other_survey_result_id"], message: "must be another person" });
}

export const conflictQuery = z.object(conflictFields).superRefine(checkConflictSides);
export type ConflictQuery = z.output<typeof conflictQuery>;

// ---------------------------------------------------------------------------------------------------------------
// Answers

const SCALE_CODES = [...DOMAINS, ...FACETS] as [ScaleCode, ...ScaleCode[]];
const level = z.enum(["low", "neutral", "high"]);
const named = z.object({ id: z.number().int(), name: z.string() });
const scaleInfo = { scale: z.enum(SCALE_CODES), name: z.string(), kind: z.enum(["domain", "facet"]) };

/** A person compared: who, and the name the guidance calls them by (the first name, or the full one when shared). */
export const comparedPersonJson = z.object({
  id: z.number().int(),
  first: z.string(),
  last: z.string(),
  name: z.string(),
  role_name: z.string(),
  company: named,
  submitted_at: timestamp,
});
export type ComparedPersonJson = z.infer<typeof comparedPersonJson>;

const pairSide = z.object({ id: z.number().int(), name: z.string(), percentile: z.number().int(), level });

export const pairGuidanceItemJson = z.object({
  ...scaleInfo,
  pair: z.enum(LEVEL_PAIRS),
  gap: z.number().int(),
  lower: pairSide,
  higher: pairSide,
  lowerBrings: z.string(),
  higherBrings: z.string(),
  misreads: z.string(),
  agreements: z.array(z.string()),
});

/** What domain/coaching/comparison.ts `compareProfiles` answers, with the people in full. */
export const comparisonJson = z.object({
  people: z.array(comparedPersonJson),
  scales: z.array(
    z.object({
      ...scaleInfo,
      percentiles: z.array(z.object({ id: z.number().int(), percentile: z.number().int(), level })),
      spread: z.number().int(),
    }),
  ),
  guidance: z.array(
    z.object({
      people: z.tuple([named, named]),
      items: z.array(pairGuidanceItemJson),
    }),
  ),
});
export type ComparisonJson = z.infer<typeof comparisonJson>;

const frictionSide = z.object({ side: z.enum(["a", "b"]), name: z.string(), percentile: z.number().int() });

export const frictionPointJson = z.object({
  ...scaleInfo,
  gap: z.number().int(),
  low: frictionSide,
  high: frictionSide,
  friction: z.string(),
  say: z.array(z.string()),
  avoid: z.array(z.string()),
});
export type FrictionPointJson = z.infer<typeof frictionPointJson>;

const personSide = comparedPersonJson.extend({ kind: z.literal("person") });
const teamSide = z.object({
  kind: z.literal("team"),
  id: z.number().int(),
  name: z.string(),
  /** The members with finished assessments the person is compared with, each in turn. */
  member_count: z.number().int(),
});

export const conflictJson = z.object({
  a: personSide,
  b: z.discriminatedUnion("kind", [personSide, teamSide]),
  /** Scales where one side is low and the other high, the largest gap first. */
  points: z.array(frictionPointJson),
});
export type ConflictJson = z.infer<typeof conflictJson>;

// ---------------------------------------------------------------------------------------------------------------
// Operations

const COMPARISON = { access: "signed-in", feature: "comparison" } as const;
const CONFLICT = { access: "signed-in", feature: "conflictTool" } as const;

export const comparisonsContract = {
  compare: operation({
    method: "GET",
    path: "/comparisons",
    summary: `Compare ${MIN_PEOPLE}–${MAX_PEOPLE} people (\`?survey_result_ids=1&survey_result_ids=2…\`): percentiles per scale, the largest differences first, and working-together guidance per pair`,
    description: `Answers a comparison of ${MIN_PEOPLE} to ${MAX_PEOPLE} people: percentiles per scale, the largest differences first, and guidance for working together per pair. 409 when a result cannot be compared (e.g. unreliable).`,
    ...COMPARISON,
    query: comparisonQuery,
    response: dataOf(comparisonJson),
    errors: [400, 404, 409],
  }),
  comparePdf: operation({
    method: "GET",
    path: "/comparisons/pdf",
    summary: "The comparison as a PDF download",
    description: "Answers the comparison as a PDF.",
    ...COMPARISON,
    query: comparisonQuery,
    produces: "application/pdf",
    status: 200,
    errors: [400, 404, 409],
  }),
  conflict: operation({
    method: "GET",
    path: "/conflicts",
    summary:
      "Friction points between two people (`?survey_result_id=&other_survey_result_id=`) or a person and a team (`&team_id=`), each with what to say and what to avoid",
    description:
      "Answers the friction points between two people, or between a person and a team, each with what to say and what to avoid.",
    ...CONFLICT,
    query: conflictQuery,
    response: dataOf(conflictJson),
    errors: [400, 404, 409],
  }),
  conflictPdf: operation({
    method: "GET",
    path: "/conflicts/pdf",
    summary: "A one-page conversation plan for the two sides as a PDF download",
    description: "Answers the conversation plan for the two sides as a one-page PDF.",
    ...CONFLICT,
    query: conflictQuery,
    produces: "application/pdf",
    status: 200,
    errors: [400, 404, 409],
  }),
};
