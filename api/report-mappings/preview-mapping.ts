import brand from "~brand";
import { fillName } from "../../domain/assessment/report-texts";
import type { AssessmentScores, ScaleScore } from "../../domain/assessment/scoring";
import type { DomainCode, FacetCode, ScaleCode } from "../../domain/assessment/traits";
import { buildGrowthReport } from "../../domain/coaching/growth";
import { fillNames } from "../../domain/coaching/pair-texts";
import type { Actor } from "../../domain/permissions";
import { mappedText, type MappingRange, type ReportKind, type TextBlock } from "../../domain/report-mappings";
import type { Database } from "../../server/db/client";
import { ApiError } from "../http/errors";
import { findSurveyResultInScope } from "../survey-results/model";
import { activeMappings } from "./active";
import type { MappingRangeJson, PreviewJson } from "./contract";
import { builtInAt, findActive, findMapping, rangesOf, scaleName } from "./model";

const scoreOf = (scores: AssessmentScores, scale: ScaleCode): ScaleScore =>
  scale.length === 1 ? scores.domains[scale as DomainCode] : scores.facets[scale as FacetCode];

/** The block with the person's name in, as their report shows it (a pair's other side is "their colleague"). */
function filled(kind: ReportKind, block: TextBlock, first: string): MappingRangeJson["text"] {
  const fill = (text: string) =>
    kind === "growth"
      ? text
      : kind === "hiring"
        ? fillName(text, first)
        : fillNames(text, { lower: first.trim() || "This person", higher: "their colleague" });
  return Object.fromEntries(
    Object.entries(block).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.map((v: string) => fill(v)) : fill(String(value)),
    ]),
  );
}

/**
 * POST /trait-scale-mappings/reports/{id}/preview: one person's report text on the set's scale with the set applied
 * (its saved ranges, or unsaved ones from the editor), beside the text their report shows today. The person must be
 * in the caller's scope and have finished the assessment.
 */
export async function previewMapping(
  db: Database,
  actor: Actor,
  id: number,
  input: { survey_result_id: number; ranges?: { min: number; max: number; text: Record<string, unknown> }[] },
): Promise<PreviewJson> {
  const { mapping } = await findMapping(db, id);
  const { scale, reportKind: kind } = mapping;
  const ranges: MappingRange[] = input.ranges ? rangesOf(kind, input.ranges) : mapping.ranges;
  const result = await findSurveyResultInScope(db, actor, input.survey_result_id);
  if (!result.scores) {
    throw ApiError.conflict("This person has not finished the assessment: there is no report to preview", [
      { path: "survey_result_id", message: "has not finished the assessment yet" },
    ]);
  }
  const { percentile, level } = scoreOf(result.scores, scale);
  const builtIn = await builtInAt(kind, scale, percentile);
  const active = await findActive(db, scale, kind);
  const activeRange = active?.mapping.ranges.find((r) => percentile >= r.min && percentile <= r.max);
  const current = activeRange
    ? { source: "active" as const, range: { min: activeRange.min, max: activeRange.max }, block: activeRange.text }
    : { source: "built-in" as const, range: null, block: builtIn.text };
  // A percentile the set leaves uncovered (a gap in a draft) keeps today's text.
  const own = ranges.find((r) => percentile >= r.min && percentile <= r.max);
  const draft = own
    ? {
        source: "draft" as const,
        range: { min: own.min, max: own.max },
        block: mappedText<TextBlock>({ [scale]: ranges }, scale, percentile)!,
      }
    : current;

  let shownIn: string[] = [];
  if (kind === "growth" && brand.loadGrowthTexts) {
    // The report as it would read with this set active: the same builder and lookup the growth report uses.
    const mappings = { ...(await activeMappings(db, "growth")), [scale]: ranges };
    const report = buildGrowthReport(result.scores, await brand.loadGrowthTexts(), null, mappings);
    shownIn = [
      ...(report.domains.some((d) => d.scale === scale) ? ["Development suggestions"] : []),
      ...(report.strengths.some((s) => s.scale === scale) ? ["Strengths to use"] : []),
      ...(report.growthAreas.some((a) => a.scale === scale) ? ["Growth areas"] : []),
    ];
  }
  return {
    person: { id: result.id, first: result.first, last: result.last },
    scale,
    scale_name: scaleName(scale),
    percentile,
    level,
    draft: { source: draft.source, range: draft.range, text: filled(kind, draft.block, result.first) },
    current: { source: current.source, range: current.range, text: filled(kind, current.block, result.first) },
    shown_in: shownIn,
  };
}
