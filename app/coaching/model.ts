// What the coaching pages work with. Safe for browser code.
import { formatDate } from "../../domain/format";
import type { ActionResult } from "~/ui/action";
import type { AssignmentJson, CoachingPersonJson, CoachingRowJson, SessionJson } from "../../api/coaching/contract";

export type { AssignmentJson, CoachingPersonJson, CoachingRowJson, SessionJson };

/** What the person page's actions answer: the session a delete removed, or the coach a stop let go (for Undo). */
export type CoachingActionResult = ActionResult<{ session?: SessionJson; formerCoachId?: number }>;

/** A calendar date (YYYY-MM-DD) as the pages show it, the same on server and browser. */
export const dayText = (day: string | null): string => formatDate(day);

/** "3 of 7 steps done", or what an empty plan says. */
export function progressText({ done, total }: { done: number; total: number }): string {
  if (total === 0) return "No goals yet";
  return `${done} of ${total} ${total === 1 ? "step" : "steps"} done`;
}

export const percentOf = ({ done, total }: { done: number; total: number }) =>
  total === 0 ? 0 : Math.round((done / total) * 100);

export const personName = (p: { first: string; last: string }) => `${p.first} ${p.last}`;
