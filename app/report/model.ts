// What the report page works with. Safe for browser code.
import type { ActionResult } from "~/ui/action";
import type { NoteJson } from "../../api/candidate-notes/contract";
import type { BenchmarkJson, CandidateFitJson, FitScoreJson } from "../../api/role-benchmarks/contract";
import type { SurveyResultDetailJson } from "../../api/survey-results/contract";

export type { BenchmarkJson, CandidateFitJson, FitScoreJson, NoteJson, SurveyResultDetailJson };

/** What the report's actions answer: the note an action changed (for Undo after a delete), the stage change the
 * server accepted (sent to analytics by the page). */
export type ReportActionResult = ActionResult<{ note?: NoteJson; stageChange?: { from: string; to: string } }>;

/** A date and time as the report shows it ("12 Mar 2026, 14:05 UTC"), the same on server and browser. */
export function dateTime(iso: string | null): string {
  if (!iso) return "–";
  return `${new Date(iso).toLocaleString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
  })} UTC`;
}
