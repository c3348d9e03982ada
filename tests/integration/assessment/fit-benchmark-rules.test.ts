// One fit per candidate (ADR 056): one rule picks the benchmark every view of a candidate uses — the job's, else the
// role's, else none — and says why; a pick for the page drives the fit, the interview questions and the summary
// alike. The health-adjacent facets stay out of fit unless the company records why (owner or super admin, audited),
// and a change re-scores the company's fits.
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import * as schema from "../../../server/db/schema/index";
import { fitForScores, type BenchmarkTargets } from "../../../domain/assessment/fit";
import type { AssessmentScores } from "../../../domain/assessment/scoring";
import { HARBOR_OWNER, HARBOR_USER, startStaffApi, SUPER_ADMIN, type StaffApi } from "./staff-api";

let s: StaffApi;
let harborIds: number[];
const harbor = () => s.companyIds["harbor-dental"];

beforeAll(async () => {
  s = await startStaffApi();
  harborIds = await s.resultIds("harbor-dental", (r) => r.scores !== null);
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const range = (min: number, max: number) => ({ min, max });
const domains = { N: range(1, 99), E: range(1, 99), O: range(1, 99), A: range(1, 99), C: range(2, 99) };

const setRole = (id: number, roleName: string) =>
  s.database.db.update(schema.surveyResults).set({ roleName }).where(eq(schema.surveyResults.id, id));
const scoresOf = async (id: number) =>
  (await s.database.db.select().from(schema.surveyResults).where(eq(schema.surveyResults.id, id)))[0]
    .scores as AssessmentScores;
const fitOf = (id: number, picked?: number) =>
  s.call(
    HARBOR_OWNER,
    "GET",
    `/candidates/scoring/fit?surveyResultId=${id}${picked ? `&role_benchmark_id=${picked}` : ""}`,
  );

/** Polls a benchmark until its stored scores belong to its current version. */
async function settled(id: number) {
  for (let i = 0; i < 300; i++) {
    const { body } = await s.call(SUPER_ADMIN, "GET", `/role-benchmarks/${id}`);
    if (body.data.rescore.state === "done" && body.data.rescore.scored_version === body.data.version) return body.data;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`benchmark ${id} was not re-scored in time`);
}

async function applyTo(resultId: number, title: string) {
  const [job] = await s.database.db
    .insert(schema.jobs)
    .values({ companyId: harbor(), title, status: "published" })
    .returning();
  await s.database.db
    .insert(schema.jobApplications)
    .values({ jobId: job.id, surveyResultId: resultId, first: "A", last: "B", email: `applicant${resultId}@x.test` });
}

describe("the benchmark a candidate is measured against", () => {
  test("is the role's, with why, and the fit is the stored one", async () => {
    const id = harborIds[0];
    await setRole(id, "Hygienist");
    const { status, body } = await fitOf(id);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      benchmark: { name: "Dental hygienist" },
      source: "role",
      reason: "the benchmark for the role Hygienist",
      default_reason: null,
    });
    const [stored] = await s.database.db
      .select()
      .from(schema.benchmarkScores)
      .where(
        and(
          eq(schema.benchmarkScores.surveyResultId, id),
          eq(schema.benchmarkScores.roleBenchmarkId, body.data.benchmark.id),
        ),
      );
    expect(body.data.state).toBe("scored");
    expect(body.data.fit).toBe(stored.fit);
  });

  test("is none for a role no benchmark is named for: no fit number, the reason, and the benchmarks to pick from", async () => {
    const id = harborIds[1];
    await setRole(id, "Receptionist");
    const { body } = await fitOf(id);
    expect(body.data).toMatchObject({
      benchmark: null,
      source: "none",
      reason: "no benchmark for Receptionist",
      fit: null,
      band: null,
      state: "no_benchmark",
    });
    expect(body.data.benchmarks.map((b: { name: string }) => b.name)).toContain("Dental hygienist");
    // The interview and the summary say the same, and measure against nothing.
    const interview = await s.call(HARBOR_OWNER, "GET", `/custom-interview-questions/notes/${id}`);
    expect(interview.body.data).toMatchObject({
      benchmark: null,
      benchmark_source: null,
      benchmark_reason: "no benchmark for Receptionist",
    });
    expect(interview.body.data.questions.filter((q: { kind: string }) => q.kind !== "custom")).toEqual([]);
    const analysis = await s.call(
      HARBOR_OWNER,
      "POST",
      `/survey-results/${id}/generate-analysis-and-interview-questions`,
    );
    expect(analysis.status).toBe(201);
    expect(analysis.body.data.benchmark).toBeNull();
    expect(analysis.body.data.analysis.benchmark_fit).toContain("no benchmark for Receptionist");
  });

  test("is the job's when the person applied to a job that has one; the interview and summary use it too", async () => {
    const created = await s.call(SUPER_ADMIN, "POST", "/role-benchmarks", {
      name: "Front desk coordinator",
      company_id: harbor(),
      targets: { domains, facets: {} },
    });
    expect(created.status).toBe(201);
    const id = harborIds[2];
    await setRole(id, "Hygienist");
    await applyTo(id, "Front Desk Coordinator");
    const { body } = await fitOf(id);
    expect(body.data).toMatchObject({
      benchmark: { id: created.body.data.id, name: "Front desk coordinator" },
      source: "job",
      reason: "the benchmark of the job Front Desk Coordinator",
    });
    const interview = await s.call(HARBOR_OWNER, "GET", `/custom-interview-questions/notes/${id}`);
    expect(interview.body.data).toMatchObject({
      benchmark: { id: created.body.data.id },
      benchmark_source: "job",
      benchmark_reason: "the benchmark of the job Front Desk Coordinator",
    });
    const analysis = await s.call(
      HARBOR_OWNER,
      "POST",
      `/survey-results/${id}/generate-analysis-and-interview-questions`,
    );
    expect(analysis.body.data.benchmark).toEqual({ id: created.body.data.id, name: "Front desk coordinator" });
  });

  test("a pick for the page drives the fit, the interview and the summary; a foreign pick is ignored by the fit", async () => {
    const id = harborIds[3];
    await setRole(id, "Receptionist");
    const all = (await s.call(SUPER_ADMIN, "GET", "/role-benchmarks")).body.data as { id: number; name: string }[];
    const sales = all.find((b) => b.name === "Sales representative")!;
    const trainer = all.find((b) => b.name === "Personal trainer")!;
    const picked = (await fitOf(id, sales.id)).body.data;
    expect(picked).toMatchObject({
      benchmark: { id: sales.id },
      source: "picked",
      reason: "picked for this page",
      default_reason: "no benchmark for Receptionist",
    });
    const interview = await s.call(
      HARBOR_OWNER,
      "GET",
      `/custom-interview-questions/notes/${id}?role_benchmark_id=${sales.id}`,
    );
    expect(interview.body.data).toMatchObject({ benchmark: { id: sales.id }, benchmark_source: "picked" });
    const analysis = await s.call(
      HARBOR_OWNER,
      "POST",
      `/survey-results/${id}/generate-analysis-and-interview-questions?role_benchmark_id=${sales.id}`,
    );
    expect(analysis.body.data.benchmark).toEqual({ id: sales.id, name: "Sales representative" });
    expect(analysis.body.data.analysis.benchmark_fit).toContain(`Fit ${picked.fit}/100`);
    // Another company's benchmark: the page's fit falls back to the rule; the interview API refuses it.
    expect((await fitOf(id, trainer.id)).body.data).toMatchObject({ benchmark: null, source: "none" });
    const foreign = await s.call(
      HARBOR_OWNER,
      "GET",
      `/custom-interview-questions/notes/${id}?role_benchmark_id=${trainer.id}`,
    );
    expect(foreign.status).toBe(404);
  });

  test("the board's default badge says why a card has no fit", async () => {
    const id = harborIds[1];
    const { status, body } = await s.call(
      HARBOR_OWNER,
      "GET",
      `/survey-results/board?company_id=${harbor()}&limit=200`,
    );
    expect(status).toBe(200);
    const cards = body.data.columns.flatMap((c: { cards: unknown[] }) => c.cards);
    const receptionist = cards.find((c: { id: number }) => c.id === id);
    if (receptionist) expect(receptionist).toMatchObject({ fit: null, fit_note: "no benchmark for Receptionist" });
    const withFit = cards.find((c: { fit: unknown }) => c.fit !== null);
    expect(withFit?.fit_note ?? null).toBeNull();
    expect(cards.some((c: { fit_note: string | null }) => c.fit_note === "no benchmark for Receptionist")).toBe(true);
  });
});

describe("the health-adjacent facets", () => {
  let benchmarkId: number;
  let targets: BenchmarkTargets;
  const id = () => harborIds[4];

  test("are left out of fit by default, and the answer says which", async () => {
    targets = { domains, facets: { C4: range(1, 99), N3: range(98, 99), N5: range(98, 99), N6: range(98, 99) } };
    const created = await s.call(SUPER_ADMIN, "POST", "/role-benchmarks", {
      name: "Night receptionist",
      company_id: harbor(),
      targets,
    });
    benchmarkId = created.body.data.id;
    await settled(benchmarkId);
    await setRole(id(), "Night receptionist");
    const { body } = await fitOf(id());
    const scores = await scoresOf(id());
    const without = fitForScores(scores, { domains, facets: { C4: range(1, 99) } }, { includeHealthFacets: true });
    expect(body.data.excluded_facets.map((f: { code: string }) => f.code)).toEqual(["N3", "N5", "N6"]);
    expect(body.data.excluded_facets.map((f: { name: string }) => f.name)).not.toContain("Depression");
    expect(body.data.traits.map((t: { code: string }) => t.code)).not.toContain("N3");
    expect(body.data.fit).toBe(without.fit);
    // Every way of computing it agrees: the calculation stores the same.
    const calculated = await s.call(HARBOR_OWNER, "POST", "/candidates/scoring/calculate", {
      survey_result_id: id(),
      role_benchmark_id: benchmarkId,
    });
    expect(calculated.body.data[0].fit).toBe(without.fit);
  });

  test("a company user may not include them; an owner must give a reason", async () => {
    const denied = await s.call(HARBOR_USER, "PUT", `/companies/${harbor()}/fit-settings`, {
      include_health_facets: true,
      reason: "Night shifts alone with patients need composure.",
    });
    expect(denied.status).toBe(403);
    const missing = await s.call(HARBOR_OWNER, "PUT", `/companies/${harbor()}/fit-settings`, {
      include_health_facets: true,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e: { path: string }) => e.path)).toEqual(["reason"]);
    const read = await s.call(HARBOR_USER, "GET", `/companies/${harbor()}/fit-settings`);
    expect(read.body.data).toMatchObject({ include_health_facets: false, reason: null, can_change: false });
  });

  test("included with a reason: recorded with who and when, audited, and the company's fits re-scored", async () => {
    const reason = "Night shifts alone with patients need composure (reviewed by counsel).";
    const res = await s.call(HARBOR_OWNER, "PUT", `/companies/${harbor()}/fit-settings`, {
      include_health_facets: true,
      reason,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ include_health_facets: true, reason, excluded_facets: [], can_change: true });
    expect(res.body.data.changed_by.name).toBeTruthy();
    expect(res.body.data.changed_at).toBeTruthy();
    const [audit] = await s.database.db
      .select()
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.companyId, harbor()))
      .orderBy(desc(schema.auditEvents.id))
      .limit(1);
    expect(audit.action).toBe("company.fit_health_facets_include");
    expect(audit.summary).not.toContain("counsel");

    await settled(benchmarkId);
    const withFacets = fitForScores(await scoresOf(id()), targets, { includeHealthFacets: true });
    const { body } = await fitOf(id());
    expect(body.data.excluded_facets).toEqual([]);
    expect(body.data.fit).toBe(withFacets.fit);

    // Left out again: no reason needed, and the reason is cleared.
    const back = await s.call(HARBOR_OWNER, "PUT", `/companies/${harbor()}/fit-settings`, {
      include_health_facets: false,
    });
    expect(back.body.data).toMatchObject({ include_health_facets: false, reason: null });
    await settled(benchmarkId);
    expect((await fitOf(id())).body.data.excluded_facets).toHaveLength(3);
  });
});
