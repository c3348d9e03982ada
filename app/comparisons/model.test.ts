import { describe, expect, test } from "vitest";
import { choiceOf } from "./conflict.server";
import { comparedPart, compareHref, conflictHref, idsFromSearch, ordinal } from "./model";

describe("the people chosen in the URL", () => {
  test("usable ids only, each once, repeated or comma-separated, however many", () => {
    const ids = (query: string) => idsFromSearch(new URLSearchParams(query));
    expect(ids("ids=3&ids=1&ids=3")).toEqual([3, 1]);
    expect(ids("ids=4,5&ids=abc&ids=-2&ids=0&ids=1.5&ids=99999999999&ids=6")).toEqual([4, 5, 6]);
    const seventeen = Array.from({ length: 17 }, (_, i) => i + 1);
    expect(ids(seventeen.map((id) => `ids=${id}`).join("&"))).toEqual(seventeen);
    expect(ids("")).toEqual([]);
  });

  test("a team of any size is compared whole up to twenty, beyond that in parts that leave no one out", () => {
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
    expect(comparedPart(range(1, 17))).toEqual({ compared: range(1, 17), rest: [] });
    expect(comparedPart(range(1, 20))).toEqual({ compared: range(1, 20), rest: [] });
    expect(comparedPart(range(1, 45))).toEqual({ compared: range(1, 20), rest: [range(21, 40), range(41, 45)] });
    // One left over is compared with the person before them.
    expect(comparedPart(range(1, 21))).toEqual({ compared: range(1, 20), rest: [[20, 21]] });
    expect(comparedPart([])).toEqual({ compared: [], rest: [] });
  });

  test("links: the comparison's and the conflict tool's", () => {
    expect(compareHref([3, 1])).toBe("/compare?ids=3&ids=1");
    expect(compareHref([])).toBe("/compare");
    expect(conflictHref({ a: 1, b: 2 })).toBe("/conflict?a=1&b=2");
    expect(conflictHref({ a: 1, b: null, team: 3 })).toBe("/conflict?a=1&team=3");
    // A second person wins over a team.
    expect(conflictHref({ a: 1, b: 2, team: 3 })).toBe("/conflict?a=1&b=2");
    expect(conflictHref({ a: null, b: 2 })).toBe("/conflict?b=2");
  });

  test("the conflict tool's choice: a second person wins over a team; the same person twice is one", () => {
    const choice = (query: string) => choiceOf(new URLSearchParams(query));
    expect(choice("a=1&b=2")).toEqual({ a: 1, b: 2, team: null });
    expect(choice("a=1&team=3")).toEqual({ a: 1, b: null, team: 3 });
    expect(choice("a=1&b=2&team=3")).toEqual({ a: 1, b: 2, team: null });
    expect(choice("a=1&b=1")).toEqual({ a: 1, b: null, team: null });
    expect(choice("a=x&b=2")).toEqual({ a: null, b: 2, team: null });
  });
});

test("percentiles read as ordinals", () => {
  expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 99].map(ordinal)).toEqual([
    "1st",
    "2nd",
    "3rd",
    "4th",
    "11th",
    "12th",
    "13th",
    "21st",
    "22nd",
    "23rd",
    "99th",
  ]);
});
