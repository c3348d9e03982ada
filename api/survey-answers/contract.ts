// The behavioural questions chart (issue 13, spec §6 "behavioural questions chart"): one person's answers item by
// item, grouped by domain and facet, with what each answer does to its facet's score. Coaching brand only.
import { z } from "zod";
import { dataOf, idParam, operation } from "../http/contract";
import { scoreBand } from "../role-benchmarks/contract";

const answerValue = z.number().int().min(1).max(5);

export const answerItemJson = z.object({
  /** The item's id in @bigfive-org/questions. */
  id: z.string(),
  text: z.string(),
  /** "minus" items are reverse-scored: agreeing with them lowers the facet's score. */
  keyed: z.enum(["plus", "minus"]),
  /** As chosen, 1 (Very inaccurate) … 5 (Very accurate); null while not answered. */
  answer: answerValue.nullable(),
  /** What the answer adds to the facet's raw score (6 − answer for minus-keyed items): above 3 it pushes it up. */
  scored: answerValue.nullable(),
});
export type AnswerItemJson = z.infer<typeof answerItemJson>;

export const answerFacetJson = z.object({
  code: z.string(),
  name: z.string(),
  /** The facet's scores; null until the assessment is submitted. */
  t: z.number().nullable(),
  percentile: z.number().int().nullable(),
  band: scoreBand.nullable(),
  items: z.array(answerItemJson),
});
export type AnswerFacetJson = z.infer<typeof answerFacetJson>;

export const answerDomainJson = z.object({
  code: z.string(),
  name: z.string(),
  percentile: z.number().int().nullable(),
  facets: z.array(answerFacetJson),
});
export type AnswerDomainJson = z.infer<typeof answerDomainJson>;

export const surveyAnswersJson = z.object({ domains: z.array(answerDomainJson) });
export type SurveyAnswersJson = z.infer<typeof surveyAnswersJson>;

export const surveyAnswersContract = {
  get: operation({
    method: "GET",
    path: "/survey-results/:id/answers",
    summary: "A result's answers item by item, by domain and facet, with each item's keying and scored value",
    access: "signed-in",
    feature: "behaviouralQuestionsChart",
    params: idParam,
    response: dataOf(surveyAnswersJson),
    errors: [400, 404],
  }),
  pdf: operation({
    method: "GET",
    path: "/survey-results/:id/answers/pdf",
    summary: "A result's answers item by item as a PDF download, by domain and facet, with what each does to the score",
    access: "signed-in",
    feature: "behaviouralQuestionsChart",
    params: idParam,
    produces: "application/pdf",
    status: 200,
    errors: [400, 404],
  }),
};
