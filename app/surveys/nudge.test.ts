// The take page's one-value nudge: when the first page counts as answered with one value throughout.
import { describe, expect, test } from "vitest";
import english from "~/i18n/messages/en/survey.json";
import { firstPageOneValue } from "./nudge";
import type { LocalAnswer } from "./storage";
import { PAGE_SIZE, type SurveyItem } from "./types";

const items: SurveyItem[] = Array.from({ length: 3 * PAGE_SIZE }, (_, i) => ({
  id: `item-${i}`,
  num: i + 1,
  text: `Statement ${i + 1}`,
}));
const answer = (value: number): LocalAnswer => ({ value, answered_at: "2026-01-05T09:00:00.000Z", saved: true });
const answered = (values: number[]) => Object.fromEntries(values.map((v, i) => [items[i].id, answer(v)]));

describe("the first page answered with one value", () => {
  test("ten times the same answer asks for a second look", () => {
    expect(firstPageOneValue(items, answered(Array(PAGE_SIZE).fill(3)))).toBe(true);
    expect(firstPageOneValue(items, answered(Array(PAGE_SIZE).fill(5)))).toBe(true);
  });

  test("a single different answer, or an unanswered statement, does not", () => {
    expect(firstPageOneValue(items, answered([...Array(PAGE_SIZE - 1).fill(4), 2]))).toBe(false);
    expect(firstPageOneValue(items, answered(Array(PAGE_SIZE - 1).fill(4)))).toBe(false);
    expect(firstPageOneValue(items, {})).toBe(false);
  });

  test("later pages do not count: only the first page is checked", () => {
    const values = [1, 2, 3, 4, 5, 1, 2, 3, 4, 5, ...Array(PAGE_SIZE).fill(3)];
    expect(firstPageOneValue(items, answered(values))).toBe(false);
  });

  test("its words are a polite request, not a warning", () => {
    expect(english["take.nudgeTitle"]).toBe("Please read each statement");
    expect(english["take.nudgeText"]).toContain("That can be right");
  });
});
