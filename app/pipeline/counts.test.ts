import { describe, expect, it } from "vitest";
import { cardsText, heldCardsText, hiddenCardsText } from "./counts";
import { EMPTY_FILTERS } from "./filters";

describe("the pipeline's counts", () => {
  it("say why cards are hidden when no filter is set: the archived and test cards left out by default", () => {
    expect(hiddenCardsText(2, EMPTY_FILTERS)).toBe("2 not shown: archived or test");
    expect(hiddenCardsText(2, { ...EMPTY_FILTERS, includeArchived: true })).toBe("2 not shown: test");
    expect(hiddenCardsText(0, EMPTY_FILTERS)).toBeNull();
  });

  it("name the filters only when some are set", () => {
    const filtered = { ...EMPTY_FILTERS, roles: ["Hygienist"] };
    expect(hiddenCardsText(5, filtered)).toBe("5 not shown: filtered out, archived or test");
    expect(hiddenCardsText(5, { ...filtered, includeArchived: true, includeTests: true })).toBe(
      "5 not shown: filtered out",
    );
  });

  it("on the Pipelines page, lead with what the board and the candidate list count, then the rest", () => {
    // Harbor Dental's demo pipeline: 48 cards, 4 archived and 2 tests; the candidate list says 42 people.
    expect(heldCardsText(48, 6)).toBe("42 cards + 6 archived or test");
    expect(heldCardsText(1, 0)).toBe("1 card");
    expect(cardsText(1200)).toBe("1,200 cards");
  });
});
