// The one gentle nudge of the take page: a first page answered with one value throughout is asked, once per
// assessment, to read each statement before going on. One answer for a whole page is the start of straight-lining,
// the commonest kind of careless answering (docs/assessment/response-validity.md); a word at the first page costs a
// careful person one click and saves a careless one a result that would be flagged Unreliable. Its words are the
// messages survey.take.nudgeTitle and nudgeText. Safe for browser code.
import type { LocalAnswer } from "./storage";
import { PAGE_SIZE, type SurveyItem } from "./types";

/** Whether the first page is fully answered with one and the same value. */
export function firstPageOneValue(items: readonly SurveyItem[], answers: Readonly<Record<string, LocalAnswer>>) {
  const first = items.slice(0, PAGE_SIZE).map((item) => answers[item.id]?.value);
  return first.length > 1 && first.every((value) => value !== undefined && value === first[0]);
}
