// The growth report's own writing, per trait scale (5 domains, 30 facets) and level (low, neutral, high), addressed
// to the person ("you") and read with their coach. Every block is looked up through `growthText`, the one place a
// report configurator's override will plug in. Safe for browser code.
import type { Level } from "../assessment/bands";
import type { ScaleCode } from "../assessment/traits";

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

export const GROWTH_TEXTS: Readonly<Record<ScaleCode, Readonly<Record<Level, GrowthText>>>> = {} as never; // filled below

/** The text block of one scale at one level. */
export function growthText(scale: ScaleCode, level: Level): GrowthText {
  return GROWTH_TEXTS[scale][level];
}
