// Interviewer analytics (hiring brand): per company, or per job, how interviewers use their scorecards — how many
// they submit and how fast, how lenient each one rates against the rest of the panel, and how far the panel agrees
// on each attribute (ICC(2,k), Shrout & Fleiss 1979, only where ten or more candidates are shared; ADR 074).
// Owners and admins of the company (the roles that manage its users).
import { z } from "zod";
import { dataOf, id, operation } from "../http/contract";

export const analyticsQuery = z.object({
  /** The caller's own company unless given (franchise owners and super admins may pick one in their scope). */
  company_id: id("a company id").optional(),
  /** Only the scorecards of this job's candidates. */
  job_id: id("a job id").optional(),
});
export type AnalyticsQuery = z.output<typeof analyticsQuery>;

export const interviewerStatsJson = z.object({
  user_id: z.number().int(),
  name: z.string(),
  /** Scorecards the interviewer has (drafts and submitted). */
  scorecards: z.number().int(),
  submitted: z.number().int(),
  /** submitted / scorecards, 0–1. */
  submission_rate: z.number(),
  /** Median hours from a scorecard's start to its submission; null when none is submitted. */
  median_hours_to_submit: z.number().nullable(),
  /** Mean points above (+) or below (−) the other interviewers' mean on the same candidate and attribute. */
  leniency: z.number().nullable(),
  /** How many shared candidate × attribute ratings the leniency rests on. */
  shared_ratings: z.number().int(),
});
export type InterviewerStatsJson = z.infer<typeof interviewerStatsJson>;

export const attributeReliabilityJson = z.object({
  key: z.string(),
  name: z.string(),
  /** ICC(2,k): the reliability of the panel's mean rating; null with `reason` when it cannot be told. */
  icc_average: z.number().nullable(),
  /** ICC(2,1): the reliability of one interviewer's rating. */
  icc_single: z.number().nullable(),
  /** Candidates rated by every interviewer of the panel the ICC is of. */
  shared_candidates: z.number().int(),
  raters: z.number().int(),
  reason: z.enum(["not_enough_shared_candidates", "not_enough_raters", "no_variance"]).nullable(),
});
export type AttributeReliabilityJson = z.infer<typeof attributeReliabilityJson>;

export const interviewerAnalyticsJson = z.object({
  company: z.object({ id: z.number().int(), name: z.string() }),
  job: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  /** The company's jobs that have scorecards, by title: the ones the analytics can be narrowed to. */
  jobs: z.array(z.object({ id: z.number().int(), title: z.string() })),
  /** The fewest shared candidates an ICC is given for. */
  min_shared_candidates: z.number().int(),
  interviewers: z.array(interviewerStatsJson),
  attributes: z.array(attributeReliabilityJson),
});
export type InterviewerAnalyticsJson = z.infer<typeof interviewerAnalyticsJson>;

export const interviewerAnalyticsContract = {
  read: operation({
    method: "GET",
    path: "/interviewer-analytics",
    summary:
      "Interviewer analytics of a company or job: scorecard submission rate and median time to submit, leniency per interviewer, and ICC(2,k) per attribute",
    description:
      "Answers, per interviewer, how many scorecards were submitted and the median hours to submit, and how far their ratings sit above or below the rest of the panel; per attribute, the ICC(2,k) and ICC(2,1) of the panel where ten or more candidates are shared (else null with the reason).",
    access: "users:manage",
    denied: "Only company owners and admins see interviewer analytics",
    feature: "interviewQuestions",
    query: analyticsQuery,
    response: dataOf(interviewerAnalyticsJson),
    errors: [400, 403, 404],
  }),
};
