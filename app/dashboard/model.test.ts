import { describe, expect, it } from "vitest";
import brand from "~brand";
import {
  checklistSteps,
  completionNote,
  daysText,
  endStagesNote,
  percentText,
  sinceText,
  stageHref,
  stagesNote,
} from "./model";

describe("the home dashboard's wording", () => {
  it("says rates, days and since when in words a person reads", () => {
    expect(percentText(0.755)).toBe("76 %");
    expect(percentText(null)).toBe("—");
    expect(daysText(0.4)).toBe("less than a day");
    expect(daysText(1)).toBe("1 day");
    expect(daysText(3.46)).toBe("3.5 days");
    expect(daysText(12.4)).toBe("12 days");
    const since = "2026-03-03T10:00:00.000Z";
    expect(sinceText({ since, first_visit: false, count: 0, latest: [] })).toBe("since your last visit (Mar 3)");
    expect(sinceText({ since, first_visit: true, count: 0, latest: [] })).toBe("in the last 7 days");
  });

  it("offers the next step of a checklist only to who can take it, in the brand's words", () => {
    const items = [
      { key: "invite-colleague" as const, done: false },
      { key: "share-link" as const, done: true },
      { key: "set-benchmark" as const, done: false },
    ];
    const owner = checklistSteps(items, { manageUsers: true, manageBenchmarks: false });
    expect(owner.map((s) => [s.key, s.done, s.href])).toEqual([
      ["invite-colleague", false, "/user-management"],
      ["share-link", true, undefined],
      ["set-benchmark", false, undefined],
    ]);
    // Only super admins set benchmarks: everyone else is told whom to ask.
    expect(owner[2].description).toContain(brand.wording.supportContact);
    expect(owner[1].description).toContain(brand.wording.people);
    const user = checklistSteps(items, { manageUsers: false, manageBenchmarks: false });
    expect(user[0].href).toBeUndefined();
    expect(user[0].description).toMatch(/Ask your company owner/);
  });

  it("says what the completion rate counts: people sent the link, and plainly when none was sent", () => {
    expect(completionNote({ window_days: 30, sent: 5, completed: 2, rate: 0.4 })).toBe(
      "2 of 5 people sent the link in 30 days finished",
    );
    expect(completionNote({ window_days: 30, sent: 1, completed: 1, rate: 1 })).toBe(
      "1 of 1 person sent the link in 30 days finished",
    );
    expect(completionNote({ window_days: 30, sent: 0, completed: 0, rate: null })).toBe(
      "no assessment link sent by message or invitation in 30 days",
    );
  });

  it("speaks to a super admin of every company's stages, never of 'your' stages", () => {
    expect(stagesNote("all")).toBe("in all companies' stages now");
    expect(stagesNote("all")).not.toMatch(/your/);
    expect(stagesNote("franchise")).toBe("in your franchise's stages now");
    expect(stagesNote("company")).toBe("in your stages now");
  });

  it("explains why end stages show no time in stage", () => {
    expect(endStagesNote(["Hired", "Not a fit"])).toBe(
      "Hired and Not a fit end the journey: nobody waits there, so no time in stage is shown.",
    );
    expect(endStagesNote(["Hired"])).toMatch(/^Hired ends the journey/);
  });

  it("links a stage to the list filtered by it", () => {
    expect(stageHref("Not a fit")).toBe("/candidates?status=Not+a+fit");
  });
});
