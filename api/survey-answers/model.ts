// The questions chart's data from one result's stored answers and scores: the one place item-level answers become
// what staff may see, so a sensitive item's answer (domain/assessment/sensitive-items.ts) is dropped here, before
// any page, PDF or JSON is made from it.
import { ITEMS } from "../../domain/assessment/items";
import type { AssessmentScores } from "../../domain/assessment/scoring";
import { isSensitiveItem, WITHHELD_FACET_NOTES } from "../../domain/assessment/sensitive-items";
import { DOMAIN_NAMES, DOMAINS, FACETS, facetName, type FacetCode } from "../../domain/assessment/traits";
import type { AnswerItemJson, SurveyAnswersJson } from "./contract";

/**
 * The 120 items domain by domain and facet by facet (the inventory's order within a facet), each with its answer
 * (`answers`: item id → 1–5) unless withheld. `scores` are those stored at submission; null before it.
 */
export function answersChart(answers: ReadonlyMap<string, number>, scores: AssessmentScores | null): SurveyAnswersJson {
  const itemsOf = (facet: FacetCode): AnswerItemJson[] =>
    ITEMS.filter((item) => item.facetCode === facet).map((item) => {
      const withheld = isSensitiveItem(item.id);
      const answer = withheld ? null : (answers.get(item.id) ?? null);
      return {
        id: item.id,
        text: item.text,
        keyed: item.keyed,
        answer,
        scored: answer === null ? null : item.keyed === "minus" ? 6 - answer : answer,
        withheld,
      };
    });

  return {
    answered_count: ITEMS.filter((item) => answers.has(item.id)).length,
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
          note: WITHHELD_FACET_NOTES[facet] ?? null,
        };
      }),
    })),
  };
}
