// The 120 items of the IPIP-NEO-120 in the inventory's order, from @bigfive-org/questions (English).
// Server-side only: the package loads its item bank with dynamic require() calls that browser bundles cannot
// follow, so pages receive the items from their loader instead of importing this module.
import { getItems } from "@bigfive-org/questions";
import { DOMAINS, type DomainCode, type FacetCode, type FacetNumber } from "./traits";

export interface AssessmentItem {
  /** The package's stable item id (a UUID); answers are stored under it. */
  id: string;
  /** 1-based position in the inventory. */
  num: number;
  text: string;
  domain: DomainCode;
  facet: FacetNumber;
  facetCode: FacetCode;
  /** "minus" items are reverse-scored (6 − answer). */
  keyed: "plus" | "minus";
}

export const ITEM_COUNT = 120;

function loadItems(): readonly AssessmentItem[] {
  const items = getItems("en").map((q): AssessmentItem => {
    const domain = q.domain as DomainCode;
    const facet = q.facet as FacetNumber;
    if (!DOMAINS.includes(domain) || facet < 1 || facet > 6 || (q.keyed !== "plus" && q.keyed !== "minus")) {
      throw new Error(`Unexpected item in @bigfive-org/questions: ${JSON.stringify(q)}`);
    }
    return { id: q.id, num: q.num, text: q.text, domain, facet, facetCode: `${domain}${facet}`, keyed: q.keyed };
  });
  // The scoring depends on exactly this shape; a package upgrade that changes it must fail loudly at start.
  if (items.length !== ITEM_COUNT) throw new Error(`Expected ${ITEM_COUNT} items, got ${items.length}`);
  return Object.freeze(items);
}

export const ITEMS: readonly AssessmentItem[] = loadItems();

const byId = new Map(ITEMS.map((item) => [item.id, item]));

export function itemById(id: string): AssessmentItem | undefined {
  return byId.get(id);
}

export function isItemId(id: string): boolean {
  return byId.has(id);
}
