// The growth report's API (coaching brand): the report against a role benchmark or the profile's extremes, its
// action plan (saved whole, refused from a stale copy, validated with field paths), the PDF, and the tenant scope.
// `~brand` is swapped for the coaching brand in this file, as BRAND=coaching does for a build; its growth texts are
// a table whose every string names its scale and level, so the tests see which block the report used.
import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import * as schema from "../../../server/db/schema/index";
import { DOMAIN_NAMES, DOMAINS } from "../../../domain/assessment/traits";
import { buildGrowthReport } from "../../../domain/coaching/growth";
import { HARBOR_OWNER, HARBOR_USER, startStaffApi, SUMMIT_OWNER, type StaffApi } from "../assessment/staff-api";
import { fakeGrowthTexts } from "./growth-fake-texts";

vi.mock("~brand", async () => {
  const coaching = (await import("../../../brands/coaching/index")).default;
  const { fakeGrowthTexts: texts } = await import("./growth-fake-texts");
  return { default: { ...coaching, loadGrowthTexts: async () => texts() } };
});

let s: StaffApi;
let resultId: number;
let person: typeof schema.surveyResults.$inferSelect;
const benchmarkIds: Record<string, number> = {};

beforeAll(async () => {
  s = await startStaffApi();
  [resultId] = await s.resultIds("harbor-dental");
  [person] = await s.database.db.select().from(schema.surveyResults).where(eq(schema.surveyResults.id, resultId));
  for (const b of await s.database.db.select().from(schema.roleBenchmarks)) benchmarkIds[b.name] = b.id;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const goal = (over: Record<string, unknown> = {}) => ({
  id: "g1",
  title: "Speak up first in the Monday meeting",
  scale: "E3",
  due_on: "2026-06-30",
  done: false,
  steps: [{ id: "s1", text: "Prepare one point the evening before", due_on: "2026-05-04", done: false }],
  ...over,
});

/** A scored Harbor Dental result of its own, so plan tests never share a plan. */
async function freshResult(): Promise<number> {
  const [row] = await s.database.db
    .insert(schema.surveyResults)
    .values({
      companyId: s.companyIds["harbor-dental"],
      roleName: "Receptionist",
      first: "Grace",
      last: "Planner",
      email: `grace.${Math.random().toString(36).slice(2)}@example.test`,
      consentAt: new Date(),
      submittedAt: new Date(),
      scores: person.scores,
    })
    .returning({ id: schema.surveyResults.id });
  return row.id;
}

describe("the growth report", () => {
  test("without a benchmark: the profile's extremes, from the brand's texts, with every benchmark that applies", async () => {
    const res = await s.call(HARBOR_OWNER, "GET", `/growth-reports/${resultId}`);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.person).toEqual({
      id: resultId,
      first: person.first,
      last: person.last,
      role_name: person.roleName,
      company: { id: s.companyIds["harbor-dental"], name: "Harbor Dental" },
      submitted_at: person.submittedAt!.toISOString(),
    });
    // The company's own benchmark and those for every company; not another company's.
    expect(data.benchmarks.map((b: { name: string }) => b.name)).toEqual([
      "Customer-facing role",
      "Dental assistant",
      "Dental hygienist",
      "Sales representative",
    ]);
    expect(data.benchmark).toBeNull();
    expect(data.report.basis).toBe("profile");
    expect(data.report).toEqual(buildGrowthReport(person.scores!, fakeGrowthTexts(), null));

    // What that means for a reader: facets only, no middle level among the growth areas, the blocks of each level.
    expect(data.report.domains.map((d: { scale: string; name: string }) => d.name)).toEqual(
      DOMAINS.map((d) => DOMAIN_NAMES[d]),
    );
    expect(data.report.domains[0].suggestions).toHaveLength(3);
    for (const area of data.report.growthAreas) {
      expect(area.kind).toBe("facet");
      expect(area.level).not.toBe("neutral");
      expect(area.text).toBe(`Growth of ${area.scale} at ${area.level}.`);
      expect(area.suggestions).toEqual([
        `Try ${area.scale} ${area.level} one.`,
        `Try ${area.scale} ${area.level} two.`,
        `Try ${area.scale} ${area.level} three.`,
      ]);
    }
    for (const strength of data.report.strengths) expect(strength.text).toMatch(/^Strength of [A-Z]\d /);
    expect(data.report.strengths.length + data.report.growthAreas.length).toBeGreaterThan(0);
    const first = data.report.growthAreas[0] ?? data.report.strengths[0];
    expect(data.report.nextSessionPrompt).toBe(`What about ${first.scale} at ${first.level}?`);
  });

  test("against a benchmark: growth areas outside its ranges, largest gap first, with the range and direction", async () => {
    const id = benchmarkIds["Dental hygienist"];
    const res = await s.call(HARBOR_OWNER, "GET", `/growth-reports/${resultId}?benchmark_id=${id}`);
    expect(res.status).toBe(200);
    const { benchmark, report } = res.body.data;
    expect(benchmark).toEqual({ id, name: "Dental hygienist" });
    expect(report.basis).toBe("benchmark");
    const [stored] = await s.database.db.select().from(schema.roleBenchmarks).where(eq(schema.roleBenchmarks.id, id));
    expect(report).toEqual(
      buildGrowthReport(person.scores!, fakeGrowthTexts(), { id, name: stored.name, targets: stored.targets }),
    );
    const gaps = report.growthAreas.map((a: { gap: number }) => a.gap);
    expect(gaps).toEqual([...gaps].sort((a, b) => b - a));
    for (const area of report.growthAreas) {
      expect(area.gap).toBeGreaterThan(0);
      expect(area.direction).toBe(area.percentile < area.target.min ? "up" : "down");
    }
    for (const strength of report.strengths) {
      expect(strength.percentile).toBeGreaterThanOrEqual(strength.target.min);
      expect(strength.percentile).toBeLessThanOrEqual(strength.target.max);
    }
  });

  test("a benchmark of another company, an unknown one or a malformed id is refused with its field", async () => {
    const foreign = await s.call(
      HARBOR_OWNER,
      "GET",
      `/growth-reports/${resultId}?benchmark_id=${benchmarkIds["Personal trainer"]}`,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.errors).toEqual([
      { path: "benchmark_id", message: "is not a role benchmark for this person's company" },
    ]);
    expect((await s.call(HARBOR_OWNER, "GET", `/growth-reports/${resultId}?benchmark_id=999999`)).status).toBe(404);
    const malformed = await s.call(HARBOR_OWNER, "GET", `/growth-reports/${resultId}?benchmark_id=abc`);
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0].path).toBe("benchmark_id");
    expect((await s.call(HARBOR_OWNER, "GET", `/growth-reports/abc`)).body.errors[0].path).toBe("surveyResultId");
  });

  test("an unfinished assessment has no report yet: 409 saying so", async () => {
    const [row] = await s.database.db
      .insert(schema.surveyResults)
      .values({
        companyId: s.companyIds["harbor-dental"],
        roleName: "Receptionist",
        first: "Una",
        last: "Finished",
        email: "una.finished@example.test",
        consentAt: new Date(),
      })
      .returning({ id: schema.surveyResults.id });
    const res = await s.call(HARBOR_OWNER, "GET", `/growth-reports/${row.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/once the assessment is finished/);
    expect((await s.call(HARBOR_OWNER, "GET", `/growth-reports/${row.id}/pdf`)).status).toBe(409);
  });
});

describe("the action plan", () => {
  test("starts empty, saves whole, loads back as saved, and names who saved it", async () => {
    const id = await freshResult();
    const empty = await s.call(HARBOR_USER, "GET", `/growth-reports/${id}/action-plan`);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({ goals: [], version: 0, updated_at: null, updated_by: null });

    const saved = await s.call(HARBOR_USER, "PUT", `/growth-reports/${id}/action-plan`, {
      version: 0,
      goals: [goal({ title: "  Speak up first in the Monday meeting  " }), { id: "g2", title: "Own goal" }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ version: 1, updated_by: { first: "Umar", last: "User" } });
    expect(saved.body.data.goals).toEqual([
      goal(),
      { id: "g2", title: "Own goal", scale: null, due_on: null, done: false, steps: [] },
    ]);
    const loaded = await s.call(HARBOR_OWNER, "GET", `/growth-reports/${id}/action-plan`);
    expect(loaded.body.data).toEqual(saved.body.data);

    // Ticking the step is a save of the whole plan from version 1.
    const ticked = goal({ steps: [{ ...goal().steps[0], done: true }] });
    const next = await s.call(HARBOR_OWNER, "PUT", `/growth-reports/${id}/action-plan`, {
      version: 1,
      goals: [ticked],
    });
    expect(next.status).toBe(200);
    expect(next.body.data).toMatchObject({ version: 2, goals: [ticked], updated_by: { first: "Olivia" } });
  });

  test("a save from a stale copy is refused with 409, and of two saves from the same copy exactly one lands", async () => {
    const id = await freshResult();
    const [a, b] = await Promise.all([
      s.call(HARBOR_OWNER, "PUT", `/growth-reports/${id}/action-plan`, { version: 0, goals: [goal({ title: "A" })] }),
      s.call(HARBOR_USER, "PUT", `/growth-reports/${id}/action-plan`, { version: 0, goals: [goal({ title: "B" })] }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? "A" : "B";
    expect((await s.call(HARBOR_OWNER, "GET", `/growth-reports/${id}/action-plan`)).body.data.goals[0].title).toBe(
      winner,
    );
    const stale = a.status === 409 ? a : b;
    expect(stale.body.message).toBe("Someone else saved this plan meanwhile; reload to see their changes.");

    await s.call(HARBOR_OWNER, "PUT", `/growth-reports/${id}/action-plan`, {
      version: 1,
      goals: [goal({ title: "C" })],
    });
    const late = await s.call(HARBOR_USER, "PUT", `/growth-reports/${id}/action-plan`, {
      version: 1,
      goals: [goal({ title: "D" })],
    });
    expect(late.status).toBe(409);
    const plan = (await s.call(HARBOR_OWNER, "GET", `/growth-reports/${id}/action-plan`)).body.data;
    expect(plan.version).toBe(2);
    expect(plan.goals[0].title).toBe("C");
  });

  test("invalid plans are refused with 400 and the field path of each problem", async () => {
    const id = await freshResult();
    const put = (body: unknown) => s.call(HARBOR_OWNER, "PUT", `/growth-reports/${id}/action-plan`, body);
    const pathsOf = async (body: unknown) => {
      const res = await put(body);
      expect(res.status).toBe(400);
      return res.body.errors.map((e: { path: string }) => e.path);
    };
    expect(await pathsOf({ goals: [] })).toEqual(["version"]);
    expect(await pathsOf({ version: 0, goals: Array.from({ length: 21 }, (_, i) => goal({ id: `g${i}` })) })).toEqual([
      "goals",
    ]);
    expect(await pathsOf({ version: 0, goals: [goal({ title: "   " })] })).toEqual(["goals.0.title"]);
    expect(await pathsOf({ version: 0, goals: [goal({ title: "x".repeat(301) })] })).toEqual(["goals.0.title"]);
    expect(await pathsOf({ version: 0, goals: [goal({ due_on: "2026-02-30" })] })).toEqual(["goals.0.due_on"]);
    expect(await pathsOf({ version: 0, goals: [goal({ due_on: "30/06/2026" })] })).toEqual(["goals.0.due_on"]);
    expect(await pathsOf({ version: 0, goals: [goal({ scale: "X9" })] })).toEqual(["goals.0.scale"]);
    expect(await pathsOf({ version: 0, goals: [goal({ id: "" })] })).toEqual(["goals.0.id"]);
    expect(await pathsOf({ version: 0, goals: [goal({ id: "g".repeat(65) })] })).toEqual(["goals.0.id"]);
    expect(await pathsOf({ version: 0, goals: [goal(), goal()] })).toEqual(["goals.1.id"]);
    const steps = Array.from({ length: 21 }, (_, i) => ({ id: `s${i}`, text: "Step" }));
    expect(await pathsOf({ version: 0, goals: [goal({ steps })] })).toEqual(["goals.0.steps"]);
    expect(
      await pathsOf({
        version: 0,
        goals: [goal({ steps: [{ id: "s1", text: "y".repeat(301), due_on: "2026-13-01" }] })],
      }),
    ).toEqual(["goals.0.steps.0.text", "goals.0.steps.0.due_on"]);
    // Nothing was saved by any of them.
    expect((await s.call(HARBOR_OWNER, "GET", `/growth-reports/${id}/action-plan`)).body.data.version).toBe(0);
    // The largest plan allowed is saved.
    const full = Array.from({ length: 20 }, (_, i) =>
      goal({ id: `g${i}`, steps: Array.from({ length: 20 }, (_, j) => ({ id: `s${j}`, text: "t".repeat(300) })) }),
    );
    expect((await put({ version: 0, goals: full })).status).toBe(200);
  });
});

describe("the PDF", () => {
  test("is a PDF download named after the person, whose text holds the name, the five domains and the plan", async () => {
    const id = await freshResult();
    await s.call(HARBOR_OWNER, "PUT", `/growth-reports/${id}/action-plan`, { version: 0, goals: [goal()] });
    const res = await s.api.fetch(`/growth-reports/${id}/pdf?benchmark_id=${benchmarkIds["Dental hygienist"]}`, {
      as: HARBOR_OWNER,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="growth-report-Grace-Planner.pdf"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const { text, totalPages } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(text).toContain("Grace Planner");
    for (const d of DOMAINS) expect(text).toContain(DOMAIN_NAMES[d]);
    expect(text).toContain("Growth areas to develop");
    expect(text).toContain("Dental hygienist");
    expect(text).toContain("Speak up first in the Monday meeting");
    expect(text).toContain("Prepare one point the evening before");
    expect(text).toContain("0 of 1 step done");
    expect(text).toContain(`Page 1 of ${totalPages}`);
  });
});

describe("tenant scope", () => {
  test("another company's user finds neither the report, its plan nor its PDF, and cannot write the plan", async () => {
    const id = await freshResult();
    await s.call(HARBOR_OWNER, "PUT", `/growth-reports/${id}/action-plan`, { version: 0, goals: [goal()] });
    for (const [method, path, body] of [
      ["GET", `/growth-reports/${id}`],
      ["GET", `/growth-reports/${id}/action-plan`],
      ["PUT", `/growth-reports/${id}/action-plan`, { version: 1, goals: [] }],
      ["GET", `/growth-reports/${id}/pdf`],
    ] as const) {
      expect((await s.call(SUMMIT_OWNER, method, path, body)).status, `${method} ${path}`).toBe(404);
    }
    const plan = (await s.call(HARBOR_OWNER, "GET", `/growth-reports/${id}/action-plan`)).body.data;
    expect(plan).toMatchObject({ version: 1, goals: [goal()] });
    expect((await s.call(HARBOR_OWNER, "GET", `/growth-reports/99999999`)).status).toBe(404);
    expect((await s.api.fetch(`/growth-reports/${id}`)).status).toBe(401);
  });
});
