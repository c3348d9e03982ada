// What the report page works with. Safe for browser code.
import { formatDate } from "../../domain/format";
import type { ActionResult } from "~/ui/action";
import type { NoteJson } from "../../api/candidate-notes/contract";
import type { BenchmarkJson, CandidateFitJson, FitScoreJson } from "../../api/role-benchmarks/contract";
import type { SurveyResultDetailJson } from "../../api/survey-results/contract";

export type { BenchmarkJson, CandidateFitJson, FitScoreJson, NoteJson, SurveyResultDetailJson };

/** What the report's actions answer: the note an action changed (for Undo after a delete), the stage change the
 * server accepted (sent to analytics by the page). */
export type ReportActionResult = ActionResult<{ note?: NoteJson; stageChange?: { from: string; to: string } }>;

/** A date and time as the report shows it ("Mar 12, 2026, 2:05 PM UTC"), the same on server and browser. */
export const dateTime = (iso: string | null): string => formatDate(iso, { style: "dateTime" });
