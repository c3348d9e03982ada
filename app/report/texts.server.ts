import { reportTexts, type DomainReport } from "~domain/assessment/texts";
import type { AssessmentScores } from "~domain/assessment/scoring";

export type { DomainReport };

/** The report texts for a candidate's levels (server-only: @bigfive-org/results loads its texts with require()). */
export function textsFor(scores: AssessmentScores | null): DomainReport[] {
  return scores ? reportTexts(scores) : [];
}
