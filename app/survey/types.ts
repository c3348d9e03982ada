import type { StoredAnswer } from "../../api/surveys/contract";

/** What the take page shows of an item: never its keying or scale, only what the candidate reads. */
export interface SurveyItem {
  id: string;
  num: number;
  text: string;
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
}

export const TAKE_DATA_ID = "take-data";

/** The item id of the statement template the script clones for the pages it builds (TakePage.tsx). */
export const TEMPLATE_ITEM_ID = "template-item";
