// The growth report of one person: strengths to use and growth areas to develop by the stated rule of
// domain/assessment/strengths.ts — against a role benchmark's target ranges when one is chosen, else the profile's
// facets — development suggestions per domain
// and per growth area, and a question to open the next coaching session with. Pure and safe for browser code: the
// API builds it, the page, the PDF and a shared link show the same answer.
import type { ScoreBand } from "../../brands/types";
import type { Level } from "../assessment/bands";
import { distanceOutside, type BenchmarkTargets, type TargetRange } from "../assessment/fit";
import { scoreRange } from "../assessment/precision";
import type { AssessmentScores, ScaleScore } from "../assessment/scoring";
import {
  BENCHMARK_RULE,
  MAX_GROWTH_AREAS,
  MAX_STRENGTHS,
  pickGrowthAreas,
  pickStrengths,
  STRENGTH_RULE,
} from "../assessment/strengths";
import {
  DOMAINS,
  FACETS,
  isStressScale,
  scaleName,
  strengthName,
  type DomainCode,
  type FacetCode,
  type ScaleCode,
} from "../assessment/traits";
import type { ScaleMappings } from "../report-mappings";
import { growthText, type GrowthText, type GrowthTexts } from "./growth-texts";

export { MAX_GROWTH_AREAS, MAX_STRENGTHS };

/** One scale as the report names and places it. */
export interface GrowthScale {
  scale: ScaleCode;
  name: string;
  kind: "domain" | "facet";
  /** The domain the scale belongs to (a domain's own code). */
  domain: DomainCode;
  percentile: number;
  /** The percentiles at T ± 1 SEM: where the score would likely fall again (domain/assessment/precision.ts). */
  likelyRange: { low: number; high: number };
  band: ScoreBand;
  level: Level;
}

/** A strength to use: the `strength` text of the person's level, under the strength's name (`strengthName`). */
export interface GrowthStrength extends GrowthScale {
  text: string;
  prompt: string;
  /** The role's range for the scale (null without a benchmark). */
  target: TargetRange | null;
}

/** A growth area to develop: the `growth` text of the person's level, its suggestions, and where the role's range lies. */
export interface GrowthArea extends GrowthStrength {
  suggestions: string[];
  /** Percentile points outside the role's range (null without a benchmark). */
  gap: number | null;
  /** Which way the role's range lies from the person's percentile (null without a benchmark). */
  direction: "up" | "down" | null;
}

/** A domain with the suggestions for the person's level. */
export interface GrowthDomain extends GrowthScale {
  suggestions: string[];
}

export interface GrowthReport {
  /** What the strengths and growth areas are chosen against: a role benchmark, or the profile's own extremes. */
  basis: "benchmark" | "profile";
  /** The five domains in the inventory's order. */
  domains: GrowthDomain[];
  /** Most telling first. */
  strengths: GrowthStrength[];
  /** Most pressing first. */
  growthAreas: GrowthArea[];
  /** The first growth area's coaching question, else the first strength's (null when there is neither). */
  nextSessionPrompt: string | null;
}

/** The benchmark a report is built against. */
export interface GrowthBenchmark {
  id: number;
  name: string;
  targets: BenchmarkTargets;
}

const isDomain = (scale: ScaleCode): scale is DomainCode => scale.length === 1;

function scoreOf(scores: AssessmentScores, scale: ScaleCode): ScaleScore {
  return isDomain(scale) ? scores.domains[scale] : scores.facets[scale as FacetCode];
}

function likelyRangeOf(scale: ScaleCode, t: number) {
  const range = scoreRange(scale, t);
  return { low: range.percentile_low, high: range.percentile_high };
}

function describe(scores: AssessmentScores, scale: ScaleCode): GrowthScale {
  const score = scoreOf(scores, scale);
  return {
    scale,
    name: scaleName(scale),
    kind: isDomain(scale) ? "domain" : "facet",
    domain: scale[0] as DomainCode,
    percentile: score.percentile,
    likelyRange: likelyRangeOf(scale, score.t),
    band: score.band,
    level: score.level,
  };
}

/** The active report mappings of the growth report (the Report Configurator), per scale. */
export type GrowthMappings = ScaleMappings<GrowthText>;

/**
 * The text block of a scale as the person scored it (an active mapping's, else the built-in text), or a clear error
 * naming what is missing (a texts table being written may lack some).
 */
function textOf(texts: GrowthTexts, s: Pick<GrowthScale, "scale" | "level" | "percentile">, mappings?: GrowthMappings) {
  const at = { percentile: s.percentile, mappings };
  const text: GrowthText | undefined =
    texts[s.scale] || mappings?.[s.scale] ? growthText(texts, s.scale, s.level, at) : undefined;
  if (!text) throw new Error(`The growth texts have no block for ${s.scale} at the ${s.level} level`);
  return text;
}

/** Where every scale sits in the inventory (domains, then facets in order): the last tie-breaker of each ranking. */
const ORDER = new Map<ScaleCode, number>([...DOMAINS, ...FACETS].map((scale, i) => [scale, i]));
const distinctiveness = (s: GrowthScale) => Math.abs(s.percentile - 50);
const byDistinctiveness = (a: GrowthScale, b: GrowthScale) =>
  distinctiveness(b) - distinctiveness(a) || ORDER.get(a.scale)! - ORDER.get(b.scale)!;

function strength(s: GrowthScale, text: GrowthText, target: TargetRange | null): GrowthStrength {
  return { ...s, name: strengthName(s.scale), text: text.strength, prompt: text.prompt, target };
}

function area(s: GrowthScale, text: GrowthText, target: TargetRange | null): GrowthArea {
  return {
    ...s,
    text: text.growth,
    prompt: text.prompt,
    suggestions: [...text.suggestions],
    target,
    gap: target ? distanceOutside(s.percentile, target) : null,
    direction: target ? (s.percentile < target.min ? "up" : "down") : null,
  };
}

/**
 * Against a benchmark: every scale it sets a range for (the five domains and any named facets). Outside the range
 * is a growth area, largest gap first; inside it and meeting the strengths rule is a strength.
 */
function againstBenchmark(
  scores: AssessmentScores,
  texts: GrowthTexts,
  targets: BenchmarkTargets,
  mappings?: GrowthMappings,
) {
  const ranged = [...DOMAINS, ...FACETS]
    .map((scale) => ({
      scale: describe(scores, scale),
      target: isDomain(scale) ? targets.domains[scale] : targets.facets[scale as FacetCode],
    }))
    .filter((r): r is { scale: GrowthScale; target: TargetRange } => Boolean(r.target));
  const gapOf = (r: (typeof ranged)[number]) => distanceOutside(r.scale.percentile, r.target);
  const outside = ranged
    .filter((r) => gapOf(r) > 0)
    .sort((a, b) => gapOf(b) - gapOf(a) || byDistinctiveness(a.scale, b.scale));
  const inside = ranged.filter((r) => gapOf(r) === 0);
  const targetOf = new Map(inside.map((r) => [r.scale.scale, r.target]));
  return {
    growthAreas: outside
      .slice(0, MAX_GROWTH_AREAS)
      .map((r) => area(r.scale, textOf(texts, r.scale, mappings), r.target)),
    strengths: pickStrengths(inside.map((r) => r.scale)).map((s) =>
      strength(s, textOf(texts, s, mappings), targetOf.get(s.scale)!),
    ),
  };
}

/**
 * Without a benchmark: the 30 facets by the strengths rule (domain/assessment/strengths.ts), so a strength is always
 * a facet the person stands out on at its favourable end, and a low stress facet shows as the strength it is.
 */
function fromProfile(scores: AssessmentScores, texts: GrowthTexts, mappings?: GrowthMappings) {
  const facets = FACETS.map((facet) => describe(scores, facet));
  return {
    growthAreas: pickGrowthAreas(facets).map((s) => area(s, textOf(texts, s, mappings), null)),
    strengths: pickStrengths(facets).map((s) => strength(s, textOf(texts, s, mappings), null)),
  };
}

/**
 * The growth report of one scored assessment, against a role benchmark or (null) the profile's extremes, with the
 * active report mappings (if any) laid over the built-in texts.
 */
export function buildGrowthReport(
  scores: AssessmentScores,
  texts: GrowthTexts,
  benchmark: GrowthBenchmark | null,
  mappings?: GrowthMappings,
): GrowthReport {
  const { strengths, growthAreas } = benchmark
    ? againstBenchmark(scores, texts, benchmark.targets, mappings)
    : fromProfile(scores, texts, mappings);
  const domains = DOMAINS.map((d) => {
    const scale = describe(scores, d);
    return { ...scale, suggestions: [...textOf(texts, scale, mappings).suggestions] };
  });
  return {
    basis: benchmark ? "benchmark" : "profile",
    domains,
    strengths,
    growthAreas,
    nextSessionPrompt: growthAreas[0]?.prompt ?? strengths[0]?.prompt ?? null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Wording shared by the page and the PDF, so both say the same.

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: "st", 2: "nd", 3: "rd" }[n % 10] ?? "th"}`;
}

/** "42nd percentile". */
export const percentileText = (percentile: number) => `${ordinal(percentile)} percentile`;

/** "likely 34th–50th": a score's ±1 SEM range, written after its percentile (docs/assessment/measurement-error.md). */
export const likelyRangeText = (range: { low: number; high: number }) =>
  `likely ${ordinal(range.low)}–${ordinal(range.high)}`;

/**
 * Where a strength or growth area sits, as a percentile; on a stress scale with the scale and its end named, since a
 * strength's name there ("Calm in Uncertainty") and its low percentile would otherwise seem to disagree:
 * "Low worry: 2nd percentile".
 */
export function placeText(s: { scale: ScaleCode; percentile: number }): string {
  if (!isStressScale(s.scale)) return percentileText(s.percentile);
  return `${s.percentile < 50 ? "Low" : "High"} ${scaleName(s.scale).toLowerCase()}: ${percentileText(s.percentile)}`;
}

/** Where a growth area stands against the role's range, and which way to develop: one sentence. */
export function towardRangeText(area: Pick<GrowthArea, "percentile" | "target" | "direction">): string | null {
  if (!area.target || !area.direction) return null;
  const range = `${ordinal(area.target.min)}–${ordinal(area.target.max)} percentile`;
  return area.direction === "up"
    ? `You are at the ${ordinal(area.percentile)} percentile; the role's range is the ${range}. Develop upward, toward the role's range.`
    : `You are at the ${ordinal(area.percentile)} percentile; the role's range is the ${range}. Ease it down, toward the role's range.`;
}

/** How the strengths and growth areas were chosen, in a sentence or two for the page and the PDF. */
export const selectionRuleText = (basis: GrowthReport["basis"]) =>
  basis === "benchmark" ? `${STRENGTH_RULE} ${BENCHMARK_RULE}` : STRENGTH_RULE;
