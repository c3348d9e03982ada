import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { disposeAllClients, LogLevel } from "@configcat/sdk/node";
import { afterAll, describe, expect, it } from "vitest";
import coaching from "../../../brands/coaching/index";
import hb from "../../../brands/hb/index";
import type { BrandConfig } from "../../../brands/types";
import {
  ConfigJsonFileDataSource,
  createFlagsClient,
  effectiveFeatures,
  evaluateFlagsWith,
  FALLBACK_FLAGS,
} from "../../../server/flags";
import { sidebarLinks, type NavFlags } from "../../../domain/navigation";
import type { Role } from "../../../domain/roles";

// Local overrides in ConfigCat's own config JSON (config_v6), with targeting rules on the user's attributes:
// identifier (user id), custom attributes role and company (company id). Rules are tried in order.
const TEXT_IS_ONE_OF = 0;
const config = {
  p: { r: 0, u: "https://cdn-global.configcat.com", s: "test-salt" },
  f: {
    academy: {
      t: 0,
      v: { b: true },
      r: [
        { c: [{ u: { a: "Identifier", c: TEXT_IS_ONE_OF, l: ["77"] } }], s: { v: { b: true }, i: "pilot-user" } },
        { c: [{ u: { a: "role", c: TEXT_IS_ONE_OF, l: ["COMPANY_USER"] } }], s: { v: { b: false }, i: "no-users" } },
        { c: [{ u: { a: "company", c: TEXT_IS_ONE_OF, l: ["5"] } }], s: { v: { b: false }, i: "company-5-off" } },
      ],
    },
  },
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "flags-test-"));
function flagsFile(name: string, content: unknown) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, typeof content === "string" ? content : JSON.stringify(content));
  return file;
}
const targeted = createFlagsClient({ flagsFile: flagsFile("targeted.json", config) });

afterAll(() => {
  disposeAllClients();
  fs.rmSync(dir, { recursive: true, force: true });
});

const user = (id: number, role: Role, companyId: number) => ({
  id,
  email: `user${id}@example.test`,
  auth_role: role,
  company_id: companyId,
  permissions: { can_view_hiring_pipeline: false },
});

describe("local overrides with targeting rules (no SDK key, offline)", () => {
  it.each([
    ["a company owner of company 3", user(10, "COMPANY_OWNER", 3), true],
    ["a company user (role rule)", user(11, "COMPANY_USER", 3), false],
    ["a company owner of company 5 (company rule)", user(12, "COMPANY_OWNER", 5), false],
    ["the pilot user 77, a company user of company 5 (identifier rule first)", user(77, "COMPANY_USER", 5), true],
    ["a super admin", user(1, "SUPER_ADMIN", 1), true],
  ])("academy for %s: %s", async (_who, u, expected) => {
    expect(await evaluateFlagsWith(targeted, u)).toEqual({ academy: expected });
  });

  it("evaluates anonymously (signed out) to the flag's default value", async () => {
    expect(await evaluateFlagsWith(targeted, null)).toEqual({ academy: true });
  });

  it("the repository's flags/local-flags.json turns the academy on for everyone", async () => {
    const repo = createFlagsClient({ flagsFile: "flags/local-flags.json" });
    expect(await evaluateFlagsWith(repo, user(11, "COMPANY_USER", 3))).toEqual({ academy: true });
  });

  it("accepts a plain { flag: value } map too", async () => {
    const client = createFlagsClient({ flagsFile: flagsFile("map.json", { academy: false }) });
    expect(await evaluateFlagsWith(client, user(10, "COMPANY_OWNER", 3))).toEqual({ academy: false });
  });

  it("a missing file leaves every flag at its fallback (off), and ConfigCat says so in the log", async () => {
    const logged: string[] = [];
    const client = createFlagsClient({
      flagsFile: path.join(dir, "absent.json"),
      logger: { level: LogLevel.Warn, log: (_level, eventId) => void logged.push(String(eventId)) },
    });
    expect(await evaluateFlagsWith(client, user(10, "COMPANY_OWNER", 3))).toEqual(FALLBACK_FLAGS);
    expect(FALLBACK_FLAGS).toEqual({ academy: false });
    expect(logged).toContain("1001");
  });

  it("a malformed file is refused, naming it", () => {
    expect(() => new ConfigJsonFileDataSource(flagsFile("broken.json", "{ nope"))).toThrow(/broken\.json: not JSON/);
    expect(() => new ConfigJsonFileDataSource(flagsFile("array.json", "[]"))).toThrow(/expected an object/);
    expect(() => new ConfigJsonFileDataSource(flagsFile("bad-map.json", { academy: { on: true } }))).toThrow(
      /"academy" must be/,
    );
  });
});

describe("a feature is on only when the brand ships it and its remote flag is on", () => {
  it.each([
    [hb, true, true],
    [hb, false, false],
    [coaching, true, false],
    [coaching, false, false],
  ] as const)("%#: brand %s, flag %s → academy %s", (brand, flag, expected) => {
    const features = effectiveFeatures(brand.features, { academy: flag });
    expect(features.academy).toBe(expected);
    // Features without a remote flag are the brand's.
    expect(features.jobs).toBe(brand.features.jobs);
  });
});

describe("the Academy link follows the flag (navigation, with /academy among the built pages)", () => {
  const pages = new Set(["/", "/academy", "/learning-management"]);
  const linksFor = async (brand: BrandConfig, u: ReturnType<typeof user>) => {
    const flags: NavFlags = await evaluateFlagsWith(targeted, u);
    return sidebarLinks({
      user: u,
      features: brand.features,
      flags,
      stage: "dev",
      internalAccounts: [],
      pages,
    }).map((link) => link.href);
  };

  it("shows Academy to a user the flag targets on, and hides it from one it targets off", async () => {
    expect(await linksFor(hb, user(10, "COMPANY_OWNER", 3))).toContain("/academy");
    expect(await linksFor(hb, user(11, "COMPANY_USER", 3))).not.toContain("/academy");
    expect(await linksFor(hb, user(12, "COMPANY_OWNER", 5))).not.toContain("/academy");
    expect(await linksFor(hb, user(77, "COMPANY_USER", 5))).toContain("/academy");
  });

  it("Learning Management follows it too, for super admins", async () => {
    expect(await linksFor(hb, user(1, "SUPER_ADMIN", 1))).toEqual(["/", "/academy", "/learning-management"]);
  });

  it("never shows Academy in the coaching brand, whatever the flag", async () => {
    expect(await linksFor(coaching, user(10, "COMPANY_OWNER", 3))).not.toContain("/academy");
    expect(await linksFor(coaching, user(1, "SUPER_ADMIN", 1))).toEqual(["/"]);
  });

  it("hides Academy while its page is not built, even with the flag on", () => {
    const links = sidebarLinks({
      user: user(10, "COMPANY_OWNER", 3),
      features: hb.features,
      flags: { academy: true },
      stage: "dev",
      internalAccounts: [],
      pages: new Set(["/"]),
    });
    expect(links.map((l) => l.href)).toEqual(["/"]);
  });
});
