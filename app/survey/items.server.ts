import { ITEMS } from "~domain/assessment/items";
import type { SurveyItem } from "./types";

export const SURVEY_ITEMS: readonly SurveyItem[] = ITEMS.map(({ id, num, text }) => ({ id, num, text }));
