// The shape of the growth report's own writing: per trait scale (5 domains, 30 facets) and level (low, neutral,
// high), addressed to the person ("you") and read with their coach. The writing itself belongs to the brand that
// sells the growth report (brands/coaching/growth-texts.ts, reached through `brand.loadGrowthTexts`), so a brand
// without the feature carries none of it. Safe for browser code.
import type { Level } from "../assessment/bands";
import type { ScaleCode } from "../assessment/traits";
import { mappedText, type ScaleMappings } from "../report-mappings";

export interface GrowthText {
  /** How this level usually shows at work: as a strength to use, or as an area to develop. */
  tends: "strength" | "growth";
  /** What this level gives you, when you use it well (one or two sentences, second person). */
  strength: string;
  /** What to watch for at this level, and why it matters (one or two sentences, second person). */
  growth: string;
  /** Three concrete development suggestions for this level, each one sentence starting with a verb. */
  suggestions: readonly [string, string, string];
  /** A question a coach can open the next session with. */
  prompt: string;
}

/** Every scale's text at every level. */
export type GrowthTexts = Readonly<Record<ScaleCode, Readonly<Record<Level, GrowthText>>>>;

/**
 * The text block of one scale at one level: the active report mapping's block for the person's percentile when one
 * covers it (`at`, the Report Configurator), else the built-in text.
 */
export function growthText(
  texts: GrowthTexts,
  scale: ScaleCode,
  level: Level,
  at?: { percentile: number; mappings?: ScaleMappings<GrowthText> },
): GrowthText {
  return mappedText(at?.mappings, scale, at?.percentile) ?? texts[scale][level];
}
