// Trait-scale report mappings (the Report Configurator): per trait scale and report kind, percentile
// ranges (1–99) mapped to the text blocks that report shows. The active mapping of a scale and kind overrides the
// brand's built-in texts at the one point each text is chosen (growthText, reportText, pairGuidanceText,
// conflictGuide), through `mappedText` below; without one the built-in text stands. Pure and safe for browser code.
import type { BrandConfig } from "../brands/types";
import type { ReportText } from "./assessment/report-texts";
import type { ScaleCode } from "./assessment/traits";
import type { GrowthText } from "./coaching/growth-texts";
import type { ConflictGuide, PairGuidance } from "./coaching/pair-texts";

/**
 * The reports whose texts a mapping can set: the coaching growth report, the comparison's "working together"
 * guidance, the conflict tool's guide and the hiring report. Comparison and conflict texts are chosen by the
 * percentile of the person lower on the scale (the one their texts call {lower}).
 */
export const REPORT_KINDS = ["growth", "comparison", "conflict", "hiring"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_KIND_LABELS: Record<ReportKind, string> = {
  growth: "Growth report",
  comparison: "Comparison guidance",
  conflict: "Conflict guide",
  hiring: "Hiring report",
};

/** The text block each report kind maps a range to (the same shape as its built-in texts). */
export interface BlockOf {
  growth: GrowthText;
  comparison: PairGuidance;
  conflict: ConflictGuide;
  hiring: ReportText;
}
export type TextBlock = BlockOf[ReportKind];

/** One range of percentiles, both ends included, and its text block. */
export interface MappingRange<T = TextBlock> {
  min: number;
  max: number;
  text: T;
}

/** The active ranges of one report kind, per scale: what the texts' lookups receive. */
export type ScaleMappings<T> = Partial<Record<ScaleCode, readonly MappingRange<T>[]>>;

/**
 * The one lookup of an override: the block of the range holding `percentile` in the scale's active mapping, or
 * undefined (no mapping, or no percentile known), where the caller keeps its built-in text.
 */
export function mappedText<T>(
  mappings: ScaleMappings<T> | undefined,
  scale: ScaleCode,
  percentile: number | undefined,
): T | undefined {
  if (!mappings || percentile === undefined) return undefined;
  return mappings[scale]?.find((range) => percentile >= range.min && percentile <= range.max)?.text;
}

export const MIN_PERCENTILE = 1;
export const MAX_PERCENTILE = 99;

/**
 * What keeps a set of ranges from covering 1–99 exactly once, in order: "gap 41–50" for percentiles no range
 * holds, "overlap 60–65" for those two or more hold. Empty when the ranges may be activated.
 */
export function rangeProblems(ranges: readonly { min: number; max: number }[]): string[] {
  const kindAt = (p: number) => {
    const n = ranges.filter((r) => p >= r.min && p <= r.max).length;
    return n === 0 ? "gap" : n > 1 ? "overlap" : null;
  };
  const problems: string[] = [];
  let from = MIN_PERCENTILE;
  for (let p = MIN_PERCENTILE; p <= MAX_PERCENTILE; p++) {
    const kind = kindAt(p);
    // A run ends where the next percentile is of another kind (or past 99).
    if (p < MAX_PERCENTILE && kindAt(p + 1) === kind) continue;
    if (kind) problems.push(`${kind} ${from === p ? p : `${from}–${p}`}`);
    from = p + 1;
  }
  return problems;
}

/** The editable fields of each kind's block, in the order a form shows them (the API's schema follows them). */
export interface BlockField {
  key: string;
  label: string;
  /** `text`: one line; `long`: a paragraph; `list`: `count` one-line items; `choice`: one of `options`. */
  type: "text" | "long" | "list" | "choice";
  count?: number;
  options?: readonly string[];
}

export const BLOCK_FIELDS: Record<ReportKind, readonly BlockField[]> = {
  growth: [
    { key: "tends", label: "Usually shows as", type: "choice", options: ["strength", "growth"] },
    { key: "strength", label: "Strength text", type: "long" },
    { key: "growth", label: "Growth text", type: "long" },
    { key: "suggestions", label: "Suggestion", type: "list", count: 3 },
    { key: "prompt", label: "Coaching question", type: "text" },
  ],
  comparison: [
    { key: "lowerBrings", label: "What {lower} brings", type: "long" },
    { key: "higherBrings", label: "What {higher} brings", type: "long" },
    { key: "misreads", label: "Where they misread each other", type: "long" },
    { key: "agreements", label: "Agreement", type: "list", count: 3 },
  ],
  conflict: [
    { key: "friction", label: "Friction point", type: "long" },
    { key: "say", label: "Say", type: "list", count: 2 },
    { key: "avoid", label: "Avoid", type: "list", count: 2 },
  ],
  hiring: [
    { key: "atWork", label: "At work", type: "long" },
    { key: "ask", label: "Ask in an interview", type: "text" },
  ],
};

/** The report kinds whose built-in texts this brand ships: the only kinds a mapping may be made for. */
export function availableReportKinds(
  brand: Pick<BrandConfig, "loadGrowthTexts" | "loadPairTexts" | "loadReportTexts">,
): ReportKind[] {
  return REPORT_KINDS.filter((kind) =>
    kind === "growth"
      ? Boolean(brand.loadGrowthTexts)
      : kind === "hiring"
        ? Boolean(brand.loadReportTexts)
        : Boolean(brand.loadPairTexts),
  );
}
