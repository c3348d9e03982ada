// What the report page works with. Safe for browser code.
import type {
  BenchmarkJson,
  FitScoreJson,
  NoteJson,
  SurveyResultDetailJson,
} from "../../api/assessment/results-contracts";

export type { BenchmarkJson, FitScoreJson, NoteJson, SurveyResultDetailJson };

/** The report's actions answer this (200 also for failures: the page shows them as toasts). */
export interface ReportActionResult {
  id: string;
  ok: boolean;
  intent: string;
  messages: string[];
  /** The note an action changed (for Undo after a delete). */
  note?: NoteJson;
  /** What the user typed, kept when saving failed. */
  values?: Record<string, string>;
  /** The stage change the server accepted (sent to analytics by the page). */
  stageChange?: { from: string; to: string };
}

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

export const SEX_LABELS = { male: "Male", female: "Female", unspecified: "Prefer not to say" } as const;
