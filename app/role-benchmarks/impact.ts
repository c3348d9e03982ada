// A benchmark's fairness impact as people read it: group names, rates, ratios and the notes that explain thin data.
// Safe for browser code.
import { DIMENSION_LABELS } from "~domain/adverse-impact";
import { formatDate, formatNumber } from "~domain/format";
import { plural } from "~domain/text";
import type { ImpactFiguresJson } from "../../api/role-benchmarks/contract";

export type { ImpactFiguresJson };
export type ImpactTableJson = ImpactFiguresJson["tables"][number];
/** Dimension names are the adverse-impact feature's (as are the groups' labels in the JSON): one wording everywhere. */
export { DIMENSION_LABELS };

const date = (iso: string) => formatDate(iso);

/** What the figures are about: the company, the period and how many candidates. */
export function impactBasis(impact: ImpactFiguresJson): string {
  return (
    `${impact.company.name}, ${date(impact.period.from)} to ${date(impact.period.to)}: ` +
    `${plural(impact.candidates, "candidate")} with a fit, ${formatNumber(impact.self_identified)} of them ` +
    `self-identified. Passing means a fit of ${impact.pass_threshold} or more.`
  );
}

/** Why there is nothing to compare, or null when the tables say something. */
export function impactGap(impact: ImpactFiguresJson): string | null {
  if (impact.candidates === 0) return "No candidates of this company have a fit in the last 12 months.";
  if (impact.self_identified === 0)
    return "None of these candidates answered the voluntary self-identification questions, so there are no groups to compare.";
  if (impact.tables.every((t) => t.rows.length < 2))
    return "Too few candidates self-identified to compare groups; the counts below are all there is.";
  return null;
}

/** How many comparisons fall under four fifths, across every table. */
export const flaggedCount = (impact: ImpactFiguresJson) =>
  impact.tables.reduce((sum, t) => sum + t.rows.filter((r) => r.flagged).length, 0);
