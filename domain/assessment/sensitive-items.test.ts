import { describe, expect, test } from "vitest";
import { ITEMS } from "./items";
import {
  ANSWER_WITHHELD,
  isSensitiveItem,
  SENSITIVE_ITEM_IDS,
  SENSITIVE_ITEMS,
  WITHHELD_FACET_NOTES,
} from "./sensitive-items";

describe("the sensitive items' table", () => {
  test("names items of the inventory by id, with the bank's own text and facet beside each", () => {
    for (const entry of SENSITIVE_ITEMS) {
      const item = ITEMS.find((i) => i.id === entry.id);
      expect(item, entry.text).toBeDefined();
      expect(item!.text).toBe(entry.text);
      expect(item!.facetCode).toBe(entry.facet);
    }
    expect(SENSITIVE_ITEM_IDS.size).toBe(SENSITIVE_ITEMS.length);
  });

  test("holds the items the reasoning decides (docs/assessment/sensitive-items.md), and no others", () => {
    const byFacet = (facet: string) =>
      ITEMS.filter((i) => i.facetCode === facet && isSensitiveItem(i.id)).map((i) => i.text);
    expect(byFacet("N1")).toEqual(["Fear for the worst", "Am afraid of many things"]);
    expect(byFacet("N2")).toEqual([]);
    expect(byFacet("N3")).toHaveLength(4);
    expect(byFacet("N4")).toEqual([]);
    expect(byFacet("N5")).toEqual(["Go on binges", "Rarely overindulge", "Am able to control my cravings"]);
    expect(byFacet("N6")).toEqual(["Panic easily", "Feel that I'm unable to deal with things"]);
    expect(byFacet("E6")).toEqual(["Love life"]);
    expect(byFacet("O6")).toHaveLength(4);
    expect(SENSITIVE_ITEMS).toHaveLength(16);
  });

  test("every facet with a withheld answer has a sentence on what it describes, and only those", () => {
    const facets = new Set(SENSITIVE_ITEMS.map((i) => i.facet));
    expect(new Set(Object.keys(WITHHELD_FACET_NOTES))).toEqual(facets);
    // Words for work, not diagnoses.
    for (const note of Object.values(WITHHELD_FACET_NOTES))
      expect(note).not.toMatch(/neuroticism|depress|anxiety|vulnerab|immoderat/i);
  });

  test("an id outside the table, or no item at all, is not sensitive", () => {
    expect(isSensitiveItem(ITEMS.find((i) => i.text === "Worry about things")!.id)).toBe(false);
    expect(isSensitiveItem("")).toBe(false);
    expect(ANSWER_WITHHELD).toBe("answer withheld");
  });
});
