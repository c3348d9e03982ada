import { describe, expect, it } from "vitest";
import { audienceOf, composeMatchingHref, composeSelectedHref } from "./model";

describe("a message's audience in the compose page's URL", () => {
  it("reads the list's selection", () => {
    expect(audienceOf(new URL(composeSelectedHref([3, 5, 3]), "http://x").searchParams)).toEqual({
      kind: "ids",
      ids: [3, 5],
    });
  });

  it("reads everyone matching the list's filters, without its paging or sorting", () => {
    const href = composeMatchingHref("?search=ann&status=New,Hired&page=3&limit=50&sort_by=first&include_tests=true");
    expect(audienceOf(new URL(href, "http://x").searchParams)).toEqual({
      kind: "filters",
      filters: { search: "ann", status: "New,Hired", include_tests: "true" },
    });
  });

  it("is nobody without either", () => {
    expect(audienceOf(new URLSearchParams("ids=abc"))).toEqual({ kind: "none" });
  });
});
