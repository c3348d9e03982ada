import { expect, test } from "vitest";
import { ITEM_COUNT, ITEMS } from "./items";
import { FACETS } from "./traits";

test("the inventory has 120 items with unique ids, numbered 1–120 in order", () => {
  expect(ITEMS).toHaveLength(ITEM_COUNT);
  expect(new Set(ITEMS.map((i) => i.id)).size).toBe(120);
  expect(ITEMS.map((i) => i.num)).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
});

test("every facet has exactly four items", () => {
  for (const facet of FACETS) expect(ITEMS.filter((i) => i.facetCode === facet)).toHaveLength(4);
});
