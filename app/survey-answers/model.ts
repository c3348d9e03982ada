// What the answers view works with. Safe for browser code.
import { ANSWER_CHOICES } from "~domain/assessment/traits";
import type {
  AnswerDomainJson,
  AnswerFacetJson,
  AnswerItemJson,
  SurveyAnswersJson,
} from "../../api/survey-answers/contract";

export type { AnswerDomainJson, AnswerFacetJson, AnswerItemJson, SurveyAnswersJson };

/** The person a report view is about (its header and empty states). */
export interface ReportPerson {
  id: number;
  first: string;
  last: string;
  role_name: string;
  company: { id: number; name: string };
  is_test: boolean;
  archived: boolean;
  /** Submitted, so scored. */
  finished: boolean;
  answered_count: number;
}

/** What an answer does to its facet's score. */
export type Effect = "raises" | "lowers" | "neutral";

/** 4–5 after reversal push the facet up, 1–2 down; the middle of the scale leaves it where it is. */
export function effectOf(scored: number | null): Effect | null {
  if (scored === null) return null;
  if (scored >= 4) return "raises";
  if (scored <= 2) return "lowers";
  return "neutral";
}

export const EFFECT_LABELS: Record<Effect, string> = {
  raises: "Raises the score",
  lowers: "Lowers the score",
  neutral: "Neutral",
};

/** Whether an answer moves its facet's score away from the middle (the filter "answers that drive the score"). */
export const drivesScore = (item: AnswerItemJson) => item.scored !== null && item.scored !== 3;

/** "Moderately accurate" for 4. */
export function answerLabel(answer: number): string {
  return ANSWER_CHOICES.find((c) => c.value === answer)?.label ?? String(answer);
}
