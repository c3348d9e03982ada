// Role benchmarks and fit scores: super admins manage benchmarks; a change of targets re-scores the results in a
// background job on the database-backed queue, with its progress on the benchmark; everyone reads the fit of the
// results they see; a new submission is scored against the benchmarks at once.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import * as schema from "../../../server/db/schema/index";
import { fitForScores, type BenchmarkTargets } from "../../../domain/assessment/fit";
import { simulatedAnswers } from "../../support/answers";
import type { AssessmentScores } from "../../../domain/assessment/scoring";
import { HARBOR_OWNER, startStaffApi, SUMMIT_OWNER, SUPER_ADMIN, type StaffApi } from "./staff-api";

let s: StaffApi;
let harborIds: number[];

beforeAll(async () => {
  s = await startStaffApi();
  harborIds = await s.resultIds("harbor-dental", (r) => r.scores !== null);
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const range = (min: number, max: number) => ({ min, max });
const targets = (min: number, max: number, facets: BenchmarkTargets["facets"] = {}): BenchmarkTargets => ({
  domains: { N: range(min, max), E: range(min, max), O: range(min, max), A: range(min, max), C: range(min, max) },
  facets,
});

/** Polls the benchmark until its scores belong to its current version (the job is done). */
async function settled(id: number) {
  for (let i = 0; i < 200; i++) {
    const { body } = await s.call(SUPER_ADMIN, "GET", `/role-benchmarks/${id}`);
    if (body.data.rescore.state === "done" && body.data.rescore.scored_version === body.data.version) return body.data;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`benchmark ${id} was not re-scored in time`);
}

const storedFit = async (resultId: number, benchmarkId: number) =>
  (
    await s.database.db
      .select()
      .from(schema.benchmarkScores)
      .where(
        and(
          eq(schema.benchmarkScores.surveyResultId, resultId),
          eq(schema.benchmarkScores.roleBenchmarkId, benchmarkId),
        ),
      )
  )[0];

const scoresOf = async (id: number) =>
  (await s.database.db.select().from(schema.surveyResults).where(eq(schema.surveyResults.id, id)))[0]
    .scores as AssessmentScores;

describe("managing role benchmarks", () => {
  test("only super admins search, create, change and delete them", async () => {
    const body = { name: "Forbidden", targets: targets(1, 99) };
    expect((await s.call(HARBOR_OWNER, "POST", "/role-benchmarks", body)).status).toBe(403);
    expect((await s.call(HARBOR_OWNER, "GET", "/role-benchmarks/search")).status).toBe(403);
    const [any] = (await s.call(SUPER_ADMIN, "GET", "/role-benchmarks")).body.data;
    expect((await s.call(HARBOR_OWNER, "PUT", `/role-benchmarks/${any.id}`, body)).status).toBe(403);
    expect((await s.call(HARBOR_OWNER, "DELETE", `/role-benchmarks/${any.id}`)).status).toBe(403);
  });

  test("a company user reads the benchmarks for every company and their company's own, never another company's", async () => {
    const harbor = (await s.call(HARBOR_OWNER, "GET", "/role-benchmarks")).body.data.map(
      (b: { name: string }) => b.name,
    );
    expect(harbor).toEqual(["Customer-facing role", "Dental assistant", "Dental hygienist", "Sales representative"]);
    const summitOwn = (await s.call(SUMMIT_OWNER, "GET", "/role-benchmarks")).body.data.find(
      (b: { name: string }) => b.name === "Personal trainer",
    );
    expect((await s.call(HARBOR_OWNER, "GET", `/role-benchmarks/${summitOwn.id}`)).status).toBe(404);
  });

  test("validates the targets field by field", async () => {
    const res = await s.call(SUPER_ADMIN, "POST", "/role-benchmarks", {
      name: "",
      targets: {
        domains: { N: range(60, 40), E: range(0, 50), O: range(1, 99), A: range(1, 99) },
        facets: { X9: range(1, 2) },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(
      ["name", "targets.domains.C", "targets.domains.E.min", "targets.domains.N.max", "targets.facets"].sort(),
    );
  });

  test("searches by the start of the name, sorted and paged", async () => {
    const res = await s.call(SUPER_ADMIN, "GET", "/role-benchmarks/search?search=d&sort_by=name");
    expect(res.body.data.map((b: { name: string }) => b.name)).toEqual(["Dental assistant", "Dental hygienist"]);
    const page = await s.call(SUPER_ADMIN, "GET", "/role-benchmarks/search?limit=2&page=2&sort_by=name&order_by=desc");
    expect(page.body.meta).toEqual({ total: 5, page: 2, limit: 2 });
    expect(page.body.data.map((b: { name: string }) => b.name)).toEqual(["Dental hygienist", "Dental assistant"]);
    const mine = await s.call(SUPER_ADMIN, "GET", `/role-benchmarks/search?company_id=none`);
    expect(mine.body.data.map((b: { name: string }) => b.name)).toEqual([
      "Customer-facing role",
      "Sales representative",
    ]);
  });

  test("a name is used once per company scope (409)", async () => {
    const res = await s.call(SUPER_ADMIN, "POST", "/role-benchmarks", {
      name: "customer-FACING role",
      targets: targets(20, 80),
    });
    expect(res.status).toBe(409);
    expect(res.body.errors[0].path).toBe("name");
  });

  test("ranges that narrow nothing (every one 1–99) are refused on path targets: everyone would fit at 100", async () => {
    const open = await s.call(SUPER_ADMIN, "POST", "/role-benchmarks", { name: "Anyone", targets: targets(1, 99) });
    expect(open.status).toBe(400);
    expect(open.body.errors).toEqual([
      {
        path: "targets",
        message: "must narrow at least one range below 1–99: with every range open every result fits at 100",
      },
    ]);
    // Open facets narrow nothing either; one narrowed facet (or domain end) is enough.
    const openFacet = { name: "Anyone", targets: targets(1, 99, { C2: range(1, 99) }) };
    expect((await s.call(SUPER_ADMIN, "POST", "/role-benchmarks", openFacet)).status).toBe(400);
    const oneFacet = await s.call(SUPER_ADMIN, "POST", "/role-benchmarks", {
      name: "Anyone but the disorderly",
      targets: targets(1, 99, { C2: range(30, 99) }),
    });
    expect(oneFacet.status).toBe(201);
    const edit = await s.call(SUPER_ADMIN, "PUT", `/role-benchmarks/${oneFacet.body.data.id}`, {
      name: "Anyone but the disorderly",
      targets: targets(1, 99),
    });
    expect(edit.status).toBe(400);
    expect(edit.body.errors[0].path).toBe("targets");
    await s.call(SUPER_ADMIN, "DELETE", `/role-benchmarks/${oneFacet.body.data.id}`);
  });
});

describe("fit scores through the background job", () => {
  test("creating a benchmark scores every result it applies to, with progress on the benchmark", async () => {
    const created = await s.call(SUPER_ADMIN, "POST", "/role-benchmarks", {
      name: "Harbor front desk",
      company_id: s.companyIds["harbor-dental"],
      targets: targets(40, 60),
    });
    expect(created.status).toBe(201);
    expect(created.body.data.version).toBe(1);
    expect(["queued", "running", "done"]).toContain(created.body.data.rescore.state);
    const done = await settled(created.body.data.id);
    expect(done.rescore).toMatchObject({
      state: "done",
      done: harborIds.length,
      total: harborIds.length,
      scored_version: 1,
    });
    const fit = await storedFit(harborIds[0], done.id);
    expect(fit.fit).toBe(fitForScores(await scoresOf(harborIds[0]), targets(40, 60)).fit);
    expect(fit.benchmarkVersion).toBe(1);
  });

  test("editing a benchmark's targets changes the fit scores through the job, and the app sees them", async () => {
    const created = (
      await s.call(SUPER_ADMIN, "POST", "/role-benchmarks", { name: "Careful carer", targets: targets(5, 95) })
    ).body.data;
    await settled(created.id);
    const id = harborIds[1];
    const before = await s.call(HARBOR_OWNER, "GET", `/candidates/scoring/scores?surveyResultId=${id}`);
    const beforeFit = before.body.data.find(
      (f: { role_benchmark: { id: number } }) => f.role_benchmark.id === created.id,
    );
    const wide = fitForScores(await scoresOf(id), targets(5, 95));
    expect(beforeFit).toMatchObject({ fit: wide.fit, band: wide.band, stale: false, benchmark_version: 1 });

    const strict = targets(95, 99, { C2: range(95, 99) });
    const edited = await s.call(SUPER_ADMIN, "PUT", `/role-benchmarks/${created.id}`, {
      name: "Careful carer",
      targets: strict,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.version).toBe(2);
    const done = await settled(created.id);
    expect(done.rescore.scored_version).toBe(2);

    const after = await s.call(HARBOR_OWNER, "GET", `/candidates/scoring/scores?surveyResultId=${id}`);
    const afterFit = after.body.data.find(
      (f: { role_benchmark: { id: number } }) => f.role_benchmark.id === created.id,
    );
    const expected = fitForScores(await scoresOf(id), strict);
    expect(afterFit).toMatchObject({ fit: expected.fit, band: expected.band, stale: false, benchmark_version: 2 });
    expect(afterFit.fit).toBeLessThan(100);

    // A change of name only makes no new version and re-scores nothing.
    const renamed = await s.call(SUPER_ADMIN, "PUT", `/role-benchmarks/${created.id}`, {
      name: "Careful carer (strict)",
      targets: strict,
    });
    expect(renamed.body.data.version).toBe(2);
  });

  test("trigger-update re-scores on request; a deleted benchmark takes its scores with it", async () => {
    const created = (
      await s.call(SUPER_ADMIN, "POST", "/role-benchmarks", { name: "Temporary", targets: targets(20, 80) })
    ).body.data;
    await settled(created.id);
    // Someone tampered with a stored fit: the requested update puts it right.
    await s.database.db
      .update(schema.benchmarkScores)
      .set({ fit: 3 })
      .where(eq(schema.benchmarkScores.roleBenchmarkId, created.id));
    const trigger = await s.call(SUPER_ADMIN, "POST", "/benchmark-scores/trigger-update", {
      role_benchmark_id: created.id,
    });
    expect(trigger.status).toBe(202);
    expect(trigger.body.data).toEqual({ role_benchmark_ids: [created.id] });
    await (
      await import("../../../api/queue/index")
    )
      .queueFor({ db: s.database.db, env: {}, logger: console })
      .then((q) => q.settled("benchmark-scores-rescore"));
    await settled(created.id);
    expect((await storedFit(harborIds[0], created.id)).fit).toBe(
      fitForScores(await scoresOf(harborIds[0]), targets(20, 80)).fit,
    );
    expect((await s.call(HARBOR_OWNER, "POST", "/benchmark-scores/trigger-update", {})).status).toBe(403);

    expect((await s.call(SUPER_ADMIN, "DELETE", `/role-benchmarks/${created.id}`)).status).toBe(204);
    expect(await storedFit(harborIds[0], created.id)).toBeUndefined();
    expect((await s.call(SUPER_ADMIN, "GET", `/role-benchmarks/${created.id}`)).status).toBe(404);
  });

  test("a benchmark modelled after a top performer fits that person perfectly", async () => {
    const model = harborIds[2];
    const res = await s.call(SUPER_ADMIN, "POST", "/role-benchmarks", {
      name: "Like our best hygienist",
      company_id: s.companyIds["harbor-dental"],
      model: { survey_result_id: model, spread: 5, facets: true },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.model_survey_result_id).toBe(model);
    expect(Object.keys(res.body.data.targets.facets)).toHaveLength(30);
    const scores = await scoresOf(model);
    expect(res.body.data.targets.domains.C).toEqual(
      range(Math.max(1, scores.domains.C.percentile - 5), Math.min(99, scores.domains.C.percentile + 5)),
    );
    await settled(res.body.data.id);
    expect((await storedFit(model, res.body.data.id)).fit).toBe(100);
  });
});

describe("POST /candidates/scoring/calculate", () => {
  test("computes and stores the fit to one benchmark, with the trait details", async () => {
    const [benchmark] = (await s.call(HARBOR_OWNER, "GET", `/role-benchmarks?surveyResultId=${harborIds[3]}`)).body
      .data;
    const res = await s.call(HARBOR_OWNER, "POST", "/candidates/scoring/calculate", {
      survey_result_id: harborIds[3],
      role_benchmark_id: benchmark.id,
    });
    expect(res.status).toBe(200);
    const expected = fitForScores(await scoresOf(harborIds[3]), benchmark.targets);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({
      fit: expected.fit,
      band: expected.band,
      role_benchmark: { id: benchmark.id },
    });
    expect(res.body.data[0].traits.map((t: { code: string }) => t.code).slice(0, 5)).toEqual(["N", "E", "O", "A", "C"]);
    expect((await storedFit(harborIds[3], benchmark.id)).fit).toBe(expected.fit);
  });

  test("previews unsaved targets without storing anything", async () => {
    const res = await s.call(SUPER_ADMIN, "POST", "/candidates/scoring/calculate", {
      survey_result_id: harborIds[4],
      targets: targets(1, 2),
    });
    expect(res.status).toBe(200);
    expect(res.body.data[0].fit).toBe(fitForScores(await scoresOf(harborIds[4]), targets(1, 2)).fit);
  });

  test("a benchmark of another company does not apply (404); an unfinished assessment has no fit (422)", async () => {
    const summit = (await s.call(SUPER_ADMIN, "GET", "/role-benchmarks")).body.data.find(
      (b: { name: string }) => b.name === "Personal trainer",
    );
    const res = await s.call(SUPER_ADMIN, "POST", "/candidates/scoring/calculate", {
      survey_result_id: harborIds[0],
      role_benchmark_id: summit.id,
    });
    expect(res.status).toBe(404);
    const [unfinished] = await s.database.db
      .insert(schema.surveyResults)
      .values({
        companyId: s.companyIds["harbor-dental"],
        roleName: "Receptionist",
        first: "Una",
        last: "Finished",
        email: "una.finished@example.test",
        consentAt: new Date(),
      })
      .returning();
    const notYet = await s.call(HARBOR_OWNER, "POST", "/candidates/scoring/calculate", {
      survey_result_id: unfinished.id,
    });
    expect(notYet.status).toBe(422);
    expect(notYet.body.errors[0].path).toBe("survey_result_id");
  });
});

test("a newly submitted assessment is scored against every benchmark that applies, at once", async () => {
  const [company] = await s.database.db
    .select()
    .from(schema.companies)
    .where(eq(schema.companies.id, s.companyIds["harbor-dental"]));
  const registered = await s.api.fetch("/surveys/register", {
    method: "POST",
    json: {
      token: company.assessmentToken,
      first: "Nia",
      last: "New",
      email: "nia.new@example.test",
      sex: "female",
      age: 29,
      role: "Hygienist",
      consent: true,
    },
  });
  const { survey_result_uuid: uuid } = await registered.json();
  await s.api.fetch(`/surveys/${uuid}/answers`, {
    method: "PUT",
    // A considered person's answers: careless ones would be unreliable, and an unreliable result has no fit.
    json: { answers: simulatedAnswers() },
  });
  expect((await s.api.fetch("/surveys/submit", { method: "POST", json: { survey_result_uuid: uuid } })).status).toBe(
    200,
  );
  const [result] = await s.database.db.select().from(schema.surveyResults).where(eq(schema.surveyResults.uuid, uuid));
  const fits = (await s.call(HARBOR_OWNER, "GET", `/candidates/scoring/scores?surveyResultId=${result.id}`)).body.data;
  const applicable = (await s.call(HARBOR_OWNER, "GET", `/role-benchmarks?surveyResultId=${result.id}`)).body.data;
  expect(fits).toHaveLength(applicable.length);
  for (const fit of fits) {
    const benchmark = applicable.find((b: { id: number }) => b.id === fit.role_benchmark.id);
    expect(fit.fit, benchmark.name).toBe(fitForScores(result.scores as AssessmentScores, benchmark.targets).fit);
  }
});
