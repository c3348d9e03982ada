// A benchmark's fairness impact before and after it is saved: the preview of a draft's ranges on a company's
// candidates of the last 12 months equals the saved benchmark's figures; only users who may read self-identification
// data get them (403), within their company scope (404); the preview is for those who edit benchmarks.
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import * as schema from "../../../server/db/schema/index";
import type { BenchmarkTargets } from "../../../domain/assessment/fit";
import {
  HARBOR_OWNER,
  HARBOR_USER,
  startStaffApi,
  SUMMIT_OWNER,
  SUPER_ADMIN,
  type StaffApi,
} from "../assessment/staff-api";

let s: StaffApi;
let harbor: number;
let summit: number;

const range = (min: number, max: number) => ({ min, max });
const TARGETS: BenchmarkTargets = {
  domains: { N: range(1, 60), E: range(30, 90), O: range(20, 85), A: range(40, 99), C: range(45, 99) },
  facets: { C2: range(50, 99) },
};

beforeAll(async () => {
  s = await startStaffApi();
  harbor = s.companyIds["harbor-dental"];
  summit = s.companyIds["summit-fitness"];
  const { db } = s.database;
  // The super admin edits benchmarks and, here, may read self-identification data; so may Harbor's owner.
  await db
    .update(schema.users)
    .set({ canViewEeo: true })
    .where(inArray(schema.users.email, [SUPER_ADMIN, HARBOR_OWNER, SUMMIT_OWNER]));
  // Harbor's scored candidates self-identify: sexes alternate, races in turn, every seventh declines.
  const races = ["white", "black_or_african_american", "hispanic_or_latino", "asian"] as const;
  const ids = await s.resultIds("harbor-dental", (r) => r.scores !== null);
  await db.insert(schema.selfIdentifications).values(
    ids.map((id, i) => ({
      companyId: harbor,
      surveyResultId: id,
      sex: i % 7 === 6 ? ("declined" as const) : i % 2 ? ("female" as const) : ("male" as const),
      raceEthnicity: i % 7 === 6 ? ("declined" as const) : races[i % races.length],
      source: "registration" as const,
    })),
  );
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const preview = (as: string, body: unknown) => s.call(as, "POST", "/role-benchmarks/impact-preview", body);

describe("the impact preview of a benchmark being edited", () => {
  test("equals the figures of the benchmark once saved with the same ranges", async () => {
    const before = await preview(SUPER_ADMIN, { company_id: harbor, targets: TARGETS });
    expect(before.status).toBe(200);
    const figures = before.body.data;
    expect(figures.company).toEqual({ id: harbor, name: expect.any(String) });
    expect(figures.candidates).toBeGreaterThan(20);
    expect(figures.self_identified).toBeGreaterThan(0);
    const sex = figures.tables.find((t: { dimension: string }) => t.dimension === "sex");
    expect(sex.rows.map((r: { group: string }) => r.group).sort()).toEqual(["female", "male"]);

    const created = await s.call(SUPER_ADMIN, "POST", "/role-benchmarks", {
      name: `Preview equals saved ${Date.now()}`,
      company_id: harbor,
      targets: TARGETS,
    });
    expect(created.status).toBe(201);
    const after = await s.call(SUPER_ADMIN, "GET", `/role-benchmarks/${created.body.data.id}/impact`);
    expect(after.status).toBe(200);
    expect(after.body.data).toEqual(figures);
  });

  test("different ranges give different figures (the preview reads the draft, not a stored benchmark)", async () => {
    const wide = await preview(SUPER_ADMIN, { company_id: harbor, targets: TARGETS });
    const narrow = await preview(SUPER_ADMIN, {
      company_id: harbor,
      targets: { ...TARGETS, domains: { ...TARGETS.domains, C: range(90, 99), A: range(90, 99) } },
    });
    const passing = (body: { data: { tables: { rows: { selected: number | string }[] }[] } }) =>
      JSON.stringify(body.data.tables.map((t) => t.rows.map((r) => r.selected)));
    expect(passing(narrow.body)).not.toEqual(passing(wide.body));
  });

  test("counts under five are shown as <5, never as the number", async () => {
    const { body } = await preview(SUPER_ADMIN, { company_id: harbor, targets: TARGETS });
    type Cell = { total: unknown; selected: unknown };
    const cells = body.data.tables.flatMap((t: { rows: Cell[]; excluded: Cell[]; unknown: Cell }) =>
      [...t.rows, ...t.excluded, t.unknown].flatMap((r) => [r.total, r.selected]),
    );
    // Every seventh candidate declined: 6 of them, fewer than 5 of whom pass these ranges.
    expect(body.data.tables[0].unknown).toEqual({ total: 6, selected: "<5" });
    for (const cell of cells) expect(cell === "<5" || cell === 0 || (typeof cell === "number" && cell >= 5)).toBe(true);
  });

  test("without the self-identification capability: 403, whatever the role", async () => {
    await s.database.db.update(schema.users).set({ canViewEeo: false }).where(eq(schema.users.email, HARBOR_USER));
    const denied = await preview(HARBOR_USER, { company_id: harbor, targets: TARGETS });
    expect(denied.status).toBe(403);
    const [benchmark] = (await s.call(HARBOR_USER, "GET", "/role-benchmarks")).body.data;
    expect(
      (await s.call(HARBOR_USER, "GET", `/role-benchmarks/${benchmark.id}/impact?company_id=${harbor}`)).status,
    ).toBe(403);
  });

  test("only those who edit benchmarks preview a draft; a company owner reads their own saved benchmarks' figures", async () => {
    expect((await preview(HARBOR_OWNER, { company_id: harbor, targets: TARGETS })).status).toBe(403);
    const own = (await s.call(HARBOR_OWNER, "GET", "/role-benchmarks")).body.data.find(
      (b: { name: string }) => b.name === "Dental hygienist",
    );
    const saved = await s.call(HARBOR_OWNER, "GET", `/role-benchmarks/${own.id}/impact`);
    expect(saved.status).toBe(200);
    expect(saved.body.data.company.id).toBe(harbor);
  });

  test("another company's benchmark or candidates are not found (404)", async () => {
    const summitOwn = (await s.call(SUMMIT_OWNER, "GET", "/role-benchmarks")).body.data.find(
      (b: { name: string }) => b.name === "Personal trainer",
    );
    expect((await s.call(HARBOR_OWNER, "GET", `/role-benchmarks/${summitOwn.id}/impact`)).status).toBe(404);
    const everyCompany = (await s.call(HARBOR_OWNER, "GET", "/role-benchmarks")).body.data.find(
      (b: { company: unknown }) => b.company === null,
    );
    expect(
      (await s.call(HARBOR_OWNER, "GET", `/role-benchmarks/${everyCompany.id}/impact?company_id=${summit}`)).status,
    ).toBe(404);
    expect(
      (await s.call(HARBOR_OWNER, "GET", `/role-benchmarks/${everyCompany.id}/impact?company_id=${harbor}`)).status,
    ).toBe(200);
    expect((await preview(SUPER_ADMIN, { company_id: 999_999, targets: TARGETS })).status).toBe(404);
  });

  test("bad input answers 400 with the field", async () => {
    const noTargets = await preview(SUPER_ADMIN, { company_id: harbor });
    expect(noTargets.status).toBe(400);
    expect(noTargets.body.errors.map((e: { path: string }) => e.path)).toContain("targets");
    const badRange = await preview(SUPER_ADMIN, {
      company_id: harbor,
      targets: { ...TARGETS, domains: { ...TARGETS.domains, N: range(70, 20) } },
    });
    expect(badRange.status).toBe(400);
    const everyCompany = (await s.call(SUPER_ADMIN, "GET", "/role-benchmarks")).body.data.find(
      (b: { company: unknown }) => b.company === null,
    );
    const noCompany = await s.call(SUPER_ADMIN, "GET", `/role-benchmarks/${everyCompany.id}/impact`);
    expect(noCompany.status).toBe(400);
    expect(noCompany.body.errors[0].path).toBe("company_id");
  });
});
