import { describe, expect, it } from "vitest";
import coaching from "../brands/coaching/index";
import hb from "../brands/hb/index";
import type { BrandConfig } from "../brands/types";
import { ALL_NAV_HREFS, isLinkActive, sidebarLinks, type NavUser } from "./navigation";
import type { Stage } from "./permissions";
import { ROLES, type Role } from "./roles";

// Six internal accounts, as the spec and the demo data have; one of them written with capitals on purpose.
const INTERNAL = [
  "ava.admin@provider.test",
  "Ben.Ops@Provider.test",
  "cara.support@provider.test",
  "dan.data@provider.test",
  "eve.product@provider.test",
  "finn.eng@provider.test",
];
const EVERY_PAGE = new Set(ALL_NAV_HREFS);
const BRANDS: BrandConfig[] = [hb, coaching];
const STAGES: Stage[] = ["local", "dev", "staging", "prod"];

function user(role: Role, internal: boolean, pipeline: boolean): NavUser {
  return {
    id: 7,
    // The internal user's address differs in case from the list entry: the allow-list ignores case.
    email: internal ? "ben.ops@provider.test" : "someone@client.test",
    auth_role: role,
    company_id: 3,
    permissions: { can_view_hiring_pipeline: pipeline },
  };
}

interface Cell {
  role: Role;
  brand: BrandConfig;
  stage: Stage;
  internal: boolean;
  pipeline: boolean;
  academyFlag: boolean;
}

/**
 * Spec §2 "Sidebar links", written out on its own, line by line, without the permission module: the labels a
 * user should see, in order.
 */
function expectedLabels(c: Cell): string[] {
  const superAdmin = c.role === "SUPER_ADMIN";
  const f = c.brand.features;
  const labels: string[] = [];
  labels.push("Home");
  labels.push(c.brand.wording.candidates);
  if (f.coaching) labels.push("Coaching");
  if (f.comparison) labels.push("Teams");
  if (c.pipeline) labels.push(c.brand.wording.pipeline);
  if (superAdmin) labels.push("Companies");
  if (superAdmin) labels.push("Role Benchmarks");
  if (f.reportConfigurator && superAdmin && c.internal) labels.push("Report Configurator");
  if (f.bookCodeSystem && superAdmin && c.internal) labels.push("Book Code System");
  if (superAdmin && c.stage !== "prod" && f.jobs) labels.push("Jobs");
  if (f.campaigns && ["SUPER_ADMIN", "FRANCHISE_OWNER", "FRANCHISE_USER", "COMPANY_OWNER"].includes(c.role))
    labels.push(c.brand.wording.campaigns.navLabel);
  labels.push("Messages");
  if (["SUPER_ADMIN", "FRANCHISE_OWNER", "COMPANY_OWNER"].includes(c.role)) labels.push("User Management", "Requests");
  if (["SUPER_ADMIN", "FRANCHISE_OWNER", "COMPANY_OWNER"].includes(c.role)) labels.push("Audit Trail");
  if (f.academy && c.academyFlag) labels.push("Academy");
  if (superAdmin && f.academy && c.academyFlag) labels.push("Learning Management");
  return labels;
}

const cells: Cell[] = [];
for (const role of ROLES)
  for (const brand of BRANDS)
    for (const stage of STAGES)
      for (const internal of [false, true])
        for (const pipeline of [false, true])
          for (const academyFlag of [false, true]) cells.push({ role, brand, stage, internal, pipeline, academyFlag });

function linksFor(c: Cell, pages: ReadonlySet<string> = EVERY_PAGE) {
  return sidebarLinks({
    user: user(c.role, c.internal, c.pipeline),
    features: c.brand.features,
    flags: { academy: c.academyFlag },
    stage: c.stage,
    internalAccounts: INTERNAL,
    pages,
    candidatesLabel: c.brand.wording.candidates,
    campaignsLabel: c.brand.wording.campaigns.navLabel,
    pipelineLabel: c.brand.wording.pipeline,
  });
}

describe("sidebarLinks: the rule table (role × brand × stage × allow-list × pipeline permission × academy flag)", () => {
  it("covers every cell: 5 roles × 2 brands × 4 stages × 2 × 2 × 2 = 320", () => {
    expect(ROLES).toHaveLength(5);
    expect(cells).toHaveLength(320);
    const distinct = new Set(
      cells.map((c) => [c.role, c.brand.brand, c.stage, c.internal, c.pipeline, c.academyFlag].join("|")),
    );
    expect(distinct.size).toBe(320);
  });

  it.each(
    cells.map(
      (c) =>
        [
          `${c.role} ${c.brand.brand} ${c.stage} internal=${c.internal} pipeline=${c.pipeline} academyFlag=${c.academyFlag}`,
          c,
        ] as const,
    ),
  )("%s", (_name, c) => {
    expect(linksFor(c).map((l) => l.label)).toEqual(expectedLabels(c));
  });

  it("the table is not vacuous: each link appears in some cell and is missing from some other", () => {
    const seen = new Map<string, number>();
    for (const c of cells) for (const l of linksFor(c)) seen.set(l.key, (seen.get(l.key) ?? 0) + 1);
    expect([...seen.keys()].sort()).toEqual(
      [
        "home",
        "candidates",
        "coaching",
        "teams",
        "hiring-pipeline",
        "companies",
        "role-benchmarks",
        "report-configurator",
        "book-code-system",
        "jobs",
        "hiring-campaigns",
        "messages",
        "user-management",
        "requests",
        "audit",
        "academy",
        "learning-management",
      ].sort(),
    );
    for (const [key, count] of seen) {
      if (key === "home" || key === "candidates" || key === "messages") expect(count).toBe(320);
      else expect(count, key).toBeLessThan(320);
    }
  });
});

describe("sidebarLinks: cells written out in full", () => {
  it("an internal super admin of the hiring brand in staging with the academy flag sees everything the brand has", () => {
    const links = linksFor({
      role: "SUPER_ADMIN",
      brand: hb,
      stage: "staging",
      internal: true,
      pipeline: true,
      academyFlag: true,
    });
    expect(links.map((l) => [l.label, l.href])).toEqual([
      ["Home", "/"],
      ["Candidates", "/candidates"],
      ["Hiring Pipeline", "/hiring-pipeline"],
      ["Companies", "/companies/overview"],
      ["Role Benchmarks", "/role-benchmarks"],
      ["Jobs", "/jobs/overview"],
      ["Hiring Campaigns", "/hiring-campaigns"],
      ["Messages", "/messages"],
      ["User Management", "/user-management"],
      ["Requests", "/requests"],
      ["Audit Trail", "/audit"],
      ["Academy", "/academy"],
      ["Learning Management", "/learning-management"],
    ]);
  });

  it("an internal super admin of the coaching brand in prod sees the report configurator and book code system, no jobs", () => {
    const links = linksFor({
      role: "SUPER_ADMIN",
      brand: coaching,
      stage: "prod",
      internal: true,
      pipeline: false,
      academyFlag: true,
    });
    expect(links.map((l) => l.label)).toEqual([
      "Home",
      "Employees",
      "Coaching",
      "Teams",
      "Companies",
      "Role Benchmarks",
      "Report Configurator",
      "Book Code System",
      "Assessment Campaigns",
      "Messages",
      "User Management",
      "Requests",
      "Audit Trail",
    ]);
  });

  it("the coaching brand's pipeline link has the name its page has, the hiring brand's spec §2's", () => {
    const cell = { role: "COMPANY_OWNER", stage: "prod", internal: false, pipeline: true, academyFlag: false } as const;
    const pipelineLink = (brand: BrandConfig) =>
      linksFor({ ...cell, brand }).find((l) => l.href === "/hiring-pipeline")?.label;
    expect(pipelineLink(coaching)).toBe("Development Pipeline");
    expect(pipelineLink(hb)).toBe("Hiring Pipeline");
  });

  it("a company user without the pipeline permission sees only Home and the candidates link", () => {
    const links = linksFor({
      role: "COMPANY_USER",
      brand: hb,
      stage: "dev",
      internal: true,
      pipeline: false,
      academyFlag: false,
    });
    expect(links.map((l) => l.label)).toEqual(["Home", "Candidates", "Messages"]);
  });

  it("a company user of the coaching brand sees Coaching and Teams right after the people, then only Messages", () => {
    const links = linksFor({
      role: "COMPANY_USER",
      brand: coaching,
      stage: "prod",
      internal: false,
      pipeline: false,
      academyFlag: false,
    });
    expect(links.map((l) => [l.label, l.href])).toEqual([
      ["Home", "/"],
      ["Employees", "/candidates"],
      ["Coaching", "/coaching"],
      ["Teams", "/teams"],
      ["Messages", "/messages"],
    ]);
  });
});

describe("sidebarLinks: no link leads to a missing page", () => {
  const superCell: Cell = {
    role: "SUPER_ADMIN",
    brand: hb,
    stage: "local",
    internal: true,
    pipeline: true,
    academyFlag: true,
  };

  it("leaves out links whose page is not built", () => {
    const links = linksFor(superCell, new Set(["/", "/jobs/overview", "/about"]));
    expect(links.map((l) => l.key)).toEqual(["home", "jobs"]);
  });

  it("shows nothing when no page is built", () => {
    expect(linksFor(superCell, new Set())).toEqual([]);
  });

  it("a built page is still hidden from a user who may not see it", () => {
    const links = linksFor({ ...superCell, role: "COMPANY_USER" }, new Set(["/", "/companies/overview"]));
    expect(links.map((l) => l.key)).toEqual(["home"]);
  });
});

describe("sidebarLinks: labels, icons and active paths", () => {
  it("uses a neutral candidates label when no brand wording is given", () => {
    const links = sidebarLinks({
      user: user("COMPANY_USER", false, false),
      features: hb.features,
      flags: { academy: false },
      stage: "dev",
      internalAccounts: INTERNAL,
      pages: EVERY_PAGE,
    });
    expect(links[1].label).toBe("Candidates/Employees");
  });

  it("gives every link an icon and an href inside its own active paths", () => {
    const links = linksFor({
      role: "SUPER_ADMIN",
      brand: hb,
      stage: "dev",
      internal: true,
      pipeline: true,
      academyFlag: true,
    });
    for (const l of links) {
      expect(l.icon).toBe(l.key);
      expect(isLinkActive(l, l.href), l.key).toBe(true);
    }
  });
});

describe("isLinkActive", () => {
  const candidates = { activePaths: ["/candidates", "/survey-results"] };
  const home = { activePaths: ["/"] };
  const jobs = { activePaths: ["/jobs"] };

  it("highlights Candidates on candidates and survey-results pages", () => {
    expect(isLinkActive(candidates, "/candidates")).toBe(true);
    expect(isLinkActive(candidates, "/survey-results")).toBe(true);
    expect(isLinkActive(candidates, "/survey-results/42")).toBe(true);
    expect(isLinkActive(candidates, "/survey-results/42/")).toBe(true);
  });

  it("does not match a path that only shares a prefix", () => {
    expect(isLinkActive(candidates, "/candidates-archive")).toBe(false);
    expect(isLinkActive(jobs, "/jobsite")).toBe(false);
    expect(isLinkActive(jobs, "/jobs/add")).toBe(true);
  });

  it("matches Home only on /", () => {
    expect(isLinkActive(home, "/")).toBe(true);
    expect(isLinkActive(home, "/about")).toBe(false);
    expect(isLinkActive(candidates, "/")).toBe(false);
  });
});
