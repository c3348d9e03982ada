import { describe, expect, test } from "vitest";
import { fromServer, mergeAnswers, pageCount, resumePage } from "./answers";
import { PAGE_SIZE } from "./types";

const items = Array.from({ length: PAGE_SIZE * 2 + 3 }, (_, i) => ({ id: `i${i + 1}`, num: i + 1, text: `S${i + 1}` }));
const answered = (count: number) =>
  Object.fromEntries(items.slice(0, count).map((item) => [item.id, { value: 3, answered_at: "t", saved: true }]));

describe("the take page's answers", () => {
  test("resume on the page of the first unanswered item, or the last page when all are answered", () => {
    expect(pageCount(items)).toBe(3);
    expect(resumePage(items, {})).toBe(0);
    expect(resumePage(items, answered(PAGE_SIZE))).toBe(1);
    expect(resumePage(items, answered(items.length))).toBe(2);
  });

  test("the server's answers count as saved", () => {
    expect(fromServer([{ item_id: "i1", value: 4, answered_at: "2026-01-01T00:00:00Z" }])).toEqual({
      i1: { value: 4, answered_at: "2026-01-01T00:00:00Z", saved: true },
    });
  });

  test("a browser's answer wins only when it is later and different", () => {
    const server = { i1: { value: 2, answered_at: "2026-01-02", saved: true } };
    const later = { value: 5, answered_at: "2026-01-03", saved: true };
    expect(mergeAnswers(server, { i1: later }).i1).toEqual({ ...later, saved: false });
    expect(mergeAnswers(server, { i1: { value: 5, answered_at: "2026-01-01", saved: false } }).i1).toBe(server.i1);
    expect(mergeAnswers(server, { i1: { value: 2, answered_at: "2026-01-03", saved: false } }).i1).toBe(server.i1);
    expect(mergeAnswers(server, { i2: later }).i2).toEqual({ ...later, saved: false });
  });
});
