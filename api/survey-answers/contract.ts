// The behavioural questions chart (spec §6 "behavioural questions chart"): one person's answers item by
// item, grouped by domain and facet, with what each answer does to its facet's score. Coaching brand only. Answers
// to sensitive items (domain/assessment/sensitive-items.ts) are withheld here, server-side: their value is never in
// the JSON, though they count towards their facet's score.
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
  /** As chosen, 1 (Very inaccurate) … 5 (Very accurate); null while not answered, and always null when withheld. */
  answer: answerValue.nullable(),
  /** What the answer adds to the facet's raw score (6 − answer for minus-keyed items): above 3 it pushes it up. */
  scored: answerValue.nullable(),
  /**
   * A sensitive item (health, political or religious views, sexuality, substance use): its answer is shown only to
   * the person, so `answer` and `scored` are null here; it still counts towards the facet's score.
   */
  withheld: z.boolean(),
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
  /** What the facet describes, in words for work, when some of its answers are withheld; else null. */
  note: z.string().nullable(),
});
export type AnswerFacetJson = z.infer<typeof answerFacetJson>;

export const answerDomainJson = z.object({
  code: z.string(),
  name: z.string(),
  percentile: z.number().int().nullable(),
  facets: z.array(answerFacetJson),
});
export type AnswerDomainJson = z.infer<typeof answerDomainJson>;

export const surveyAnswersJson = z.object({
  /** How many of the 120 items are answered so far, withheld ones included. */
  answered_count: z.number().int(),
  domains: z.array(answerDomainJson),
});
export type SurveyAnswersJson = z.infer<typeof surveyAnswersJson>;

export const surveyAnswersContract = {
  get: operation({
    method: "GET",
    path: "/survey-results/:id/answers",
    summary:
      "A result's answers item by item, by domain and facet, with each item's keying and scored value; answers to sensitive items are withheld",
    description:
      "Answers a result's answers item by item, grouped by domain and facet, with each item's keying and scored value. Answers to sensitive items are withheld from staff.",
    access: "signed-in",
    feature: "behaviouralQuestionsChart",
    params: idParam,
    response: dataOf(surveyAnswersJson),
    errors: [400, 404],
  }),
  pdf: operation({
    method: "GET",
    path: "/survey-results/:id/answers/pdf",
    summary:
      "A result's answers item by item as a PDF download, by domain and facet, with what each does to the score; answers to sensitive items are withheld",
    description:
      "Answers a result's answers as a PDF, grouped by domain and facet, with what each does to the score. Answers to sensitive items are withheld from staff.",
    access: "signed-in",
    feature: "behaviouralQuestionsChart",
    params: idParam,
    produces: "application/pdf",
    status: 200,
    errors: [400, 404],
  }),
};
