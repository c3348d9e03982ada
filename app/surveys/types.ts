import type { StoredAnswer } from "../../api/surveys/contract";
import type { Language } from "~domain/languages";
import type { SaveStatus } from "./answer-sync";

/** What the take page shows of an item: never its keying or scale, only what the candidate reads. */
export interface SurveyItem {
  id: string;
  num: number;
  text: string;
}

/** One of the five answers of every statement, in the page's language (value 1 "very inaccurate" … 5). */
export interface AnswerChoice {
  value: number;
  label: string;
}

/** Items per page of the take page. */
export const PAGE_SIZE = 10;

/** What the take page's script reads (take.script.ts), written by TakePage.tsx. */
export interface TakeScriptData {
  uuid: string;
  companyName: string;
  first: string;
  /** Every statement, in order: the server renders only the page to resume at, the script builds the others. */
  items: readonly SurveyItem[];
  answers: StoredAnswer[];
  /** What the script writes, in the page's language. */
  text: TakeScriptText;
}

/** The take page script's words, made by the server in the page's language (take.server.ts). */
export interface TakeScriptText {
  /** For the digits of the counts it fills in. */
  language: Language;
  hello: string;
  /** "Page 2 of 12", by 0-based page. */
  pageHeadings: string[];
  /** "{answered} of 120 answered": the script puts the count in. */
  answered: string;
  /** "Please answer every statement on this page (3 left).", by the number left − 1. */
  missingOnPage: string[];
  status: Record<SaveStatus, string>;
  /** Why answers were not saved, when the server's answer does not say. */
  unsaved: string;
}

export const TAKE_DATA_ID = "take-data";

/** The item id of the statement template the script clones for the pages it builds (TakePage.tsx). */
export const TEMPLATE_ITEM_ID = "template-item";
