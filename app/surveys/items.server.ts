// The statements and the five answer labels the take page shows, in the page's language: the item bank of that
// language (domain/assessment/item-languages.ts, offered only when it passes the lint), matched to the inventory by
// item id. Scoring never reads these texts: it goes by item id and keyed direction (domain/assessment/scoring.ts).
import { ITEMS } from "~domain/assessment/items";
import { ANSWER_LABELS, loadItemBank } from "~domain/assessment/item-languages";
import { ANSWER_CHOICES } from "~domain/assessment/traits";
import type { Language } from "~domain/languages";
import type { AnswerChoice, SurveyItem } from "./types";

export const SURVEY_ITEMS: readonly SurveyItem[] = ITEMS.map(({ id, num, text }) => ({ id, num, text }));

/** English: the inventory's own wording (the answers in sentence case, as the page always showed them). */
const ENGLISH_CHOICES: readonly AnswerChoice[] = ANSWER_CHOICES.map(({ value, label }) => ({ value, label }));

const banks = new Map<Language, { items: readonly SurveyItem[]; choices: readonly AnswerChoice[] }>();

/** The take page's statements and answers in `language` (made once per language). */
export function surveyItems(language: Language): { items: readonly SurveyItem[]; choices: readonly AnswerChoice[] } {
  if (language === "en") return { items: SURVEY_ITEMS, choices: ENGLISH_CHOICES };
  let bank = banks.get(language);
  if (!bank) {
    const texts = new Map(loadItemBank(language).items.map((item) => [item.id, item.text.trim()]));
    bank = {
      items: ITEMS.map(({ id, num, text }) => ({ id, num, text: texts.get(id) ?? text })),
      // Value 1 is "very inaccurate", 5 "very accurate", in every language (the lint checks the order).
      choices: ANSWER_LABELS[language].map((label, i) => ({ value: i + 1, label })),
    };
    banks.set(language, bank);
  }
  return bank;
}
