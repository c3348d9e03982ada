// Test fixtures for the comparison and the conflict tool (domain/coaching/comparison.ts, conflict.ts) and their API:
// planted scores, and a pair-texts table whose every string names its scale and level pair, so a test sees which
// text was chosen and that the names went in.
import { bandFor, levelFor } from "../../domain/assessment/bands";
import type { AssessmentScores, ScaleScore } from "../../domain/assessment/scoring";
import { DOMAINS, FACETS, type DomainCode, type FacetCode, type ScaleCode } from "../../domain/assessment/traits";
import { LEVEL_PAIRS, type LevelPair, type PairGuidance, type PairTexts } from "../../domain/coaching/pair-texts";

/** Scores with every scale at the 50th percentile but the planted ones. */
export function planted(percentiles: Partial<Record<ScaleCode, number>>): AssessmentScores {
  const score = (scale: ScaleCode): ScaleScore => {
    const p = percentiles[scale] ?? 50;
    return { raw: 0, t: 50, percentile: p, band: bandFor(p), level: levelFor(p) };
  };
  return {
    version: 1,
    norms: "johnson-2014",
    domains: Object.fromEntries(DOMAINS.map((d) => [d, score(d)])) as Record<DomainCode, ScaleScore>,
    facets: Object.fromEntries(FACETS.map((f) => [f, score(f)])) as Record<FacetCode, ScaleScore>,
  };
}

/** A small texts table whose every string names its scale and level pair, and both placeholders where it may. */
export function fakePairTexts(scales: readonly ScaleCode[] = [...DOMAINS, ...FACETS]): PairTexts {
  const guidance = (scale: ScaleCode, pair: LevelPair): PairGuidance => ({
    lowerBrings: `${scale} ${pair}: {lower} brings calm.`,
    higherBrings: `${scale} ${pair}: {higher} brings drive.`,
    misreads: `${scale} ${pair}: {lower} and {higher} misread each other.`,
    agreements: [
      `${scale} ${pair} agree one.`,
      `${scale} ${pair} agree two, {higher}.`,
      `${scale} ${pair} agree three.`,
    ],
  });
  return {
    guidance: Object.fromEntries(
      scales.map((s) => [s, Object.fromEntries(LEVEL_PAIRS.map((p) => [p, guidance(s, p)]))]),
    ) as unknown as PairTexts["guidance"],
    conflict: Object.fromEntries(
      scales.map((s) => [
        s,
        {
          friction: `${s}: {lower} slows, {higher} pushes.`,
          say: [`${s} say one to {higher}.`, `${s} say two.`],
          avoid: [`${s} avoid one.`, `${s} avoid two with {lower}.`],
        },
      ]),
    ) as unknown as PairTexts["conflict"],
  };
}
