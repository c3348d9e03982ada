// Scoring of the IPIP-NEO-120: answers → raw domain and facet scores → T scores against the norms for the
// candidate's sex and age band → percentiles (exact normal CDF) → the spec's score bands. Pure: no I/O, no clock.
import type { ScoreBand } from "../../brands/types";
import { bandFor, levelFor, type Level } from "./bands";
import { ITEMS, ITEM_COUNT } from "./items";
import { publishedNorm, type Norm } from "./norms";
import { NORMS, type NormsId } from "./norms-name";
import { normalCdf, percentileForT } from "./percentile";
import { DOMAINS, FACETS, type AgeBand, type DomainCode, type FacetCode, type ScaleCode, type Sex } from "./traits";

// The percentile of a T score lives apart so that pages can compute one without loading the norms' table.
export { normalCdf, percentileForT };

export interface ScaleScore {
  /** Sum of the scale's item scores (minus-keyed reversed): domains 24–120, facets 4–20. */
  raw: number;
  /** 50 + 10·(raw − mean)/sd, rounded to one decimal for display; the percentile uses the unrounded value. */
  t: number;
  /** Whole percentile, 1–99. */
  percentile: number;
  band: ScoreBand;
  /** Which of the report texts applies. */
  level: Level;
}

/** What is stored with a submitted assessment (survey_results.scores). */
export interface AssessmentScores {
  version: 1;
  /** The norms the scores were computed against (by name: the person's sex and age are kept apart). */
  norms: NormsId;
  domains: Record<DomainCode, ScaleScore>;
  facets: Record<FacetCode, ScaleScore>;
}

export interface Respondent {
  sex: Sex;
  /** Age in years; null or undefined when not given. */
  age?: number | null;
}

/** Answers by item id, each 1–5 as chosen (1 = Very Inaccurate), before any reversal. */
export type Answers = Readonly<Record<string, number>>;

export class IncompleteAnswersError extends Error {
  constructor(public readonly missing: string[]) {
    super(`${missing.length} of ${ITEM_COUNT} answers are missing`);
    this.name = "IncompleteAnswersError";
  }
}

/**
 * The norms' age band. An unknown age uses 21–40: it is the band most applicants fall in and its norms sit
 * between the young and the older bands (docs/decisions/010-norms-for-unspecified-sex.md).
 */
export function ageBandFor(age: number | null | undefined): AgeBand {
  if (age === null || age === undefined || !Number.isFinite(age)) return "21-40";
  if (age < 21) return "<21";
  if (age <= 40) return "21-40";
  if (age <= 60) return "41-60";
  return ">60";
}

/**
 * The norm of a scale for a respondent. For "prefer not to say" there is no published norm, so both sexes' means
 * and both sexes' standard deviations for the age band are averaged (docs/decisions/010-norms-for-unspecified-sex.md):
 * it keeps the candidate between the two groups rather than silently picking one.
 */
export function normFor(sex: Sex, band: AgeBand, scale: ScaleCode): Norm {
  if (sex !== "unspecified") return publishedNorm(sex, band, scale);
  const male = publishedNorm("male", band, scale);
  const female = publishedNorm("female", band, scale);
  return { mean: (male.mean + female.mean) / 2, sd: (male.sd + female.sd) / 2 };
}

export function tScore(raw: number, norm: Norm): number {
  return 50 + (10 * (raw - norm.mean)) / norm.sd;
}

export function scaleScore(raw: number, norm: Norm): ScaleScore {
  const t = tScore(raw, norm);
  const percentile = percentileForT(t);
  return { raw, t: Math.round(t * 10) / 10, percentile, band: bandFor(percentile), level: levelFor(percentile) };
}

/** Raw domain and facet scores; minus-keyed items count 6 − answer. Throws IncompleteAnswersError if any is missing. */
export function rawScores(answers: Answers): Record<ScaleCode, number> {
  const missing = ITEMS.filter((item) => !isAnswer(answers[item.id])).map((item) => item.id);
  if (missing.length) throw new IncompleteAnswersError(missing);
  const raw = Object.fromEntries([...DOMAINS, ...FACETS].map((scale) => [scale, 0])) as Record<ScaleCode, number>;
  for (const item of ITEMS) {
    const answer = answers[item.id];
    const score = item.keyed === "minus" ? 6 - answer : answer;
    raw[item.domain] += score;
    raw[item.facetCode] += score;
  }
  return raw;
}

/** Scores a complete set of 120 answers for a respondent. */
export function scoreAssessment(answers: Answers, respondent: Respondent): AssessmentScores {
  const raw = rawScores(answers);
  const band = ageBandFor(respondent.age);
  const score = (scale: ScaleCode) => scaleScore(raw[scale], normFor(respondent.sex, band, scale));
  return {
    version: 1,
    norms: NORMS,
    domains: Object.fromEntries(DOMAINS.map((d) => [d, score(d)])) as Record<DomainCode, ScaleScore>,
    facets: Object.fromEntries(FACETS.map((f) => [f, score(f)])) as Record<FacetCode, ScaleScore>,
  };
}

function isAnswer(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 5;
}
