// How precise a score is: each scale's reliability, its standard error of measurement (SEM) on the T scale, and the
// percentile range of T ± 1 SEM that every report shows beside a score. Pure, safe for browser code.
// docs/assessment/measurement-error.md gives the formulas, the values and their source.
import { percentileForT, tForPercentile } from "./percentile";
import { DOMAINS, FACETS, type ScaleCode } from "./traits";

/** Mean coefficient alpha of the IPIP-NEO-120's domain scales (Johnson, 2014). */
export const DOMAIN_ALPHA = 0.84;
/** Mean coefficient alpha of the IPIP-NEO-120's facet scales (Johnson, 2014). */
export const FACET_ALPHA = 0.68;

/**
 * Each scale's reliability (coefficient alpha). Until per-scale alphas are at hand, every domain has the domains'
 * published mean and every facet the facets' (docs/assessment/measurement-error.md).
 */
export const RELIABILITIES: Readonly<Record<ScaleCode, number>> = Object.freeze(
  Object.fromEntries([
    ...DOMAINS.map((d) => [d, DOMAIN_ALPHA] as const),
    ...FACETS.map((f) => [f, FACET_ALPHA] as const),
  ]) as Record<ScaleCode, number>,
);

/** Where the reliabilities come from, in one sentence a reader can check. */
export const RELIABILITY_CITATION =
  "mean coefficient alpha of the IPIP-NEO-120, .84 for the domains and .68 for the facets " +
  "(Johnson, 2014, Journal of Research in Personality 51:78–89), used for every domain and facet";

/** z of a two-sided 95 % interval. */
export const Z_95 = 1.96;

/** The standard error of measurement on the T scale (SD 10) of a scale with reliability `r`: 10·√(1 − r). */
export function standardError(r: number): number {
  if (!(r >= 0 && r <= 1)) throw new RangeError(`a reliability lies between 0 and 1, not ${r}`);
  return 10 * Math.sqrt(1 - r);
}

/** A scale's SEM in T points: 4.0 for a domain, 5.66 for a facet with the mean alphas. */
export function semT(scale: ScaleCode): number {
  return standardError(RELIABILITIES[scale]);
}

/** A score's likely range: T ± 1 SEM, and the percentiles at its ends (1–99, as every percentile shown). */
export interface ScoreRange {
  t_low: number;
  t_high: number;
  percentile_low: number;
  percentile_high: number;
}

/**
 * The ±1 SEM band of a scale's T score and its percentile range. About two in three retakes would land inside it;
 * two scores whose bands overlap are not shown as different (docs/assessment/measurement-error.md).
 */
export function scoreRange(scale: ScaleCode, t: number): ScoreRange {
  const sem = semT(scale);
  return {
    t_low: t - sem,
    t_high: t + sem,
    percentile_low: percentileForT(t - sem),
    percentile_high: percentileForT(t + sem),
  };
}

/**
 * The likely range of a score known only as a percentile (a team's median, or a payload without T): its T score is
 * recovered first (tForPercentile), so an end may differ by a point from the range of the exact T.
 */
export function percentileRange(scale: ScaleCode, percentile: number): ScoreRange {
  return scoreRange(scale, tForPercentile(percentile));
}

/**
 * What a page or PDF says once about the ranges: what they mean, and how wide they are. For documents that show many
 * people's percentiles side by side (a comparison, a team), where a range beside every figure would crowd the page.
 */
export const LIKELY_RANGE_NOTE =
  "No questionnaire is exact: each percentile has a likely range of about ±1 standard error of measurement, " +
  "the 34th–66th percentile for a domain scored at the 50th and the 29th–71st for a facet (narrower towards the " +
  "ends). Differences within that range are not meaningful.";

/** "48–74": a percentile range as the reports write it (an en dash, no spaces). */
export function rangeText(range: Pick<ScoreRange, "percentile_low" | "percentile_high">): string {
  return `${range.percentile_low}–${range.percentile_high}`;
}

/**
 * The smallest difference between two T scores of one scale (two people, or one person twice) that is more than
 * measurement error at 95 %: 1.96·√2·SEM, since each score carries its own error (the reliable change index of
 * Jacobson & Truax, 1991). 11.09 T points for a domain, 15.68 for a facet.
 */
export function differenceThreshold(scale: ScaleCode): number {
  return Z_95 * Math.SQRT2 * semT(scale);
}

/** Whether two T scores of one scale differ by more than measurement error (|ΔT| > differenceThreshold). */
export function differsBeyondError(scale: ScaleCode, a: number, b: number): boolean {
  // The stored T scores have one decimal; rounding the difference keeps 0.1-steps exact (no 11.099999…).
  return Math.abs(Math.round((a - b) * 10) / 10) > differenceThreshold(scale);
}

/**
 * Whether two people's scores on a scale are apart beyond measurement error: their ±1 SEM bands, as the reports draw
 * them, do not overlap (|ΔT| > 2·SEM: 8.0 T points for a domain, 11.3 for a facet). A text says one person scores
 * higher or lower than another only then (docs/assessment/measurement-error.md, "Differences between people").
 */
export function bandsApart(scale: ScaleCode, tA: number, tB: number): boolean {
  return Math.abs(tA - tB) > 2 * semT(scale);
}

/** bandsApart for scores known as percentiles (stored ones, or a team's median): each becomes its T score first. */
export function percentilesApart(scale: ScaleCode, percentileA: number, percentileB: number): boolean {
  return bandsApart(scale, tForPercentile(percentileA), tForPercentile(percentileB));
}

/**
 * Whether a percentile outside a target range is within measurement error of it: its likely range (±1 SEM) still
 * reaches the range, so a fit's text must not call it a difference (docs/assessment/measurement-error.md, "Fit").
 * False for a percentile inside the range: there is no difference to qualify.
 */
export function withinErrorOfRange(
  scale: ScaleCode,
  percentile: number,
  target: { min: number; max: number },
): boolean {
  if (percentile >= target.min && percentile <= target.max) return false;
  const likely = percentileRange(scale, percentile);
  return likely.percentile_high >= target.min && likely.percentile_low <= target.max;
}
