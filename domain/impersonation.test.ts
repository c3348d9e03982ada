import { describe, expect, it } from "vitest";
import { impersonationRefusal, type ImpersonationTarget } from "./impersonation";

const active: ImpersonationTarget = { role: "COMPANY_USER", active: true, setupPending: false };

describe("whom a super admin may act as", () => {
  it("any active user below super admin who has signed in", () => {
    for (const role of ["COMPANY_USER", "COMPANY_OWNER", "FRANCHISE_USER", "FRANCHISE_OWNER"] as const)
      expect(impersonationRefusal({ ...active, role })).toBeNull();
  });

  it("never a super admin, an inactive user, or an invited user who never signed in", () => {
    expect(impersonationRefusal({ ...active, role: "SUPER_ADMIN" })).toBe("super-admin");
    expect(impersonationRefusal({ ...active, active: false })).toBe("inactive");
    expect(impersonationRefusal({ ...active, setupPending: true })).toBe("never-signed-in");
    // A deactivated invitation reads as inactive: that is what the lists show first.
    expect(impersonationRefusal({ ...active, active: false, setupPending: true })).toBe("inactive");
  });
});
