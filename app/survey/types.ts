/** What the take page shows of an item: never its keying or scale, only what the candidate reads. */
export interface SurveyItem {
  id: string;
  num: number;
  text: string;
}

/** Items per page of the take page. */
export const PAGE_SIZE = 10;
