import brand from "~brand";
import { reportTexts, type DomainReport } from "~domain/assessment/report-texts";
import type { AssessmentScores } from "~domain/assessment/scoring";

export type { DomainReport };

/**
 * The report texts for a person's levels, in the brand's own writing for recruiters. A brand without hiring report
 * texts (coaching: its growth report carries its writing) gets none, and the page leaves the section out.
 */
export async function textsFor(scores: AssessmentScores | null, firstName: string): Promise<DomainReport[]> {
  if (!scores || !brand.loadReportTexts) return [];
  return reportTexts(await brand.loadReportTexts(), scores, firstName);
}
