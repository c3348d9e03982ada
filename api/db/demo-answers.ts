// Demo answers drawn in the norms' own terms. For each person and domain a target z-score is drawn from
// the norm population (a standard normal), the six facets are drawn around it so that they add up to the domain, and
// then item answers are chosen whose raw scores land exactly on those targets. Scored against the same norms
// (domain/assessment/scoring.ts), the percentiles follow the norm population: about 30% of them in the middle band
// (35–65), one in ten at 91+ and one in ten at 9 or less, nothing piled up at the ends.
import { ITEMS } from "../../domain/assessment/items";
import { ageBandFor, normalCdf, normFor, type Respondent } from "../../domain/assessment/scoring";
import { DOMAINS, FACETS, type DomainCode, type FacetCode, type ScaleCode } from "../../domain/assessment/traits";
import type { Random } from "./demo-random";

/** Where a deliberate demo person sits: percentiles (1–99) for some domains and facets; the rest are drawn. */
export interface PinnedProfile {
  domains?: Partial<Record<DomainCode, number>>;
  facets?: Partial<Record<FacetCode, number>>;
}

/** The z-score of a percentile (the inverse of the normal CDF the scoring uses), by bisection. */
export function zForPercentile(percentile: number): number {
  const p = Math.min(99.5, Math.max(0.5, percentile)) / 100;
  let low = -4;
  let high = 4;
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (normalCdf(mid) < p) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/**
 * Whole numbers within lo–hi that add up to `total` and lie as close as they can to `values` (each rounded down,
 * then single points handed to the value furthest above its part, or taken from the one furthest below).
 */
export function integerParts(values: readonly number[], total: number, lo: number, hi: number): number[] {
  if (total < lo * values.length || total > hi * values.length) throw new Error(`${total} is out of reach`);
  const parts = values.map((v) => Math.min(hi, Math.max(lo, Math.floor(v))));
  let left = total - parts.reduce((a, b) => a + b, 0);
  while (left !== 0) {
    const step = Math.sign(left);
    let best = -1;
    for (let i = 0; i < parts.length; i++) {
      const next = parts[i] + step;
      if (next < lo || next > hi) continue;
      if (best < 0 || step * (values[i] - parts[i]) > step * (values[best] - parts[best])) best = i;
    }
    parts[best] += step;
    left -= step;
  }
  return parts;
}

/** The items of each facet, in the inventory's order. */
const FACET_ITEMS = new Map(FACETS.map((f) => [f, ITEMS.filter((item) => item.facetCode === f)]));

/**
 * The raw facet scores (4–20) of one person: per domain a drawn (or pinned) z-score makes the domain's raw target,
 * and the facets are drawn from the norms as one common part plus one of their own, then conditioned on adding up
 * to that target. The common part's share is chosen so that the facets' sum varies as much as the domain does in
 * the norms, i.e. the facets correlate as much as the norms' facet and domain spreads imply (.2–.45).
 */
export function facetTargets(
  random: Random,
  respondent: Respondent,
  pinned: PinnedProfile = {},
): Record<FacetCode, number> {
  const band = ageBandFor(respondent.age);
  const norm = (scale: ScaleCode) => normFor(respondent.sex, band, scale);
  const raw = {} as Record<FacetCode, number>;
  for (const domain of DOMAINS) {
    const facets = FACETS.filter((f) => f.startsWith(domain));
    const domainNorm = norm(domain);
    const pinnedDomain = pinned.domains?.[domain];
    const z = pinnedDomain === undefined ? random.normal() : zForPercentile(pinnedDomain);
    const target = Math.min(120, Math.max(24, Math.round(domainNorm.mean + domainNorm.sd * z)));

    const means = facets.map((f) => norm(f).mean);
    const sds = facets.map((f) => norm(f).sd);
    const sumSd = sds.reduce((a, b) => a + b, 0);
    const sumSq = sds.reduce((a, b) => a + b * b, 0);
    const shared = Math.min(1, Math.max(0, (domainNorm.sd ** 2 - sumSq) / (sumSd ** 2 - sumSq)));
    const common = random.normal();
    const drawn = facets.map(
      (_, i) => means[i] + sds[i] * (Math.sqrt(shared) * common + Math.sqrt(1 - shared) * random.normal()),
    );
    // Pinned facets sit where they are told; the others share what is left of the domain's target in proportion to
    // how much each moves with the sum (its covariance with it), which is the conditional draw given the sum.
    const fixed = facets.map((f) => pinned.facets?.[f]);
    const values = drawn.map((v, i) => (fixed[i] === undefined ? v : means[i] + sds[i] * zForPercentile(fixed[i]!)));
    const weight = sds.map((sd, i) => (fixed[i] === undefined ? sd * (shared * sumSd + (1 - shared) * sd) : 0));
    const totalWeight = weight.reduce((a, b) => a + b, 0);
    const missing = target - values.reduce((a, b) => a + b, 0);
    const conditioned = values.map((v, i) => (totalWeight ? v + (weight[i] / totalWeight) * missing : v));
    integerParts(conditioned, target, 4, 20).forEach((value, i) => (raw[facets[i]] = value));
  }
  return raw;
}

/**
 * 120 answers (1–5 as chosen, before reversal) whose facet raw scores are `facetTargets`' draws: a facet's four
 * item scores vary around a quarter of its target, as a real person's do, and add up to it exactly.
 */
export function normAnswers(
  random: Random,
  respondent: Respondent,
  pinned: PinnedProfile = {},
): Record<string, number> {
  const targets = facetTargets(random, respondent, pinned);
  const answers: Record<string, number> = {};
  for (const facet of FACETS) {
    const items = FACET_ITEMS.get(facet)!;
    const scores = integerParts(
      items.map(() => targets[facet] / items.length + 0.7 * random.normal()),
      targets[facet],
      1,
      5,
    );
    items.forEach((item, i) => (answers[item.id] = item.keyed === "minus" ? 6 - scores[i] : scores[i]));
  }
  return answers;
}
