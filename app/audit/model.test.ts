import { describe, expect, it } from "vitest";
import { actionLabel, companyActivity, whoText, type AuditEntry } from "./model";

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  action: "user.deactivate",
  created_at: "2026-03-02T10:00:00.000Z",
  company: { id: 3, name: "Harbor Dental" },
  actor: { id: 7, name: "Olivia Owner" },
  support_user: null,
  subject_type: "user",
  subject_id: 9,
  summary: "User deactivated",
  status: null,
  ...over,
});

describe("the audit trail's wording", () => {
  it("names known actions in the brand's words and shows others as recorded", () => {
    expect(actionLabel("survey_results.export", "Employees")).toBe("Employees exported");
    expect(actionLabel("user.role_change", "Candidates")).toBe("Role changed");
    expect(actionLabel("report_mapping.activate", "Candidates")).toBe("report_mapping.activate");
  });

  it("names the super admin behind a proxy session", () => {
    expect(whoText(entry({}))).toBe("Olivia Owner");
    expect(whoText(entry({ support_user: { id: 1, name: "Ava Admin" } }))).toBe("Olivia Owner (by Ava Admin, support)");
  });
});

describe("a company's activity", () => {
  it("merges the company's events and audit rows, newest first, marking support sessions", () => {
    const items = companyActivity(
      [
        {
          id: 5,
          description: "Logo changed",
          timestamp: "2026-03-02T11:00:00.000Z",
          user: { name: "Olivia Owner" },
          proxy_super_user_id: null,
        },
      ],
      [
        entry({ id: 1 }),
        entry({
          id: 2,
          action: "proxy.write",
          summary: "PUT users.updateProfile",
          created_at: "2026-03-02T12:00:00.000Z",
          support_user: { id: 1, name: "Ava Admin" },
        }),
      ],
      "People",
    );
    expect(items.map((i) => [i.title, i.support])).toEqual([
      ["Change in a support session: PUT users.updateProfile", true],
      ["Logo changed", false],
      ["User deactivated", false],
    ]);
    expect(items[0].who).toBe("Olivia Owner (by Ava Admin, support)");
  });

  it("is empty when nothing was recorded", () => {
    expect(companyActivity([], [], "People")).toEqual([]);
  });
});
