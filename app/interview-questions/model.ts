// Types and texts the interview's pages and panel share (browser-safe: contracts' types only).
import type { ActionResult } from "~/ui/action";
import type { InterviewNoteJson } from "../../api/interview-questions/contract";

export type InterviewActionData = { note?: InterviewNoteJson };
export type InterviewActionResult = ActionResult<InterviewActionData>;

export const KIND_LABELS = {
  probe: "Probe a gap",
  confirm: "Confirm a strength",
  custom: "Company question",
} as const;

/** The interview page of a candidate, with the benchmark picked (if any). */
export const interviewHref = (id: number, benchmark?: number | null) =>
  `/survey-results/${id}/interview${benchmark ? `?benchmark=${benchmark}` : ""}`;
export const guideHref = (id: number, benchmark?: number | null) =>
  `/survey-results/${id}/interview.pdf${benchmark ? `?benchmark=${benchmark}` : ""}`;
