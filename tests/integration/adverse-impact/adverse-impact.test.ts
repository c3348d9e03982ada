// Adverse impact over the demo companies' scored assessments, with self-identification and stage moves written
// straight into the database so the expected figures are known: per benchmark (passing = fit at or above the
// company's threshold) and per stage transition. Only users granted "eeo:read" (403 for others); another company is
// not found (404); the audit pack's CSV carries the LL144 columns and its download is audited.
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import * as schema from "../../../server/db/schema/index";
import { CSV_COLUMNS } from "../../../api/adverse-impact/audit-pack";
import { fitForScores, mayHaveFit, type BenchmarkTargets } from "../../../domain/assessment/fit";
import {
  HARBOR_OWNER,
  HARBOR_USER,
  NORTHWIND_FRANCHISE_OWNER,
  startStaffApi,
  SUMMIT_OWNER,
  SUPER_ADMIN,
  type StaffApi,
} from "../assessment/staff-api";

let s: StaffApi;
let harbor: number;
let summit: number;
let benchmarkId: number;
let threshold: number;

const range = (min: number, max: number) => ({ min, max });
const TARGETS: BenchmarkTargets = {
  domains: { N: range(1, 60), E: range(30, 90), O: range(20, 85), A: range(40, 99), C: range(45, 99) },
  facets: {},
};
const FROM = "Audit stage one";
const TO = "Audit stage two";

beforeAll(async () => {
  s = await startStaffApi();
  harbor = s.companyIds["harbor-dental"];
  summit = s.companyIds["summit-fitness"];
  const { db } = s.database;
  await db
    .update(schema.users)
    .set({ canViewEeo: true })
    .where(inArray(schema.users.email, [HARBOR_OWNER, SUMMIT_OWNER, SUPER_ADMIN, NORTHWIND_FRANCHISE_OWNER]));
  const [benchmark] = await db
    .insert(schema.roleBenchmarks)
    .values({ name: "Adverse impact test", companyId: harbor, targets: TARGETS })
    .returning();
  benchmarkId = benchmark.id;

  // Harbor's candidates of the last 12 months with a fit, split at a threshold into passing and failing.
  const yearAgo = new Date(Date.now() - 360 * 86_400_000);
  const results = (
    await db
      .select()
      .from(schema.surveyResults)
      .where(and(eq(schema.surveyResults.companyId, harbor)))
  ).filter(
    (r) => r.submittedAt && r.submittedAt > yearAgo && !r.isTest && !r.superseded && mayHaveFit(r),
  ) as (typeof schema.surveyResults.$inferSelect & { scores: NonNullable<unknown> })[];
  const fits = results
    .map((r) => ({ id: r.id, fit: fitForScores(r.scores!, TARGETS).fit }))
    .sort((a, b) => a.fit - b.fit);
  threshold = fits[Math.floor(fits.length / 2)].fit;
  const passing = fits.filter((f) => f.fit >= threshold).map((f) => f.id);
  const failing = fits.filter((f) => f.fit < threshold).map((f) => f.id);
  expect(passing.length).toBeGreaterThanOrEqual(7);
  expect(failing.length).toBeGreaterThanOrEqual(13);
  // Women: 5 passing, 5 failing (rate 0.5). Men: 2 passing, 8 failing (rate 0.2). Everyone else declines.
  const women = [...passing.slice(0, 5), ...failing.slice(0, 5)];
  const men = [...passing.slice(5, 7), ...failing.slice(5, 13)];
  const rest = fits.map((f) => f.id).filter((id) => !women.includes(id) && !men.includes(id));
  const row = (id: number, sex: "female" | "male" | "declined") => ({
    companyId: harbor,
    surveyResultId: id,
    sex,
    raceEthnicity: sex === "declined" ? ("declined" as const) : ("white" as const),
    source: "registration" as const,
  });
  await db
    .insert(schema.selfIdentifications)
    .values([
      ...women.map((id) => row(id, "female")),
      ...men.map((id) => row(id, "male")),
      ...rest.map((id) => row(id, "declined")),
    ]);
  // Stage moves: every woman and man reached FROM; 3 women and 1 man were moved on to TO.
  const moved = [...women.slice(0, 3), ...men.slice(0, 1)];
  const now = Date.now();
  await db.insert(schema.surveyResultStatusChanges).values([
    ...[...women, ...men].map((id) => ({
      surveyResultId: id,
      fromStatus: "New",
      toStatus: FROM,
      changedAt: new Date(now - 5000),
    })),
    ...moved.map((id) => ({ surveyResultId: id, fromStatus: FROM, toStatus: TO, changedAt: new Date(now - 1000) })),
  ]);
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const impact = (as: string, query = "") => s.call(as, "GET", `/adverse-impact${query}`);

describe("adverse impact", () => {
  test("an owner sets the passing threshold (1–100); out of range is a 400; a user without the role is refused", async () => {
    for (const bad of [0, 101, 70.5, "70"]) {
      const res = await s.call(HARBOR_OWNER, "PUT", "/adverse-impact/settings", { pass_threshold: bad });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].path).toBe("pass_threshold");
    }
    expect((await s.call(HARBOR_USER, "PUT", "/adverse-impact/settings", { pass_threshold: 50 })).status).toBe(403);
    const set = await s.call(HARBOR_OWNER, "PUT", "/adverse-impact/settings", { pass_threshold: threshold });
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({ company_id: harbor, pass_threshold: threshold });
  });

  test("per benchmark: selection rates, impact ratio against the highest group, Fisher p, the four-fifths flag", async () => {
    const res = await impact(HARBOR_OWNER);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.company).toEqual({ id: harbor, name: expect.any(String) });
    expect(data.pass_threshold).toBe(threshold);
    const bm = data.benchmarks.find((b: { id: number }) => b.id === benchmarkId);
    const sex = bm.passing.find((t: { dimension: string }) => t.dimension === "sex");
    expect(
      sex.rows.map((r: { group: string; total: number; selected: number; rate: number }) => [
        r.group,
        r.total,
        r.selected,
        r.rate,
      ]),
    ).toEqual([
      ["female", 10, 5, 0.5],
      ["male", 10, "<5", 0.2],
    ]);
    const [women, men] = sex.rows;
    expect(women).toMatchObject({ highest: true, impact_ratio: 1, fisher_p: null, flagged: false, label: "Female" });
    expect(men.impact_ratio).toBeCloseTo(0.4, 10);
    expect(men.flagged).toBe(true);
    expect(men.fisher_p).toBeGreaterThan(0.05); // 5/10 vs 2/10: too few to be sure
    expect(sex.unknown.total).toBe(bm.candidates - 20);
    // Every woman and man is White: one race group, and the intersections split as the sexes do.
    const race = bm.passing.find((t: { dimension: string }) => t.dimension === "race_ethnicity");
    expect(race.rows.map((r: { group: string; total: number }) => [r.group, r.total])).toEqual([["white", 20]]);
    const both = bm.passing.find((t: { dimension: string }) => t.dimension === "sex_race_ethnicity");
    expect(both.rows.map((r: { label: string }) => r.label)).toEqual([
      "Female × White (Not Hispanic or Latino)",
      "Male × White (Not Hispanic or Latino)",
    ]);
    // Scoring rates: the share above the median fit of everyone scored.
    expect(typeof bm.median_fit).toBe("number");
    expect(bm.scoring).toHaveLength(3);
    expect(bm.version_date).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  test("per stage transition: of those who reached a stage, who moved on; counts under 5 read <5", async () => {
    const { stages } = (await impact(HARBOR_OWNER)).body.data;
    const t = stages.find((x: { from: string; to: string }) => x.from === FROM && x.to === TO);
    expect(t).toMatchObject({ reached: 20, moved: 4 });
    const sex = t.tables.find((x: { dimension: string }) => x.dimension === "sex");
    expect(
      sex.rows.map((r: { group: string; selected: number | string; rate: number }) => [r.group, r.selected, r.rate]),
    ).toEqual([
      ["female", "<5", 0.3],
      ["male", "<5", 0.1],
    ]);
    expect(sex.rows[1].impact_ratio).toBeCloseTo(1 / 3, 10);
    expect(sex.rows[1].flagged).toBe(true);
  });

  test("a period without candidates gives empty tables; from after to is a 400", async () => {
    const empty = await impact(HARBOR_OWNER, "?from=2001-01-01&to=2001-12-31");
    expect(empty.status).toBe(200);
    expect(empty.body.data.candidates).toBe(0);
    expect(empty.body.data.period).toEqual({ from: "2001-01-01", to: "2001-12-31" });
    const bad = await impact(HARBOR_OWNER, "?from=2026-02-01&to=2026-01-01");
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe("to");
  });

  test("without the capability: 403, for the figures and both pack formats", async () => {
    expect((await impact(HARBOR_USER)).status).toBe(403);
    expect((await s.call(HARBOR_USER, "GET", "/adverse-impact/audit-pack/csv")).status).toBe(403);
    expect((await s.call(HARBOR_USER, "GET", "/adverse-impact/audit-pack/pdf")).status).toBe(403);
  });

  test("another company is not found (404)", async () => {
    expect((await impact(HARBOR_OWNER, `?company_id=${summit}`)).status).toBe(404);
    expect((await s.call(HARBOR_OWNER, "GET", `/adverse-impact/audit-pack/csv?company_id=${summit}`)).status).toBe(404);
    expect(
      (await s.call(SUMMIT_OWNER, "PUT", "/adverse-impact/settings", { company_id: harbor, pass_threshold: 50 }))
        .status,
    ).toBe(404);
    // Summit's owner sees Summit's own figures, not Harbor's test benchmark.
    const own = await impact(SUMMIT_OWNER);
    expect(own.status).toBe(200);
    expect(own.body.data.benchmarks.some((b: { id: number }) => b.id === benchmarkId)).toBe(false);
  });

  test("across companies: a super admin sees every company, a franchise owner the franchise's, each company's own threshold", async () => {
    const { db } = s.database;
    const all = await impact(SUPER_ADMIN);
    expect(all.status).toBe(200);
    expect(all.body.data.company).toBeNull();
    expect(all.body.data.companies).toBe((await db.select().from(schema.companies)).length);
    expect(all.body.data.pass_threshold).toBeNull();
    const one = await impact(SUPER_ADMIN, `?company_id=${harbor}`);
    expect(one.body.data.company.id).toBe(harbor);
    expect(all.body.data.candidates).toBeGreaterThan(one.body.data.candidates);
    // Harbor's own benchmark is measured on Harbor's candidates alone, with Harbor's threshold, in either view.
    const own = (d: { benchmarks: { id: number }[] }) => d.benchmarks.find((b) => b.id === benchmarkId);
    expect(own(all.body.data)).toEqual(own(one.body.data));

    const [owner] = await db.select().from(schema.users).where(eq(schema.users.email, NORTHWIND_FRANCHISE_OWNER));
    const [home] = await db.select().from(schema.companies).where(eq(schema.companies.id, owner.companyId));
    const franchise = await db
      .select()
      .from(schema.companies)
      .where(eq(schema.companies.franchiseId, home.franchiseId!));
    const theirs = await impact(NORTHWIND_FRANCHISE_OWNER);
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.companies).toBe(franchise.length);
    expect(franchise.length).toBeGreaterThan(1);
  });

  test("the audit pack: CSV with the LL144 columns, one row per group, and a PDF; each download audited", async () => {
    const csv = await s.call(HARBOR_OWNER, "GET", "/adverse-impact/audit-pack/csv");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toMatch(/attachment; filename="bias-audit-.+\.csv"/);
    const lines = (csv.body as string).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(CSV_COLUMNS.join(","));
    const men = lines.find(
      (l) =>
        l.startsWith("Selection (fit at or above the threshold),Adverse impact test,") && l.includes(",Sex,Male,male,"),
    );
    expect(men).toBeDefined();
    expect(men).toContain(`,${threshold},`);
    expect(men).toContain(",10,<5,0.200,0.40,");
    expect(men).toContain(",yes,");
    const unknown = lines.find(
      (l) => l.startsWith("Selection") && l.includes("Adverse impact test") && l.includes(",Sex,Unknown or declined,"),
    );
    expect(unknown).toContain("no: unknown category");

    const pdf = await s.call(HARBOR_OWNER, "GET", "/adverse-impact/audit-pack/pdf");
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toContain("application/pdf");
    expect(String(pdf.body).startsWith("%PDF")).toBe(true);

    const audited = await s.database.db
      .select()
      .from(schema.auditEvents)
      .where(and(eq(schema.auditEvents.action, "adverse_impact.export"), eq(schema.auditEvents.companyId, harbor)));
    expect(audited.map((a) => a.summary.slice(0, 37))).toEqual([
      "Bias audit pack downloaded as CSV (20",
      "Bias audit pack downloaded as PDF (20",
    ]);
  });
});
