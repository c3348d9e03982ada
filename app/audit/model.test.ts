import { describe, expect, it } from "vitest";
import { companyActivity, detailsText, headline, type AuditEntry } from "./model";

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  action: "user.deactivate",
  action_label: "User deactivated",
  created_at: "2026-03-02T10:00:00.000Z",
  company: { id: 3, name: "Harbor Dental" },
  actor: { id: 7, name: "Olivia Owner" },
  support_user: null,
  who: "Olivia Owner",
  subject_type: "user",
  subject_id: 9,
  subject: { type: "user", id: 9, name: "Rita Recruiter", link: "/user-management?search=Rita%20Recruiter" },
  summary: "User deactivated",
  details: "User deactivated",
  status: null,
  ...over,
});

describe("an entry in words", () => {
  it("names the action, the person it concerns and what changed", () => {
    const roleChange = entry({
      action: "user.role_change",
      action_label: "Role changed",
      summary: "Role changed from COMPANY_USER to COMPANY_OWNER",
      details: "Company user → Company owner",
    });
    expect(headline(roleChange)).toBe("Role changed — Rita Recruiter: Company user → Company owner");
  });

  it("leaves out details that only repeat the action", () => {
    expect(detailsText(entry({}))).toBeNull();
    expect(headline(entry({}))).toBe("User deactivated — Rita Recruiter");
    expect(
      headline(entry({ subject: null, action_label: "Audit trail exported", details: "Audit trail exported (1 row)" })),
    ).toBe("Audit trail exported: Audit trail exported (1 row)");
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
          action_label: "Change in a support session",
          summary: "PUT users.updateProfile",
          details: "Change the caller's own profile",
          subject: null,
          created_at: "2026-03-02T12:00:00.000Z",
          support_user: { id: 1, name: "Ava Admin" },
          who: "Olivia Owner (by Ava Admin, support)",
        }),
      ],
    );
    expect(items.map((i) => [i.title, i.support])).toEqual([
      ["Change in a support session: Change the caller's own profile", true],
      ["Logo changed", false],
      ["User deactivated — Rita Recruiter", false],
    ]);
    expect(items[0].who).toBe("Olivia Owner (by Ava Admin, support)");
  });

  it("is empty when nothing was recorded", () => {
    expect(companyActivity([], [])).toEqual([]);
  });
});
