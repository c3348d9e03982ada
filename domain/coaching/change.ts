// Changes over time: whether the difference between two assessments of the same person is a real change or lies
// within measurement error. Pure, safe for browser code.
//
// Noise is never sold as growth. A scale's standard error of measurement on the T scale is SEM = 10·√(1 − r),
// r its reliability; the difference of two scores carries the error of both, SE_diff = √2·SEM, and a change is
// flagged only when |ΔT| > 1.96·SE_diff (the reliable change index of Jacobson & Truax, 1991, at 95 %).
//
// The reliabilities and the SEM are the report's too: they live in domain/assessment/precision.ts, documented in
// docs/assessment/measurement-error.md. With them the thresholds are 11.09 T points for a domain and 15.68 for a facet.
import type { AssessmentScores } from "../assessment/scoring";
import { RELIABILITIES, RELIABILITY_CITATION, standardError, Z_95 } from "../assessment/precision";
import { DOMAINS, FACETS, type ScaleCode } from "../assessment/traits";

// Kept importable from here: the growth report, the history and the seeds read them through change.ts.
export { DOMAIN_ALPHA, FACET_ALPHA, RELIABILITIES, standardError } from "../assessment/precision";

/** Where the reliabilities come from, as the product shows it. */
export const RELIABILITY_SOURCE =
  `Reliabilities: ${RELIABILITY_CITATION}. ` +
  "A change counts as real only when it is larger than 1.96 × √2 × SEM, with SEM = 10 × √(1 − reliability).";

/** The smallest |ΔT| that is more than measurement error: a change is real when |ΔT| exceeds this. */
export function changeThreshold(r: number): number {
  return Z_95 * Math.SQRT2 * standardError(r);
}

export type ChangeDirection = "up" | "down" | "none";

export interface ScaleChange {
  scale: ScaleCode;
  t_before: number;
  t_after: number;
  /** t_after − t_before, to one decimal like the stored T scores. */
  delta_t: number;
  /** The scale's changeThreshold (unrounded). */
  threshold: number;
  /** |delta_t| > threshold. */
  flagged: boolean;
  /** The direction of a flagged change; "none" within measurement error, whatever the sign of delta_t. */
  direction: ChangeDirection;
}

type Comparable = Pick<AssessmentScores, "domains" | "facets">;

const round1 = (value: number) => Math.round(value * 10) / 10;

/** One scale's change between two T scores. */
export function scaleChange(scale: ScaleCode, before: number, after: number): ScaleChange {
  // The stored T scores have one decimal; rounding the difference keeps 0.1-steps exact (no 11.099999…).
  const delta = round1(after - before);
  const threshold = changeThreshold(RELIABILITIES[scale]);
  const flagged = Math.abs(delta) > threshold;
  return {
    scale,
    t_before: before,
    t_after: after,
    delta_t: delta,
    threshold,
    flagged,
    direction: !flagged ? "none" : delta > 0 ? "up" : "down",
  };
}

/** Every domain's and facet's change from an earlier assessment to a later one: the five domains, then the facets. */
export function compareScores(earlier: Comparable, later: Comparable): ScaleChange[] {
  return [
    ...DOMAINS.map((d) => scaleChange(d, earlier.domains[d].t, later.domains[d].t)),
    ...FACETS.map((f) => scaleChange(f, earlier.facets[f].t, later.facets[f].t)),
  ];
}

/** Every scale's reliability, standard error and change threshold, as the changes view and its PDF state them. */
export function changeThresholds() {
  return [...DOMAINS, ...FACETS].map((scale) => ({
    scale,
    reliability: RELIABILITIES[scale],
    sem: standardError(RELIABILITIES[scale]),
    threshold: changeThreshold(RELIABILITIES[scale]),
  }));
}
