import { describe, expect, it } from "vitest";
import { isFunnelOpen } from "../../domain/campaigns";
import { jobSummary } from "./get-funnel";

describe("jobSummary", () => {
  it("is the description's first paragraph on one line", () => {
    expect(jobSummary("Join our front desk.\nGreet patients.\n\nBenefits: many.")).toBe(
      "Join our front desk. Greet patients.",
    );
    expect(jobSummary("")).toBe("");
  });

  it("cuts a long first paragraph at a word, near 300 characters", () => {
    const summary = jobSummary(`${"word ".repeat(100)}`);
    expect(summary.length).toBeLessThanOrEqual(301);
    expect(summary.endsWith("word…")).toBe(true);
  });
});

describe("isFunnelOpen", () => {
  const live = { status: "live" as const, starts_on: null, ends_on: null };
  it("takes visitors only while live and within its dates (both days included)", () => {
    expect(isFunnelOpen(live, "2026-05-01")).toBe(true);
    expect(isFunnelOpen({ ...live, status: "paused" }, "2026-05-01")).toBe(false);
    expect(isFunnelOpen({ ...live, starts_on: "2026-05-01", ends_on: "2026-05-31" }, "2026-05-01")).toBe(true);
    expect(isFunnelOpen({ ...live, starts_on: "2026-05-01", ends_on: "2026-05-31" }, "2026-05-31")).toBe(true);
    expect(isFunnelOpen({ ...live, starts_on: "2026-05-02" }, "2026-05-01")).toBe(false);
    expect(isFunnelOpen({ ...live, ends_on: "2026-04-30" }, "2026-05-01")).toBe(false);
  });
});
