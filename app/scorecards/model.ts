// Types and links the scorecard page shares (browser-safe: contracts' types only).
import type { ActionResult } from "~/ui/action";

export type ScorecardActionResult = ActionResult<undefined>;

/** The scorecard page of a candidate, at a stage (the candidate's current one unless given). */
export const scorecardHref = (id: number, stage?: string | null) =>
  `/survey-results/${id}/scorecard${stage ? `?stage=${encodeURIComponent(stage)}` : ""}`;

/** A rating's and its notes' form field names per attribute key (no dots: the form parser would nest them). */
export const ratingField = (key: string) => `rating-${key}`;
export const notesField = (key: string) => `notes-${key}`;

/** The form field that shows an API problem at `path` ("recommendation", "ratings.trait:C4"). */
export function scorecardFieldFor(path: string): string | undefined {
  if (path === "recommendation") return path;
  const key = /^ratings\.(.+)$/.exec(path)?.[1];
  return key && !/^\d+\./.test(key) ? ratingField(key) : undefined;
}
