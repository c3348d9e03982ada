// The Academy's pages exist only where the brand ships the academy AND the remote flag is on for the user (spec
// §2/§6): with the flag off they are not found (404) for every role; Learning Management is a super admin's (403
// for others).
import type { AppLoadContext } from "@remix-run/node";
import { beforeEach, describe, expect, it, vi } from "vitest";
import brand from "~brand";

const flags = vi.hoisted(() => ({ academy: true }));
const role = vi.hoisted(() => ({ value: "COMPANY_USER" }));

vi.mock("~/flags.server", () => ({ evaluateFlags: async () => ({ academy: flags.academy }) }));
vi.mock("~/auth/user.server", async (original) => ({
  ...(await original<typeof import("~/auth/user.server")>()),
  requireUser: async () => ({
    profile: {
      id: 7,
      email: "user@example.test",
      auth_role: role.value,
      company_id: 3,
      permissions: { can_view_hiring_pipeline: false },
    },
    api: {},
  }),
}));

const { requireAcademy } = await import("./access.server");
const context = { services: { env: { STAGE: "local", INTERNAL_ACCOUNTS: [] } } } as unknown as AppLoadContext;
const request = new Request("http://app.test/academy");
const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: unknown) => (error instanceof Response ? error.status : 500),
  );

describe("requireAcademy", () => {
  beforeEach(() => {
    flags.academy = true;
    role.value = "COMPANY_USER";
  });

  it.runIf(brand.features.academy)("opens the Academy to every role while the flag is on", async () => {
    expect(await statusOf(requireAcademy(request, context, "academy:view"))).toBe(200);
  });

  it.runIf(brand.features.academy)("keeps Learning Management to super admins (403 for others)", async () => {
    expect(await statusOf(requireAcademy(request, context, "learning:manage"))).toBe(403);
    role.value = "SUPER_ADMIN";
    expect(await statusOf(requireAcademy(request, context, "learning:manage"))).toBe(200);
  });

  it("answers 404 for every role with the remote flag off, or in a brand without the academy", async () => {
    flags.academy = false;
    for (const r of ["SUPER_ADMIN", "COMPANY_OWNER", "COMPANY_USER"]) {
      role.value = r;
      expect(await statusOf(requireAcademy(request, context, "academy:view"))).toBe(404);
      expect(await statusOf(requireAcademy(request, context, "learning:manage"))).toBe(404);
    }
  });

  it.runIf(!brand.features.academy)("answers 404 in a brand without the academy even with the flag on", async () => {
    role.value = "SUPER_ADMIN";
    expect(await statusOf(requireAcademy(request, context, "academy:view"))).toBe(404);
  });
});
