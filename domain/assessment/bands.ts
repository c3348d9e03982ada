// Score bands and report levels from a percentile. Safe for browser code.
import { SCORE_BANDS, type ScoreBand } from "../../brands/types";

/** The spec's band (§3/§9: 91+, 81-90, 66-80, 35-65, 20-34, 10-19, 9 or less) of a whole percentile 1–99. */
export function bandFor(percentile: number): ScoreBand {
  // SCORE_BANDS runs highest first and its last band starts at 0, so a band is always found.
  return SCORE_BANDS.find((band) => percentile >= band.min)!.key;
}

/** The report texts' three levels per scale (domain/assessment/report-texts.ts, domain/coaching/growth-texts.ts). */
export type Level = "low" | "neutral" | "high";

/**
 * The level whose text a report shows. The middle band (35–65) is "neutral", so the texts agree with the band a
 * reader sees next to them: below it "low", above it "high".
 */
export function levelFor(percentile: number): Level {
  if (percentile < 35) return "low";
  if (percentile > 65) return "high";
  return "neutral";
}
