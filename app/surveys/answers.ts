// The take page's answers: where to resume, and how the server's answers and this browser's meet. Safe for browser
// code.
import type { StoredAnswer } from "../../api/surveys/contract";
import type { LocalAnswer } from "./storage";
import { PAGE_SIZE, type SurveyItem } from "./types";

export const pageCount = (items: readonly SurveyItem[]) => Math.ceil(items.length / PAGE_SIZE);

/** The 0-based page holding the first unanswered item (the last page when every item is answered). */
export function resumePage(items: readonly SurveyItem[], answers: Record<string, LocalAnswer>): number {
  const first = items.findIndex((item) => !answers[item.id]);
  return first === -1 ? pageCount(items) - 1 : Math.floor(first / PAGE_SIZE);
}

export function fromServer(answers: StoredAnswer[]): Record<string, LocalAnswer> {
  return Object.fromEntries(
    answers.map((a) => [a.item_id, { value: a.value, answered_at: a.answered_at, saved: true }]),
  );
}

/** Server answers plus those kept in this browser; per item the later answer wins (as on the server). */
export function mergeAnswers(server: Record<string, LocalAnswer>, local: Record<string, LocalAnswer>) {
  const merged = { ...server };
  for (const [itemId, answer] of Object.entries(local)) {
    const known = server[itemId];
    if (!known || (answer.answered_at > known.answered_at && answer.value !== known.value)) {
      merged[itemId] = { ...answer, saved: false };
    }
  }
  return merged;
}
