// Strengths and growth areas by one stated rule, the same wherever a report lists them (the growth report, the hiring
// analysis). The rule reads a scale at its favourable end: the high end, except on the stress scales (the IPIP's
// Neuroticism and its facets), where a low score is what usually serves a person at work. A strength is a scale at or
// beyond the 65th percentile at that end, a growth area one at or beyond it at the other end; the middle of the
// middle band is neither. A percentile is a comparison with the norm group, so "at or beyond 65" keeps to people
// who stand out from roughly two in three others. Safe for browser code.
import { isStressScale, type ScaleCode } from "./traits";

/** How far towards an end a scale must be to count (a whole percentile, at that end). */
export const STRENGTH_PERCENTILE = 65;
/** At most this many strengths and this many growth areas: a conversation keeps to a few. */
export const MAX_STRENGTHS = 5;
export const MAX_GROWTH_AREAS = 5;

/** The rule in one sentence, for the page and the PDF that list strengths and growth areas. */
export const STRENGTH_RULE =
  `A strength is a scale at or above the ${STRENGTH_PERCENTILE}th percentile, or at or below the ` +
  `${100 - STRENGTH_PERCENTILE}th on the stress scales, where a low score is the strength; a growth area is the ` +
  "reverse. At most five of each are listed, the most marked first, and none when none qualifies.";

/** The same rule's addition when a role benchmark is chosen. */
export const BENCHMARK_RULE =
  "Against a role benchmark, growth areas are the scales outside the role's range (the largest gap first), and " +
  "strengths those inside it that also meet the rule above.";

/** The percentile at a scale's favourable end: the percentile itself, or 100 − it on a stress scale. */
export function favourablePercentile(scale: ScaleCode, percentile: number): number {
  return isStressScale(scale) ? 100 - percentile : percentile;
}

export const isStrength = (scale: ScaleCode, percentile: number) =>
  favourablePercentile(scale, percentile) >= STRENGTH_PERCENTILE;

export const isGrowthArea = (scale: ScaleCode, percentile: number) =>
  100 - favourablePercentile(scale, percentile) >= STRENGTH_PERCENTILE;

interface Placed {
  scale: ScaleCode;
  percentile: number;
}

/**
 * The strengths among `scales`: those meeting the rule, furthest towards the favourable end first (ties keep the
 * given order), at most MAX_STRENGTHS.
 */
export function pickStrengths<T extends Placed>(scales: readonly T[]): T[] {
  const at = (s: T) => favourablePercentile(s.scale, s.percentile);
  return scales
    .filter((s) => isStrength(s.scale, s.percentile))
    .sort((a, b) => at(b) - at(a))
    .slice(0, MAX_STRENGTHS);
}

/** The growth areas among `scales`: those meeting the rule, furthest towards the other end first, at most MAX_GROWTH_AREAS. */
export function pickGrowthAreas<T extends Placed>(scales: readonly T[]): T[] {
  const at = (s: T) => favourablePercentile(s.scale, s.percentile);
  return scales
    .filter((s) => isGrowthArea(s.scale, s.percentile))
    .sort((a, b) => at(a) - at(b))
    .slice(0, MAX_GROWTH_AREAS);
}
