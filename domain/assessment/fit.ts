// Fit of an assessment to a role benchmark: a target percentile range per domain (and optionally per facet) →
// one score 0–100 with the spec's bands. Pure and safe for browser code (no item bank, no norms, no texts).
import type { ScoreBand } from "../../brands/types";
import { bandFor } from "./bands";
import type { AssessmentScores } from "./scoring";
import type { ResponseValidity } from "./validity-types";
import { DOMAINS, FACETS, type DomainCode, type FacetCode, type ScaleCode } from "./traits";

/** A target range of percentiles, both ends included: 1 ≤ min ≤ max ≤ 99. */
export interface TargetRange {
  min: number;
  max: number;
}

/** What a role benchmark asks for: every domain, and any facets that matter for the role. */
export interface BenchmarkTargets {
  domains: Record<DomainCode, TargetRange>;
  facets: Partial<Record<FacetCode, TargetRange>>;
}

/** Each percentile point a trait lies outside its target range costs this many fit points (floor 0). */
export const FIT_PENALTY_PER_POINT = 2;
/** With facets in a benchmark, domains and facets weigh half each; without, domains decide alone. */
export const FACET_WEIGHT = 0.5;

export interface TraitFit {
  code: ScaleCode;
  percentile: number;
  target: TargetRange;
  /** Percentile points outside the range (0 inside it). */
  distance: number;
  /** 0–100. */
  fit: number;
}

export interface FitResult {
  /** 0–100, whole. */
  fit: number;
  band: ScoreBand;
  traits: TraitFit[];
  /** The facets the fit left out by its policy (whether or not the benchmark names them), in inventory order. */
  excluded: FacetCode[];
}

/**
 * The health-adjacent facets (IPIP N3 Depression, N5 Immoderation, N6 Vulnerability): their items read like a health
 * or substance-use inquiry, so a fit (and any ranking by it) leaves them out unless the company has recorded why it
 * includes them (companies.fit_includes_health_facets; ADR 056). Both brands: a fit is an employment decision in
 * either.
 */
export const HEALTH_ADJACENT_FACETS: readonly FacetCode[] = ["N3", "N5", "N6"];

/** How a company's fits are computed. */
export interface FitPolicy {
  /** The company has recorded a reason to include the health-adjacent facets. */
  includeHealthFacets: boolean;
}

/** The policy of every company that has not recorded otherwise. */
export const DEFAULT_FIT_POLICY: FitPolicy = { includeHealthFacets: false };

/** The facets a policy leaves out of fit. */
export function excludedFacets(policy: FitPolicy): FacetCode[] {
  return policy.includeHealthFacets ? [] : [...HEALTH_ADJACENT_FACETS];
}

/**
 * The targets a fit, a gap question or a ranking may use under a policy: the benchmark's own without the excluded
 * facets (and with `facets` present for benchmarks stored before facets existed).
 */
export function usableTargets(targets: BenchmarkTargets, policy: FitPolicy = DEFAULT_FIT_POLICY): BenchmarkTargets {
  const excluded = new Set(excludedFacets(policy));
  const facets = Object.fromEntries(
    Object.entries(targets.facets ?? {}).filter(([code]) => !excluded.has(code as FacetCode)),
  ) as BenchmarkTargets["facets"];
  return { domains: targets.domains, facets };
}

/** How far a percentile lies outside a range (0 inside it). */
export function distanceOutside(percentile: number, range: TargetRange): number {
  if (percentile < range.min) return range.min - percentile;
  if (percentile > range.max) return percentile - range.max;
  return 0;
}

/** A trait's fit: 100 inside its range, 2 points less per percentile point outside it, never below 0. */
export function traitFit(percentile: number, range: TargetRange): number {
  return Math.max(0, 100 - FIT_PENALTY_PER_POINT * distanceOutside(percentile, range));
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/**
 * The fit of a candidate's percentiles to a benchmark: the mean trait fit of the five domains, or, when the
 * benchmark names facets, half that and half the mean fit of the named facets; rounded to a whole number. Facets the
 * policy excludes (by default the health-adjacent ones) are left out as if the benchmark did not name them.
 */
export function fitScore(
  percentileOf: (code: ScaleCode) => number,
  benchmarkTargets: BenchmarkTargets,
  policy: FitPolicy = DEFAULT_FIT_POLICY,
): FitResult {
  const targets = usableTargets(benchmarkTargets, policy);
  const trait = (code: ScaleCode, target: TargetRange): TraitFit => {
    const percentile = percentileOf(code);
    return {
      code,
      percentile,
      target,
      distance: distanceOutside(percentile, target),
      fit: traitFit(percentile, target),
    };
  };
  const domains = DOMAINS.map((d) => trait(d, targets.domains[d]));
  const facets = FACETS.filter((f) => targets.facets[f]).map((f) => trait(f, targets.facets[f]!));
  const domainFit = mean(domains.map((t) => t.fit));
  const raw = facets.length
    ? (1 - FACET_WEIGHT) * domainFit + FACET_WEIGHT * mean(facets.map((t) => t.fit))
    : domainFit;
  // Half rounds up; the nudge keeps a mean like 72.4999999… (floating point for 72.5) from rounding down.
  const fit = Math.min(100, Math.max(0, Math.round(raw + 1e-9)));
  return { fit, band: bandFor(fit), traits: [...domains, ...facets], excluded: excludedFacets(policy) };
}

/**
 * Whether a result may have a fit at all: every fit that is stored (new submission, calculation, re-scoring) or shown
 * (report, summary, board) asks here first, so that response validity (an Unreliable result has no fit and is never
 * ranked) is decided in this one place.
 */
export function mayHaveFit<T extends { scores: AssessmentScores | null; validity?: ResponseValidity | null }>(
  result: T,
): result is T & { scores: AssessmentScores } {
  return result.scores !== null && !isUnreliable(result);
}

/** Whether a result's answers were judged unreliable (docs/assessment/response-validity.md). */
export function isUnreliable(result: { validity?: ResponseValidity | null }): boolean {
  return result.validity?.verdict === "unreliable";
}

/** The fit of a scored assessment to a benchmark. */
export function fitForScores(
  scores: AssessmentScores,
  targets: BenchmarkTargets,
  policy: FitPolicy = DEFAULT_FIT_POLICY,
): FitResult {
  return fitScore(
    (code) => (code.length === 1 ? scores.domains[code as DomainCode] : scores.facets[code as FacetCode]).percentile,
    targets,
    policy,
  );
}

/** The scales a benchmark's fit may read, domains first: what a re-scoring job needs to load per result. */
export function scalesOf(targets: BenchmarkTargets): ScaleCode[] {
  return [...DOMAINS, ...FACETS.filter((f) => targets.facets?.[f])];
}

const clamp = (value: number) => Math.min(99, Math.max(1, Math.round(value)));

/**
 * "Model after a top performer": a benchmark whose ranges sit `spread` percentile points either side of a
 * candidate's own percentiles (clamped to 1–99), for every domain and, when asked, every facet.
 */
export function targetsFromProfile(
  scores: AssessmentScores,
  options: { spread?: number; facets?: boolean } = {},
): BenchmarkTargets {
  const spread = options.spread ?? 10;
  const around = (p: number): TargetRange => ({ min: clamp(p - spread), max: clamp(p + spread) });
  return {
    domains: Object.fromEntries(DOMAINS.map((d) => [d, around(scores.domains[d].percentile)])) as Record<
      DomainCode,
      TargetRange
    >,
    facets: options.facets ? Object.fromEntries(FACETS.map((f) => [f, around(scores.facets[f].percentile)])) : {},
  };
}

/**
 * Whether targets tell results apart at all: some range (domain, or facet switched on) narrower than 1–99. With
 * every range open, every result lies inside every range and fits at 100, which says nothing.
 */
export function narrowsAnything(targets: BenchmarkTargets): boolean {
  return [...Object.values(targets.domains), ...Object.values(targets.facets)].some(
    (range) => range !== undefined && (range.min > 1 || range.max < 99),
  );
}

/** Why targets that narrow nothing are refused, in the API's field-message form (after "targets"). */
export const OPEN_TARGETS_MESSAGE =
  "must narrow at least one range below 1–99: with every range open every result fits at 100";

/** Whether a range is well formed: whole percentiles 1–99 with min ≤ max. */
export function isTargetRange(range: TargetRange): boolean {
  return (
    Number.isInteger(range.min) &&
    Number.isInteger(range.max) &&
    range.min >= 1 &&
    range.max <= 99 &&
    range.min <= range.max
  );
}
