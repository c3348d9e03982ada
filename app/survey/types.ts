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
  itemIds: string[];
  answers: StoredAnswer[];
}

export const TAKE_DATA_ID = "take-data";
