import { describe, expect, it } from "vitest";
import { audienceOf, composeMatchingHref, composeSelectedHref, resultsText, sentAtText, variableHelp } from "./model";

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

describe("a past send's results in words", () => {
  const none = { sent: 0, skipped: 0, opted_out: 0, failed: 0, pending: 0 };
  it("says only what happened, opted out apart from other skips", () => {
    expect(resultsText({ ...none, sent: 12, skipped: 3, opted_out: 1, failed: 1 })).toBe(
      "12 sent · 1 opted out · 2 skipped · 1 failed",
    );
    expect(resultsText({ ...none, sent: 1 })).toBe("1 sent");
    expect(resultsText({ ...none, pending: 1400 })).toBe("0 sent · 1,400 waiting");
  });

  it("writes the time in UTC", () => {
    expect(sentAtText("2026-11-29T21:58:00.000Z")).toBe("Nov 29, 2026, 9:58 PM UTC");
  });
});

describe("the variables the compose and template forms offer", () => {
  it("offer {{ job }} where people apply to jobs", () => {
    expect(variableHelp(true)).toContain("{{ job }} (the title of the job they applied for");
  });

  it("neither offer nor mention {{ job }} in a brand without jobs", () => {
    expect(variableHelp(false)).not.toContain("job");
    expect(variableHelp(false)).toContain("{{ role }} (their role)");
  });
});
