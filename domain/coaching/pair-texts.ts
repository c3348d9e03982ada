// The shape of the comparison's and the conflict tool's own writing: per trait scale and per pair of
// levels that differ. Texts name the two people through the placeholders {lower} (the person at the lower level)
// and {higher}; `fillNames` puts the names in. The writing belongs to the brand that sells comparison and the
// conflict tool (brands/coaching/pair-texts.ts, reached through `brand.loadPairTexts`). Safe for browser code.
import type { Level } from "../assessment/bands";
import type { ScaleCode } from "../assessment/traits";
import { mappedText, type ScaleMappings } from "../report-mappings";
import { possessive } from "../text";

/** Two levels that differ, lower first. */
export const LEVEL_PAIRS = ["low-neutral", "neutral-high", "low-high"] as const;
export type LevelPair = (typeof LEVEL_PAIRS)[number];

/** "Working together" guidance for two people whose levels on one scale differ. */
export interface PairGuidance {
  /** What the person at the lower level brings to the pair (names {lower}). */
  lowerBrings: string;
  /** What the person at the higher level brings (names {higher}). */
  higherBrings: string;
  /** Where they are likely to misread each other (names both). */
  misreads: string;
  /** Three concrete ways to agree on how to work together, each one sentence starting with a verb. */
  agreements: readonly [string, string, string];
}

/** The conflict tool's guide for one scale where two people sit at opposite ends (low against high). */
export interface ConflictGuide {
  /** The likely friction point, in a sentence or two (names both). */
  friction: string;
  /** Two things to say (short phrases or sentences the speaker can use). */
  say: readonly [string, string];
  /** Two things to avoid. */
  avoid: readonly [string, string];
}

export interface PairTexts {
  guidance: Readonly<Record<ScaleCode, Readonly<Record<LevelPair, PairGuidance>>>>;
  conflict: Readonly<Record<ScaleCode, ConflictGuide>>;
  /** The active report mappings laid over the built-in texts (the Report Configurator), where there are any. */
  mappings?: { comparison?: ScaleMappings<PairGuidance>; conflict?: ScaleMappings<ConflictGuide> };
}

/**
 * The guidance for a pair of levels on one scale: the active mapping's block for the lower person's percentile
 * when one covers it, else the built-in text (undefined where a table still being written lacks it).
 */
export function pairGuidanceText(
  texts: PairTexts,
  scale: ScaleCode,
  pair: LevelPair,
  lowerPercentile: number,
): PairGuidance | undefined {
  return mappedText(texts.mappings?.comparison, scale, lowerPercentile) ?? texts.guidance[scale]?.[pair];
}

/** The conflict guide of one scale: the active mapping's block for the low side's percentile, else the built-in. */
export function conflictGuide(texts: PairTexts, scale: ScaleCode, lowPercentile: number): ConflictGuide | undefined {
  return mappedText(texts.mappings?.conflict, scale, lowPercentile) ?? texts.conflict[scale];
}

/** The pair of two different levels, lower first; null when they are the same. */
export function levelPair(a: Level, b: Level): LevelPair | null {
  if (a === b) return null;
  const order: Level[] = ["low", "neutral", "high"];
  const [lower, higher] = order.indexOf(a) < order.indexOf(b) ? [a, b] : [b, a];
  return `${lower}-${higher}` as LevelPair;
}

/** Puts the two people's names into a text. */
export function fillNames(text: string, names: { lower: string; higher: string }): string {
  // "{lower}'s" becomes "Kai's", or "James'" for a name ending in s.
  return text.replace(/\{(lower|higher)\}('s)?/g, (_, which: "lower" | "higher", s?: string) =>
    s ? possessive(names[which]) : names[which],
  );
}
