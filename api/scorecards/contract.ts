// Scorecards (hiring brand): a candidate's interview kit per pipeline stage (the attributes to rate, drafted from
// the gap questions against the one benchmark rule's benchmark and the company's own questions, each with four
// behavioral anchors), each interviewer's scorecard (a 1–4 rating per attribute and an overall recommendation,
// draft then submitted), and the debrief of the submitted scorecards. Interviewers are staff with the hiring
// pipeline permission; others' scorecards stay hidden until one's own is submitted unless the company turns it off.
import { z } from "zod";
import { ATTRIBUTE_KEY_PATTERN, RECOMMENDATIONS } from "../../domain/scorecards";
import { dataOf, id, idParam, operation, timestamp } from "../http/contract";

// ---------------------------------------------------------------------------------------------------------------
// Inputs

const stage = z
  .string({ error: "is required" })
  .trim()
  .min(1, "is required")
  .max(100, "must be at most 100 characters");

export const kitQuery = z.object({
  /** The pipeline stage the interview belongs to; the candidate's current stage unless given. */
  stage: stage.optional(),
  role_benchmark_id: id("a role benchmark id").optional(),
});

const ratingInput = z
  .object({
    attribute_key: z
      .string({ error: "is required" })
      .regex(ATTRIBUTE_KEY_PATTERN, "is not an attribute of this interview kit"),
    rating: z
      .number({ error: "must be a whole number from 1 to 4" })
      .int("must be a whole number from 1 to 4")
      .min(1, "must be a whole number from 1 to 4")
      .max(4, "must be a whole number from 1 to 4")
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    notes: z
      .string({ error: "must be text" })
      .max(5000, "must be at most 5000 characters")
      .optional()
      .transform((v) => v ?? ""),
  })
  .strict();

export const scorecardInput = z
  .object({
    stage,
    role_benchmark_id: id("a role benchmark id").optional(),
    recommendation: z
      .enum(RECOMMENDATIONS, { error: "must be one of strong_no, no, yes, strong_yes" })
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    ratings: z
      .array(ratingInput, { error: "must be a list" })
      .max(100, "must have at most 100 ratings")
      .optional()
      .transform((v) => v ?? []),
  })
  .strict();
export type ScorecardInput = z.output<typeof scorecardInput>;

const anchor = z
  .string({ error: "is required" })
  .trim()
  .min(1, "is required")
  .max(300, "must be at most 300 characters");
export const attributeInput = z
  .object({
    name: z.string({ error: "is required" }).trim().min(1, "is required").max(120, "must be at most 120 characters"),
    anchors: z.tuple([anchor, anchor, anchor, anchor], { error: "must be four anchors, for ratings 1 to 4" }),
  })
  .strict();
export type AttributeInput = z.output<typeof attributeInput>;

export const settingsQuery = z.object({ company_id: id("a company id").optional() });
export const settingsInput = z
  .object({
    hide_until_submitted: z.boolean({ error: "must be true or false" }),
    company_id: id("a company id").optional(),
  })
  .strict();

// ---------------------------------------------------------------------------------------------------------------
// Answers

const anchorsJson = z.tuple([z.string(), z.string(), z.string(), z.string()]);

export const kitAttributeJson = z.object({
  key: z.string(),
  name: z.string(),
  kind: z.enum(["trait", "custom"]),
  /** What a 1, 2, 3 and 4 answer sounds like. */
  anchors: anchorsJson,
  questions: z.array(z.object({ key: z.string(), text: z.string(), listen_for: z.string().nullable() })),
});
export type KitAttributeJson = z.infer<typeof kitAttributeJson>;

const interviewer = z.object({ id: z.number().int(), name: z.string() });

export const scorecardJson = z.object({
  id: z.number().int(),
  survey_result_id: z.number().int(),
  stage: z.string(),
  job_id: z.number().int().nullable(),
  interviewer,
  status: z.enum(["draft", "submitted"]),
  recommendation: z.enum(RECOMMENDATIONS).nullable(),
  ratings: z.array(z.object({ attribute_key: z.string(), rating: z.number().int().nullable(), notes: z.string() })),
  submitted_at: timestamp.nullable(),
  updated_at: timestamp,
});
export type ScorecardJson = z.infer<typeof scorecardJson>;

export const kitJson = z.object({
  survey_result_id: z.number().int(),
  stage: z.string(),
  /** The candidate's pipeline stages to pick from (the current one included). */
  stages: z.array(z.string()),
  job: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  benchmark: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  benchmark_reason: z.string(),
  attributes: z.array(kitAttributeJson),
  /** Company questions without an attribute: asked, but not rated until the company writes one. */
  unrated_question_count: z.number().int(),
  /** Those questions, for the company's managers to write an attribute for (empty for others). */
  unrated_questions: z.array(z.object({ question_id: z.number().int(), text: z.string() })),
  /** The caller's own scorecard at this stage, if started. */
  mine: scorecardJson.nullable(),
  /** Everyone's scorecards at this stage, as far as the caller may see them (others' ratings hidden while unseen). */
  others: z.array(
    z.object({ id: z.number().int(), interviewer, status: z.enum(["draft", "submitted"]), visible: z.boolean() }),
  ),
  hide_until_submitted: z.boolean(),
  /** Whether the caller may write the company's question attributes and change the setting. */
  can_manage: z.boolean(),
});
export type KitJson = z.infer<typeof kitJson>;

export const debriefJson = z.object({
  survey_result_id: z.number().int(),
  stage: z.string(),
  scorecards: z.array(
    z.object({
      id: z.number().int(),
      interviewer,
      recommendation: z.enum(RECOMMENDATIONS),
      submitted_at: timestamp,
    }),
  ),
  attributes: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      /** Per scorecard in `scorecards`' order: its rating (null when it did not rate this attribute). */
      ratings: z.array(z.number().int().nullable()),
      spread: z.number().int(),
      /** Whether the ratings lie two points or more apart. */
      flagged: z.boolean(),
    }),
  ),
});
export type DebriefJson = z.infer<typeof debriefJson>;

export const attributeJson = z.object({
  question_id: z.number().int(),
  name: z.string(),
  anchors: anchorsJson,
  updated_at: timestamp,
});

export const settingsJson = z.object({ company_id: z.number().int(), hide_until_submitted: z.boolean() });

// ---------------------------------------------------------------------------------------------------------------
// Operations

const FEATURE = { feature: "interviewQuestions" } as const;
const INTERVIEWER = {
  access: "hiring-pipeline:view",
  denied: "Only staff with the hiring pipeline permission score interviews",
} as const;
const MANAGE = {
  access: "interview-questions:manage",
  denied: "Only company owners manage interview questions",
} as const;

export const scorecardsContract = {
  kit: operation({
    method: "GET",
    path: "/scorecards/candidates/:id",
    summary: "A candidate's interview kit at a pipeline stage (by survey result id), with the caller's scorecard",
    description:
      "Answers the attributes to rate at a stage, each with its questions and four anchors, the caller's own scorecard, and whose scorecards exist (others' ratings only once the caller may see them).",
    ...INTERVIEWER,
    ...FEATURE,
    params: idParam,
    query: kitQuery,
    response: dataOf(kitJson),
    errors: [400, 403, 404],
  }),
  save: operation({
    method: "PUT",
    path: "/scorecards/candidates/:id",
    summary: "Save the caller's draft scorecard of a candidate at a stage (ratings may be left open)",
    description:
      "Saves the caller's draft scorecard: ratings 1–4 per attribute of the kit and the recommendation, all optional until submitted. A submitted scorecard is final (409).",
    ...INTERVIEWER,
    ...FEATURE,
    params: idParam,
    body: scorecardInput,
    response: dataOf(scorecardJson),
    errors: [400, 403, 404, 409],
  }),
  submit: operation({
    method: "POST",
    path: "/scorecards/candidates/:id/submit",
    summary: "Submit the caller's scorecard of a candidate at a stage: every attribute rated and a recommendation",
    description:
      "Saves and submits the caller's scorecard; every attribute of the kit needs a rating and the recommendation is required (400 names what is missing). Submitted is final (409 after).",
    ...INTERVIEWER,
    ...FEATURE,
    params: idParam,
    body: scorecardInput,
    response: dataOf(scorecardJson),
    errors: [400, 403, 404, 409],
  }),
  get: operation({
    method: "GET",
    path: "/scorecards/:id",
    summary: "One scorecard (403 while it is another interviewer's and the caller has not submitted their own)",
    description:
      "Answers one scorecard. Another interviewer's is readable once the caller has submitted their own at the same stage, or always if the company does not hide them.",
    ...INTERVIEWER,
    ...FEATURE,
    params: idParam,
    response: dataOf(scorecardJson),
    errors: [400, 403, 404],
  }),
  debrief: operation({
    method: "GET",
    path: "/scorecards/candidates/:id/debrief",
    summary: "The debrief of a candidate at a stage: the submitted scorecards side by side, spread attributes flagged",
    description:
      "Answers every submitted scorecard's ratings per attribute and flags attributes whose ratings lie two points or more apart. Hidden (403) until the caller's own is submitted when the company hides scorecards.",
    ...INTERVIEWER,
    ...FEATURE,
    params: idParam,
    query: kitQuery,
    response: dataOf(debriefJson),
    errors: [400, 403, 404],
  }),
  setAttribute: operation({
    method: "PUT",
    path: "/scorecards/attributes/:id",
    summary: "Write the attribute and four anchors a company question is rated by (by question id)",
    description:
      "Sets the attribute a company's own interview question rates and what a 1, 2, 3 and 4 answer sounds like; a question with an attribute joins the scorecards.",
    ...MANAGE,
    ...FEATURE,
    params: idParam,
    body: attributeInput,
    response: dataOf(attributeJson),
    errors: [400, 403, 404],
  }),
  removeAttribute: operation({
    method: "DELETE",
    path: "/scorecards/attributes/:id",
    summary: "Remove a company question's attribute (ratings already given stay on their scorecards)",
    description: "Removes the attribute of a company question: it is still asked but no longer rated.",
    ...MANAGE,
    ...FEATURE,
    params: idParam,
    status: 204,
    errors: [400, 403, 404],
  }),
  settings: operation({
    method: "GET",
    path: "/scorecard-settings",
    summary: "A company's scorecard settings (the caller's company unless company_id is given)",
    description: "Answers whether interviewers see others' scorecards only after submitting their own.",
    ...INTERVIEWER,
    ...FEATURE,
    query: settingsQuery,
    response: dataOf(settingsJson),
    errors: [400, 403, 404],
  }),
  updateSettings: operation({
    method: "PUT",
    path: "/scorecard-settings",
    summary: "Change a company's scorecard settings (company owners, franchise owners, super admins)",
    description: "Sets whether interviewers see others' scorecards only after submitting their own (on by default).",
    ...MANAGE,
    ...FEATURE,
    body: settingsInput,
    response: dataOf(settingsJson),
    errors: [400, 403, 404],
  }),
};
