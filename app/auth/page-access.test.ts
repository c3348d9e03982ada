// ADR 038: every guarded page × every role, with the status the page answers. A page whose area the deployment
// lacks (brand feature off, prod stage) is 404 for everyone; a page the role may not open is 403; else it opens.
import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import brand from "~brand";
import type { Capability, Stage } from "~domain/permissions";
import type { UserProfile } from "~domain/profile";
import type { Role } from "~domain/roles";
import { assertCapability } from "./user.server";

const INTERNAL = "ava.admin@provider.test";

type Who = "super admin" | "franchise owner" | "franchise user" | "company owner" | "pipeline user" | "company user";
const PEOPLE: Record<Who, { role: Role; pipeline: boolean }> = {
  "super admin": { role: "SUPER_ADMIN", pipeline: true },
  "franchise owner": { role: "FRANCHISE_OWNER", pipeline: true },
  "franchise user": { role: "FRANCHISE_USER", pipeline: false },
  "company owner": { role: "COMPANY_OWNER", pipeline: true },
  "pipeline user": { role: "COMPANY_USER", pipeline: true },
  "company user": { role: "COMPANY_USER", pipeline: false },
};

function profile(who: Who): UserProfile {
  const { role, pipeline } = PEOPLE[who];
  return {
    id: 1,
    email: role === "SUPER_ADMIN" ? INTERNAL : "someone@client.test",
    first: "A",
    last: "B",
    company: { id: 3, name: "Harbor Dental" },
    company_id: 3,
    auth_role: role,
    active: 1,
    created_at: "2026-01-01T00:00:00Z",
    permissions: { can_view_hiring_pipeline: pipeline },
  };
}

const contextFor = (stage: Stage) =>
  ({ services: { env: { STAGE: stage, INTERNAL_ACCOUNTS: [INTERNAL] } } }) as unknown as AppLoadContext;

/** The status a page answers: 200 when the guard lets the user through, else the thrown response's. */
function statusOf(who: Who, capability: Capability, stage: Stage): number {
  try {
    assertCapability(profile(who), contextFor(stage), capability);
    return 200;
  } catch (error) {
    if (error instanceof Response) return error.status;
    throw error;
  }
}

interface Area {
  pages: string;
  capability: Capability;
  /** Whether this brand ships the area at all. */
  shipped: boolean;
  /** Whether the area is left out of production. */
  notInProd?: boolean;
  /** Who opens it (everyone else gets 403). */
  open: Who[];
}

const AREAS: Area[] = [
  { pages: "/companies/overview", capability: "companies:manage", shipped: true, open: ["super admin"] },
  {
    pages: "/role-benchmarks, /role-benchmarks/add, /role-benchmarks/edit",
    capability: "role-benchmarks:manage",
    shipped: true,
    open: ["super admin"],
  },
  {
    pages: "/user-management",
    capability: "users:manage",
    shipped: true,
    open: ["super admin", "franchise owner", "company owner"],
  },
  { pages: "/outbox", capability: "outbox:read", shipped: true, notInProd: true, open: ["super admin"] },
  {
    pages: "/audit, /audit.csv",
    capability: "audit:read",
    shipped: true,
    open: ["super admin", "franchise owner", "company owner"],
  },
  {
    pages: "/jobs/overview, /jobs/add, /jobs/edit, /jobs/:id, /jobs/board, /jobs/templates",
    capability: "jobs:manage",
    shipped: brand.features.jobs,
    notInProd: true,
    open: ["super admin"],
  },
  {
    pages: "/hiring-pipeline, /pipelines",
    capability: "hiring-pipeline:view",
    shipped: brand.features.hiringPipeline,
    open: ["super admin", "franchise owner", "company owner", "pipeline user"],
  },
  {
    pages: "/report-configurator, /report-configurator/:id",
    capability: "report-configurator:use",
    shipped: brand.features.reportConfigurator,
    open: ["super admin"],
  },
];

describe(`guarded pages answer 404 where the area is absent, 403 for a role without access (${brand.brand})`, () => {
  for (const area of AREAS) {
    for (const stage of ["local", "prod"] as const) {
      for (const who of Object.keys(PEOPLE) as Who[]) {
        const absent = !area.shipped || (stage === "prod" && area.notInProd);
        const expected = absent ? 404 : area.open.includes(who) ? 200 : 403;
        it(`${area.pages} as ${who} in ${stage}: ${expected}`, () => {
          expect(statusOf(who, area.capability, stage)).toBe(expected);
        });
      }
    }
  }

  it("the Report Configurator is 403 for a super admin off the internal allow-list (404 where the brand lacks it)", () => {
    const offList = { ...profile("super admin"), email: "sam.support@provider.test" };
    const status = () => {
      try {
        assertCapability(offList, contextFor("local"), "report-configurator:use");
        return 200;
      } catch (error) {
        return (error as Response).status;
      }
    };
    expect(status()).toBe(brand.features.reportConfigurator ? 403 : 404);
  });

  it("a refused page is the branded 403, not a 404 that would pretend the page does not exist", () => {
    try {
      assertCapability(profile("company user"), contextFor("local"), "companies:manage");
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(Response);
      expect((error as Response).status).toBe(403);
      expect((error as Response).statusText).toBe("Forbidden");
    }
  });
});
