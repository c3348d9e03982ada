// Changes over time (the coaching brand's changesOverTimeReports): a person's assessments with one
// company, oldest first, what changed between them beyond measurement error (domain/coaching/change.ts), and the
// invitation to take the assessment again. A person is a company plus an e-mail address (case-insensitive), so
// every query stays inside the caller's scope and inside that company.
import { z } from "zod";
import { DOMAINS, FACETS, type FacetCode } from "../../domain/assessment/traits";
import { LANGUAGES } from "../../domain/languages";
import { dataOf, idParam, operation, timestamp } from "../http/contract";

const scaleCode = z.enum([...DOMAINS, ...(FACETS as [FacetCode, ...FacetCode[]])]);

const scalePoint = z.object({ code: scaleCode, t: z.number(), percentile: z.number().int() });

/** One submitted assessment of the person. */
export const historyEntryJson = z.object({
  id: z.number().int(),
  submitted_at: timestamp,
  role_name: z.string(),
  is_test: z.boolean(),
  archived_at: timestamp.nullable(),
  /** The language of administration: the language the person answered in. */
  language: z.enum(LANGUAGES),
  /** The five domains in the inventory's order (N, E, O, A, C). */
  domains: z.array(scalePoint),
  /** The thirty facets in the inventory's order (N1 … C6). */
  facets: z.array(scalePoint),
});
export type HistoryEntryJson = z.infer<typeof historyEntryJson>;

/** compareScores's answer for one scale (domain/coaching/change.ts). */
export const scaleChangeJson = z.object({
  scale: scaleCode,
  t_before: z.number(),
  t_after: z.number(),
  delta_t: z.number(),
  threshold: z.number(),
  flagged: z.boolean(),
  direction: z.enum(["up", "down", "none"]),
});
export type ScaleChangeJson = z.infer<typeof scaleChangeJson>;

/** The changes from one assessment to a later one, every domain then every facet. */
export const comparisonJson = z.object({
  from_id: z.number().int(),
  to_id: z.number().int(),
  changes: z.array(scaleChangeJson),
});
export type ComparisonJson = z.infer<typeof comparisonJson>;

export const thresholdJson = z.object({
  scale: scaleCode,
  reliability: z.number(),
  /** Standard error of measurement on the T scale: 10·√(1 − reliability). */
  sem: z.number(),
  /** A change is real when |ΔT| exceeds this: 1.96·√2·SEM. */
  threshold: z.number(),
});

/** GET /survey-results/{id}/history */
export const assessmentHistoryJson = z.object({
  /** The result asked about (it may itself be unfinished, and then is not among the assessments). */
  survey_result_id: z.number().int(),
  person: z.object({
    first: z.string(),
    last: z.string(),
    email: z.string(),
    company: z.object({ id: z.number().int(), name: z.string() }),
  }),
  /** The person's submitted assessments with this company, oldest first (tests only when the result asked about is one). */
  assessments: z.array(historyEntryJson),
  changes: z.object({
    /** From the first assessment to the latest; null with fewer than two. */
    first_to_latest: comparisonJson.nullable(),
    /** Between each assessment and the next, oldest pair first. */
    consecutive: z.array(comparisonJson),
  }),
  thresholds: z.array(thresholdJson),
  reliability_source: z.string(),
  invitations: z.object({
    /** When the person was last invited to take the assessment again, or null. */
    last_sent_at: timestamp.nullable(),
    /** How many more invitations the 24-hour limit allows now. */
    remaining: z.number().int(),
    limit_per_day: z.number().int(),
  }),
});
export type AssessmentHistoryJson = z.infer<typeof assessmentHistoryJson>;

/** POST /survey-results/{id}/reassess */
export const reassessmentJson = z.object({
  sent_to: z.string(),
  sent_at: timestamp,
  /** How many more invitations the 24-hour limit allows after this one. */
  remaining: z.number().int(),
});
export type ReassessmentJson = z.infer<typeof reassessmentJson>;

export const assessmentHistoryContract = {
  history: operation({
    method: "GET",
    path: "/survey-results/:id/history",
    summary:
      "The person's submitted assessments with the result's company, oldest first, and what changed beyond measurement error",
    description:
      "Answers the person's submitted assessments, oldest first, with the scores of each and which differences are larger than the measurement error.",
    access: "signed-in",
    feature: "changesOverTimeReports",
    params: idParam,
    response: dataOf(assessmentHistoryJson),
    errors: [400, 404],
  }),
  reassess: operation({
    method: "POST",
    path: "/survey-results/:id/reassess",
    summary:
      "E-mail the person the company's assessment link to take it again (at most 3 per person in 24 hours): a " +
      "reassessment, or the retake of an unreliable result, in either brand",
    description:
      "E-mails the person the company's assessment link to take it again. At most 3 per person in 24 hours (429).",
    access: "signed-in",
    params: idParam,
    response: dataOf(reassessmentJson),
    status: 202,
    errors: [400, 404, 429, 502],
  }),
  pdf: operation({
    method: "GET",
    path: "/survey-results/:id/history/pdf",
    summary:
      "The changes over time as a PDF download: per domain and facet, T at each assessment and what is real change",
    description:
      "Answers the person's changes over time as a PDF: each scale's score at each assessment and which changes are real.",
    access: "signed-in",
    feature: "changesOverTimeReports",
    params: idParam,
    produces: "application/pdf",
    status: 200,
    errors: [400, 404],
  }),
};
