// The IPIP-NEO-120's traits: five domains, each with six facets of four items. Safe for browser code (no item
// bank, no norms), so a report or chart can import it.

export const DOMAINS = ["N", "E", "O", "A", "C"] as const;
export type DomainCode = (typeof DOMAINS)[number];

export const DOMAIN_NAMES: Record<DomainCode, string> = {
  N: "Neuroticism",
  E: "Extraversion",
  O: "Openness to Experience",
  A: "Agreeableness",
  C: "Conscientiousness",
};

/** Facet names in the inventory's order (facet 1…6 of each domain), as domain/assessment/data/README.md lists them. */
export const FACET_NAMES: Record<DomainCode, readonly [string, string, string, string, string, string]> = {
  N: ["Anxiety", "Anger", "Depression", "Self-Consciousness", "Immoderation", "Vulnerability"],
  E: ["Friendliness", "Gregariousness", "Assertiveness", "Activity Level", "Excitement-Seeking", "Cheerfulness"],
  O: ["Imagination", "Artistic Interests", "Emotionality", "Adventurousness", "Intellect", "Liberalism"],
  A: ["Trust", "Morality", "Altruism", "Cooperation", "Modesty", "Sympathy"],
  C: ["Self-Efficacy", "Orderliness", "Dutifulness", "Achievement-Striving", "Self-Discipline", "Cautiousness"],
};

export type FacetNumber = 1 | 2 | 3 | 4 | 5 | 6;
/** A facet's code: its domain letter and number, "N1" … "C6" (the norms' `scale` column uses the same codes). */
export type FacetCode = `${DomainCode}${FacetNumber}`;
export type ScaleCode = DomainCode | FacetCode;

/** All 30 facet codes, domain by domain in the inventory's order. */
export const FACETS: readonly FacetCode[] = DOMAINS.flatMap((d) =>
  ([1, 2, 3, 4, 5, 6] as const).map((n): FacetCode => `${d}${n}`),
);

export function facetName(code: FacetCode): string {
  return FACET_NAMES[code[0] as DomainCode][Number(code[1]) - 1];
}

/** The sex a candidate gives for the norms; "unspecified" is "prefer not to say". */
export const SEXES = ["male", "female", "unspecified"] as const;
export type Sex = (typeof SEXES)[number];

/** The norms' age bands: age < 21, 21–40, 41–60, > 60. */
export const AGE_BANDS = ["<21", "21-40", "41-60", ">60"] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** Answers run from 1 (Very Inaccurate) to 5 (Very Accurate), whatever the item's keying. */
export const ANSWER_CHOICES = [
  { value: 1, label: "Very inaccurate" },
  { value: 2, label: "Moderately inaccurate" },
  { value: 3, label: "Neither accurate nor inaccurate" },
  { value: 4, label: "Moderately accurate" },
  { value: 5, label: "Very accurate" },
] as const;
export type AnswerValue = (typeof ANSWER_CHOICES)[number]["value"];
