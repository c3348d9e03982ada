// The IPIP-NEO-120's traits: five domains, each with six facets of four items. Safe for browser code (no item
// bank, no norms), so a report or chart can import it.

export const DOMAINS = ["N", "E", "O", "A", "C"] as const;
export type DomainCode = (typeof DOMAINS)[number];

/**
 * The inventory's own scale names (IPIP-NEO-120, Johnson 2014). They are the psychologists' terms, and several read
 * as a diagnosis ("Depression", "Vulnerability"), so they are for qualified readers only: the technical appendix of a
 * report and the API (`ipip_name`). Staff-facing text uses DOMAIN_NAMES and facetName (ARCHITECTURE.md
 * "Responsible assessment").
 */
export const IPIP_DOMAIN_NAMES: Record<DomainCode, string> = {
  N: "Neuroticism",
  E: "Extraversion",
  O: "Openness to Experience",
  A: "Agreeableness",
  C: "Conscientiousness",
};

/** IPIP facet names in the inventory's order (facet 1…6 of each domain), as domain/assessment/data/README.md lists them. */
export const IPIP_FACET_NAMES: Record<DomainCode, readonly [string, string, string, string, string, string]> = {
  N: ["Anxiety", "Anger", "Depression", "Self-Consciousness", "Immoderation", "Vulnerability"],
  E: ["Friendliness", "Gregariousness", "Assertiveness", "Activity Level", "Excitement-Seeking", "Cheerfulness"],
  O: ["Imagination", "Artistic Interests", "Emotionality", "Adventurousness", "Intellect", "Liberalism"],
  A: ["Trust", "Morality", "Altruism", "Cooperation", "Modesty", "Sympathy"],
  C: ["Self-Efficacy", "Orderliness", "Dutifulness", "Achievement-Striving", "Self-Discipline", "Cautiousness"],
};

/**
 * The names every staff-facing page, PDF, share, export and prompt uses: behaviour at work, never a diagnosis. A
 * high score always means more of what the name says (the percentiles are not turned round), so "Worry, 2nd
 * percentile" is someone who rarely worries; SCALE_POLES says what each end looks like at work, and a low score on
 * the stress scales is named as the strength it is (`strengthName`). Both brands' staff read the same names: they
 * describe work behaviour, which neither brand words differently (the brands' own writing per scale and level lives
 * in brands/). Beyond the stress scales, four names change where the inventory's word misleads at work: O3
 * "Emotionality" (awareness of feelings, not volatility), O5 "Intellect" (interest in ideas, not intelligence), O6
 * "Liberalism" (questioning convention, not a political side) and A2 "Morality" (straightforwardness, not a verdict
 * on someone's ethics).
 */
export const DOMAIN_NAMES: Record<DomainCode, string> = {
  N: "Stress response",
  E: "Extraversion",
  O: "Openness to Experience",
  A: "Agreeableness",
  C: "Conscientiousness",
};

/** The staff-facing domain names' initials, for a compact column ("S E O A C"): no IPIP "N" to decode. */
export const DOMAIN_INITIALS: Record<DomainCode, string> = { N: "S", E: "E", O: "O", A: "A", C: "C" };

/** Staff-facing facet names in the inventory's order (facet 1…6 of each domain). */
export const FACET_NAMES: Record<DomainCode, readonly [string, string, string, string, string, string]> = {
  N: ["Worry", "Temper", "Discouragement", "Self-Consciousness", "Impulsiveness", "Strain under Pressure"],
  E: ["Friendliness", "Gregariousness", "Assertiveness", "Activity Level", "Excitement-Seeking", "Cheerfulness"],
  O: [
    "Imagination",
    "Artistic Interests",
    "Emotional Awareness",
    "Adventurousness",
    "Curiosity about Ideas",
    "Questioning Convention",
  ],
  A: ["Trust", "Straightforwardness", "Altruism", "Cooperation", "Modesty", "Sympathy"],
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

const isDomainCode = (code: ScaleCode): code is DomainCode => code.length === 1;

/** A domain's or facet's staff-facing name. */
export function scaleName(code: ScaleCode): string {
  return isDomainCode(code) ? DOMAIN_NAMES[code] : facetName(code);
}

/** A domain's or facet's IPIP-NEO-120 name: technical appendix and API only. */
export function ipipName(code: ScaleCode): string {
  return isDomainCode(code) ? IPIP_DOMAIN_NAMES[code] : IPIP_FACET_NAMES[code[0] as DomainCode][Number(code[1]) - 1];
}

/**
 * The stress-response scales (the IPIP's Neuroticism and its facets): on these, and only these, a low score is the
 * end that usually serves a person at work, so strengths and growth areas read them the other way round
 * (domain/assessment/strengths.ts).
 */
export const STRESS_SCALES = ["N", "N1", "N2", "N3", "N4", "N5", "N6"] as const satisfies readonly ScaleCode[];
export type StressScale = (typeof STRESS_SCALES)[number];

export interface PoleWords {
  /** What a low score looks like at work. */
  low: string;
  /** What a high score looks like at work. */
  high: string;
  /** The scale's name where its low end is shown as a strength ("Composure under pressure" for low strain). */
  strength: string;
}

/** What each end of a stress scale looks like at work, in plain words for staff: the direction a reader needs. */
export const SCALE_POLES: Readonly<Record<StressScale, PoleWords>> = {
  N: {
    low: "stays steady under pressure and settles quickly after setbacks",
    high: "feels pressure strongly and is alert to what could go wrong",
    strength: "Steadiness under Pressure",
  },
  N1: {
    low: "stays calm about what might go wrong",
    high: "thinks ahead about what might go wrong and prepares for it",
    strength: "Calm in Uncertainty",
  },
  N2: {
    low: "stays even-tempered when frustrated",
    high: "feels frustration quickly and lets it show",
    strength: "Even Temper",
  },
  N3: {
    low: "keeps heart and energy after setbacks",
    high: "takes setbacks and criticism to heart",
    strength: "Resilience after Setbacks",
  },
  N4: {
    low: "at ease with new people and in the spotlight",
    high: "feels awkward when watched or among strangers",
    strength: "Social Ease",
  },
  N5: {
    low: "resists quick rewards for the sake of longer goals",
    high: "acts on the wish of the moment",
    strength: "Impulse Control",
  },
  N6: {
    low: "keeps composure when things go wrong at once",
    high: "finds it hard to cope when pressure peaks",
    strength: "Composure under Pressure",
  },
};

export const isStressScale = (code: ScaleCode): code is StressScale =>
  (STRESS_SCALES as readonly string[]).includes(code);

/** The name a scale is shown under as a strength: the low end's name on a stress scale, else its own name. */
export function strengthName(code: ScaleCode): string {
  return isStressScale(code) ? SCALE_POLES[code].strength : scaleName(code);
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

/** Which way a stress scale runs, for a line under its name: "Low: stays steady …; high: feels pressure …". */
export function directionText(code: ScaleCode): string | null {
  if (!isStressScale(code)) return null;
  return `Low: ${SCALE_POLES[code].low}; high: ${SCALE_POLES[code].high}.`;
}

/** One row of the technical appendix: a scale's code, its name in the product, and its IPIP-NEO-120 name. */
export interface ScaleGlossaryRow {
  code: ScaleCode;
  kind: "domain" | "facet";
  name: string;
  ipipName: string;
}

/** The technical appendix's table: the five domains, each followed by its six facets, in the inventory's order. */
export const SCALE_GLOSSARY: readonly ScaleGlossaryRow[] = DOMAINS.flatMap((d) => [
  { code: d, kind: "domain" as const, name: DOMAIN_NAMES[d], ipipName: IPIP_DOMAIN_NAMES[d] },
  ...FACETS.filter((f) => f.startsWith(d)).map((f) => ({
    code: f,
    kind: "facet" as const,
    name: facetName(f),
    ipipName: ipipName(f),
  })),
]);

/** The appendix's one-paragraph introduction, the same on the page and in the PDF. */
export const GLOSSARY_INTRO =
  "The scales are those of the IPIP-NEO-120 (Johnson, 2014), a public-domain personality inventory. This report " +
  "names them by how they show at work; for qualified readers, each name's scale in the inventory and its code.";
