// Comparison of two to twenty people: their percentiles side by side on every domain and facet, the
// scales where they differ most first, and "working together" guidance for each pair of people on the scales where
// their levels differ most. Pure and safe for browser code: the API builds it, the page and the PDF show it.
import type { Level } from "../assessment/bands";
import { percentilesApart } from "../assessment/precision";
import {
  DOMAIN_NAMES,
  DOMAINS,
  facetName,
  FACETS,
  type DomainCode,
  type FacetCode,
  type ScaleCode,
} from "../assessment/traits";
import { fillNames, levelPair, pairGuidanceText, type LevelPair, type PairTexts } from "./pair-texts";

/** At most this many scales of guidance per pair: a conversation between two people keeps to a few. */
export const MAX_GUIDANCE_PER_PAIR = 5;
export const MIN_PEOPLE = 2;
/**
 * A team of up to this many is compared whole (190 pairs at most); a larger group is compared in parts of this size
 * (the page says so and links the rest), so no one is left out unsaid.
 */
export const MAX_PEOPLE = 20;

/** One scale's score as the comparison reads it (a stored ScaleScore, or a team's median). */
export interface LevelScore {
  percentile: number;
  level: Level;
}

/** The scores a comparison needs: every domain's and facet's percentile and level (AssessmentScores fits). */
export interface ProfileScores {
  domains: Readonly<Record<DomainCode, LevelScore>>;
  facets: Readonly<Record<FacetCode, LevelScore>>;
}

export interface ComparedPerson {
  id: number;
  /** How the texts and the page name the person (e.g. a first name). */
  name: string;
  scores: ProfileScores;
}

export interface ScaleInfo {
  scale: ScaleCode;
  name: string;
  kind: "domain" | "facet";
}

export interface ScaleComparison extends ScaleInfo {
  /** Each person's score, in the order the people were given. */
  percentiles: { id: number; percentile: number; level: Level }[];
  /** Highest minus lowest percentile. */
  spread: number;
}

/** One scale of a pair's "working together" guidance, names filled in. */
export interface PairGuidanceItem extends ScaleInfo {
  pair: LevelPair;
  /** Percentile points between the two. */
  gap: number;
  lower: { id: number; name: string; percentile: number; level: Level };
  higher: { id: number; name: string; percentile: number; level: Level };
  lowerBrings: string;
  higherBrings: string;
  misreads: string;
  agreements: string[];
}

/** The guidance for one pair of people (in the order they were given), their largest differing scales first. */
export interface PairWorkingTogether {
  people: [{ id: number; name: string }, { id: number; name: string }];
  items: PairGuidanceItem[];
}

export interface Comparison {
  people: { id: number; name: string }[];
  /** Every domain and facet, the largest spread first (ties: domains before facets, then the inventory's order). */
  scales: ScaleComparison[];
  /** One entry per pair of people; a pair whose levels never differ has no items. */
  guidance: PairWorkingTogether[];
}

/** The 35 scales in the inventory's order: the five domains, then the thirty facets. */
export const SCALES: readonly ScaleInfo[] = [
  ...DOMAINS.map((d): ScaleInfo => ({ scale: d, name: DOMAIN_NAMES[d], kind: "domain" })),
  ...FACETS.map((f): ScaleInfo => ({ scale: f, name: facetName(f), kind: "facet" })),
];

/** A scale's score in a profile. */
export function scoreOn(scores: ProfileScores, scale: ScaleCode): LevelScore {
  return scale.length === 1 ? scores.domains[scale as DomainCode] : scores.facets[scale as FacetCode];
}

/** Sorts largest `key` first; ties keep SCALES' order (domains before facets, then the inventory's order). */
export function largestFirst<T extends { scale: ScaleCode }>(items: T[], key: (item: T) => number): T[] {
  const position = new Map(SCALES.map((s, i) => [s.scale, i]));
  return [...items].sort((a, b) => key(b) - key(a) || position.get(a.scale)! - position.get(b.scale)!);
}

/**
 * The guidance for two people on the scales where their levels differ by more than measurement error (their ±1 SEM
 * bands do not overlap), the largest gap first, at most `max`.
 */
export function pairGuidance(
  a: ComparedPerson,
  b: ComparedPerson,
  texts: PairTexts,
  max = MAX_GUIDANCE_PER_PAIR,
): PairGuidanceItem[] {
  const items: PairGuidanceItem[] = [];
  for (const info of SCALES) {
    const sa = scoreOn(a.scores, info.scale);
    const sb = scoreOn(b.scores, info.scale);
    const pair = levelPair(sa.level, sb.level);
    if (!pair) continue;
    // Guidance tells who is lower and who higher: never for a difference within measurement error, even where the
    // two fall on either side of a level's edge (docs/assessment/measurement-error.md).
    if (!percentilesApart(info.scale, sa.percentile, sb.percentile)) continue;
    // The table may lack an entry (a brand still writing its texts): that scale is skipped, never shown empty.
    const aIsLower = `${sa.level}-${sb.level}` === pair;
    const text = pairGuidanceText(texts, info.scale, pair, aIsLower ? sa.percentile : sb.percentile);
    if (!text) continue;
    const [lower, higher] = aIsLower ? [a, b] : [b, a];
    const [lowScore, highScore] = aIsLower ? [sa, sb] : [sb, sa];
    const names = { lower: lower.name, higher: higher.name };
    items.push({
      ...info,
      pair,
      gap: Math.abs(sa.percentile - sb.percentile),
      lower: { id: lower.id, name: lower.name, percentile: lowScore.percentile, level: lowScore.level },
      higher: { id: higher.id, name: higher.name, percentile: highScore.percentile, level: highScore.level },
      lowerBrings: fillNames(text.lowerBrings, names),
      higherBrings: fillNames(text.higherBrings, names),
      misreads: fillNames(text.misreads, names),
      agreements: text.agreements.map((t) => fillNames(t, names)),
    });
  }
  return largestFirst(items, (item) => item.gap).slice(0, max);
}

/** Compares people on every scale, and writes the "working together" guidance for each pair of them. */
export function compareProfiles(people: readonly ComparedPerson[], texts: PairTexts): Comparison {
  const scales = largestFirst(
    SCALES.map((info): ScaleComparison => {
      const percentiles = people.map((p) => {
        const { percentile, level } = scoreOn(p.scores, info.scale);
        return { id: p.id, percentile, level };
      });
      const values = percentiles.map((p) => p.percentile);
      const spread = values.length ? Math.max(...values) - Math.min(...values) : 0;
      return { ...info, percentiles, spread };
    }),
    (s) => s.spread,
  );
  const guidance: PairWorkingTogether[] = [];
  for (let i = 0; i < people.length; i++) {
    for (let j = i + 1; j < people.length; j++) {
      const [a, b] = [people[i], people[j]];
      guidance.push({
        people: [
          { id: a.id, name: a.name },
          { id: b.id, name: b.name },
        ],
        items: pairGuidance(a, b, texts),
      });
    }
  }
  return { people: people.map((p) => ({ id: p.id, name: p.name })), scales, guidance };
}

/**
 * How the texts name each person: the first name, or the full name where two of the people share a first name
 * (the guidance must never leave a reader guessing who is meant).
 */
export function displayNames(people: readonly { first: string; last: string }[]): string[] {
  const key = (s: string) => s.trim().toLowerCase();
  return people.map((p) => {
    const twins = people.filter((o) => key(o.first) === key(p.first)).length;
    return twins > 1 ? `${p.first} ${p.last}`.trim() : p.first.trim() || `${p.first} ${p.last}`.trim();
  });
}
