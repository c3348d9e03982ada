// A growth texts table for the growth report's integration tests: every string names its scale and level, so a test
// can tell which block the report used. High Neuroticism and every other domain's low level tend to need
// development; the rest tend to be strengths.
import type { Level } from "../../../domain/assessment/bands";
import { DOMAINS, FACETS, type ScaleCode } from "../../../domain/assessment/traits";
import type { GrowthText, GrowthTexts } from "../../../domain/coaching/growth-texts";

export function fakeGrowthTexts(): GrowthTexts {
  const block = (scale: ScaleCode, level: Level): GrowthText => ({
    tends: level === "neutral" ? "strength" : (level === "high") === scale.startsWith("N") ? "growth" : "strength",
    strength: `Strength of ${scale} at ${level}.`,
    growth: `Growth of ${scale} at ${level}.`,
    suggestions: [`Try ${scale} ${level} one.`, `Try ${scale} ${level} two.`, `Try ${scale} ${level} three.`],
    prompt: `What about ${scale} at ${level}?`,
  });
  return Object.fromEntries(
    [...DOMAINS, ...FACETS].map((s) => [
      s,
      { low: block(s, "low"), neutral: block(s, "neutral"), high: block(s, "high") },
    ]),
  ) as unknown as GrowthTexts;
}
