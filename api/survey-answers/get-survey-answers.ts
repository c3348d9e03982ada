import { eq } from "drizzle-orm";
import { ITEMS } from "../../domain/assessment/items";
import type { AssessmentScores } from "../../domain/assessment/scoring";
import { DOMAIN_NAMES, DOMAINS, FACETS, facetName } from "../../domain/assessment/traits";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../db/client";
import { surveyAnswers } from "../db/schema/index";
import { findSurveyResultInScope } from "../survey-results/model";
import type { AnswerItemJson, SurveyAnswersJson } from "./contract";

/**
 * GET /survey-results/{id}/answers: the 120 items domain by domain and facet by facet (the inventory's order within
 * a facet), each with the answer given so far. Scores are those stored at submission, so an unfinished assessment
 * has its answers but no scores.
 */
export async function getSurveyAnswers(db: Database, actor: Actor, id: number): Promise<SurveyAnswersJson> {
  const result = await findSurveyResultInScope(db, actor, id);
  const rows = await db
    .select({ itemId: surveyAnswers.itemId, value: surveyAnswers.value })
    .from(surveyAnswers)
    .where(eq(surveyAnswers.surveyResultId, result.id));
  const answers = new Map(rows.map((r) => [r.itemId, r.value]));
  const scores = result.submittedAt ? (result.scores as AssessmentScores | null) : null;

  const itemsOf = (facet: string): AnswerItemJson[] =>
    ITEMS.filter((item) => item.facetCode === facet).map((item) => {
      const answer = answers.get(item.id) ?? null;
      return {
        id: item.id,
        text: item.text,
        keyed: item.keyed,
        answer,
        scored: answer === null ? null : item.keyed === "minus" ? 6 - answer : answer,
      };
    });

  return {
    domains: DOMAINS.map((domain) => ({
      code: domain,
      name: DOMAIN_NAMES[domain],
      percentile: scores?.domains[domain].percentile ?? null,
      facets: FACETS.filter((f) => f.startsWith(domain)).map((facet) => {
        const score = scores?.facets[facet];
        return {
          code: facet,
          name: facetName(facet),
          t: score?.t ?? null,
          percentile: score?.percentile ?? null,
          band: score?.band ?? null,
          items: itemsOf(facet),
        };
      }),
    })),
  };
}
