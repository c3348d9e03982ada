// The assessment's figures:
//   - time to score one assessment (the pure scoring module);
//   - search latency p50/p95 of the candidate list over 100,000 survey results, on PGlite and on PostgreSQL
//     (PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set: a throw-away database is created and dropped);
//   - time to re-score 100,000 results after a benchmark change, through the real job queue (the table-backed worker
//     on PGlite, pg-boss on PostgreSQL).
// BENCH_RESULTS changes the 100,000 (e.g. BENCH_RESULTS=20000 for a quick look).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { startRescoreWorker, requestRescore, RESCORE_QUEUE } from "../api/role-benchmarks/rescore-benchmark";
import type { SurveyResultSearch } from "../api/survey-results/contract";
import { searchSurveyResults } from "../api/survey-results/search-survey-results";
import { openDatabase, type Database, type DatabaseHandle } from "../server/db/client";
import { DEMO_COMPANIES } from "../api/db/demo-data";
import { DEFAULT_STATUSES } from "../api/pipeline/model";
import * as s from "../server/db/schema/index";
import { seed, tenancySeed } from "../api/db/seed";
import { createPgBossQueue } from "../api/queue/pg-boss-queue";
import type { JobQueue } from "../api/queue/port";
import { createTableQueue } from "../api/queue/table-queue";
import type { BenchmarkTargets } from "../domain/assessment/fit";
import { ITEMS } from "../domain/assessment/items";
import { scoreAssessment, type Answers } from "../domain/assessment/scoring";
import type { Actor } from "../domain/permissions";
import type { Sex } from "../domain/assessment/traits";
import { withScratchDatabase } from "./support";

const RESULTS = Number(process.env.BENCH_RESULTS) || 100_000;
const QUERY_RUNS = 60;

/** Mulberry32: the same data on every run. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST =
  "Aiden Amara Ana Ben Carla Chen Daniel Dara Elena Emeka Farah Gabriel Grace Hana Ivan Jamal Julia Kai Leila Liam Maya Mateo Nadia Noah Olga Omar Priya Quinn Rosa Sam Sofia Tariq Uma Victor Wen Yara Zoe".split(
    " ",
  );
const LAST =
  "Adams Baptiste Costa Dubois Evans Fischer Garcia Haddad Ibrahim Jensen Kowalski Larsen Moreau Nakamura Okafor Patel Quintero Rossi Schmidt Tanaka Usman Varga Williams Xu Yilmaz Zhang".split(
    " ",
  );

const ms = (ns: bigint) => Number(ns) / 1e6;
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1)))];
const fmt = (n: number, digits = 1) => n.toFixed(digits);

function randomAnswers(random: () => number): Answers {
  const level = random() * 2 - 1;
  return Object.fromEntries(
    ITEMS.map((item) => [item.id, Math.min(5, Math.max(1, Math.round(3 + level * 1.5 + (random() - 0.5) * 2.5)))]),
  );
}

function scoringFigure() {
  const random = prng(7);
  const sets = Array.from({ length: 200 }, () => randomAnswers(random));
  for (let i = 0; i < 2_000; i++) scoreAssessment(sets[i % sets.length], { sex: "female", age: 30 });
  const runs = 20_000;
  const started = process.hrtime.bigint();
  for (let i = 0; i < runs; i++)
    scoreAssessment(sets[i % sets.length], { sex: i % 3 === 0 ? "unspecified" : "male", age: 18 + (i % 60) });
  const each = ms(process.hrtime.bigint() - started) / runs;
  console.log(
    `score one assessment (120 answers → 35 scales, norms, percentiles, bands): ${fmt(each * 1000, 1)} µs (mean of ${runs.toLocaleString("en-US")})`,
  );
}

export interface Fixture {
  companies: { id: number; locations: number[]; departments: number[]; roles: { id: number; name: string }[] }[];
  harborId: number;
}

/** The demo tenancy plus RESULTS scored survey results spread over its companies; answers the ids needed. */
export async function fill(db: Database): Promise<Fixture> {
  await seed(db, [tenancySeed]);
  const companies: Fixture["companies"] = [];
  for (const row of await db.select().from(s.companies)) {
    companies.push({
      id: row.id,
      locations: (await db.select().from(s.locations).where(eq(s.locations.companyId, row.id))).map((l) => l.id),
      departments: (await db.select().from(s.departments).where(eq(s.departments.companyId, row.id))).map((d) => d.id),
      roles: (await db.select().from(s.roleNames).where(eq(s.roleNames.companyId, row.id))).map((r) => ({
        id: r.id,
        name: r.name,
      })),
    });
  }
  const harbor = (
    await db
      .select()
      .from(s.companies)
      .where(eq(s.companies.name, DEMO_COMPANIES.find((c) => c.key === "harbor-dental")!.name))
  )[0];
  const random = prng(2026);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const now = Date.now();
  const started = process.hrtime.bigint();
  const BATCH = 500;
  for (let n = 0; n < RESULTS; n += BATCH) {
    const rows = [];
    for (let i = n; i < Math.min(RESULTS, n + BATCH); i++) {
      // A fifth of everything belongs to Harbor Dental: one large tenant among smaller ones.
      const company = random() < 0.2 ? companies.find((c) => c.id === harbor.id)! : pick(companies);
      const first = pick(FIRST);
      const last = pick(LAST);
      const sex: Sex = random() < 0.46 ? "male" : random() < 0.9 ? "female" : "unspecified";
      const age = 18 + Math.floor(random() * 50);
      const created = new Date(now - random() * 730 * 86_400_000);
      const role = company.roles.length ? pick(company.roles) : null;
      rows.push({
        companyId: company.id,
        locationId: company.locations.length ? pick(company.locations) : null,
        departmentId: company.departments.length ? pick(company.departments) : null,
        roleName: role?.name ?? "General",
        roleNameId: role?.id ?? null,
        first,
        last,
        email: `${first}.${last}.${i}@example.test`.toLowerCase(),
        consentAt: created,
        status: pick(DEFAULT_STATUSES),
        isTest: random() < 0.05,
        archivedAt: random() < 0.08 ? new Date(created.getTime() + 86_400_000) : null,
        startedAt: created,
        submittedAt: new Date(created.getTime() + 20 * 60_000),
        createdAt: created,
        updatedAt: created,
        scores: scoreAssessment(randomAnswers(random), { sex, age }),
      });
    }
    await db.insert(s.surveyResults).values(rows);
  }
  // What autovacuum does after a bulk load on PostgreSQL (PGlite has no autovacuum): statistics and the visibility map,
  // for every table, as a database in use has them (without the companies' statistics the planner chose plans for the
  // company sort that a live database never gets).
  await db.execute(sql`vacuum analyze`);
  console.log(
    `  filled ${RESULTS.toLocaleString("en-US")} scored results in ${fmt(ms(process.hrtime.bigint() - started) / 1000)} s`,
  );
  return { companies, harborId: harbor.id };
}

const actor = (role: Actor["role"], companyId: number): Actor => ({
  id: 1,
  email: "bench@example.test",
  role,
  companyId,
  franchiseId: null,
  canViewHiringPipeline: true,
});

const base: SurveyResultSearch = { sort_by: "created_at", order_by: "desc", page: 1, limit: 25 };

/** The searches the bench times (also run on their own by experiments on the plans). */
export function searchScenarios(
  fixture: Fixture,
): { name: string; who: Actor; query: (i: number) => SurveyResultSearch }[] {
  const admin = actor("SUPER_ADMIN", fixture.harborId);
  const owner = actor("COMPANY_OWNER", fixture.harborId);
  const harbor = fixture.companies.find((c) => c.id === fixture.harborId)!;
  const scenarios: { name: string; who: Actor; query: (i: number) => SurveyResultSearch }[] = [
    { name: "company owner, default list (newest first)", who: owner, query: () => base },
    { name: "super admin, default list (all companies)", who: admin, query: () => base },
    {
      name: "search by name or e-mail prefix",
      who: owner,
      query: (i) => ({ ...base, search: `${FIRST[i % FIRST.length].slice(0, 3)}` }),
    },
    {
      name: "super admin, search by last name",
      who: admin,
      query: (i) => ({ ...base, search: LAST[i % LAST.length] }),
    },
    {
      name: "status + role + location filters",
      who: owner,
      query: (i) => ({
        ...base,
        status: [DEFAULT_STATUSES[i % DEFAULT_STATUSES.length]],
        role: [harbor.roles[i % harbor.roles.length].name],
        location_id: harbor.locations[i % harbor.locations.length],
      }),
    },
    {
      name: "date range, archived and tests included",
      who: owner,
      query: () => ({
        ...base,
        start_date: "2025-06-01",
        end_date: "2025-12-31",
        include_archived: true,
        include_tests: true,
      }),
    },
    {
      name: "sorted by name, page 40",
      who: owner,
      query: (i) => ({ ...base, sort_by: "name", order_by: i % 2 ? "asc" : "desc", page: 40 }),
    },
    {
      name: "super admin, sorted by company, page 200",
      who: admin,
      query: () => ({ ...base, sort_by: "company", order_by: "asc", page: 200 }),
    },
  ];
  return scenarios;
}

/** Each search scenario's p50/p95 over a filled database, then all of them together. */
export async function searchFigures(db: Database, fixture: Fixture) {
  const all: number[] = [];
  for (const scenario of searchScenarios(fixture)) {
    await searchSurveyResults(db, scenario.who, scenario.query(0)); // warm-up
    const times: number[] = [];
    for (let i = 0; i < QUERY_RUNS; i++) {
      const started = process.hrtime.bigint();
      await searchSurveyResults(db, scenario.who, scenario.query(i));
      times.push(ms(process.hrtime.bigint() - started));
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    console.log(
      `  ${scenario.name.padEnd(46)} p50 ${fmt(quantile(times, 0.5)).padStart(7)} ms   p95 ${fmt(quantile(times, 0.95)).padStart(7)} ms`,
    );
  }
  all.sort((a, b) => a - b);
  console.log(
    `  ${"all searches (page of 25 + total count)".padEnd(46)} p50 ${fmt(quantile(all, 0.5)).padStart(7)} ms   p95 ${fmt(quantile(all, 0.95)).padStart(7)} ms`,
  );
}

async function rescoreFigure(db: Database, queue: JobQueue) {
  const targets: BenchmarkTargets = {
    domains: {
      N: { min: 1, max: 40 },
      E: { min: 55, max: 95 },
      O: { min: 30, max: 80 },
      A: { min: 50, max: 90 },
      C: { min: 60, max: 99 },
    },
    facets: { C4: { min: 60, max: 99 }, E3: { min: 50, max: 99 } },
  };
  const [benchmark] = await db.insert(s.roleBenchmarks).values({ name: "Bench role", targets }).returning();
  await startRescoreWorker(db, queue);
  // The first scoring, then the figure: a change of targets (a new version) re-scores every result.
  await requestRescore(db, queue, benchmark.id);
  await queue.settled(RESCORE_QUEUE, 30 * 60_000);
  await db
    .update(s.roleBenchmarks)
    .set({ targets: { ...targets, domains: { ...targets.domains, C: { min: 70, max: 99 } } }, version: 2 })
    .where(eq(s.roleBenchmarks.id, benchmark.id));
  const started = process.hrtime.bigint();
  await requestRescore(db, queue, benchmark.id);
  await queue.settled(RESCORE_QUEUE, 30 * 60_000);
  const seconds = ms(process.hrtime.bigint() - started) / 1000;
  const [after] = await db.select().from(s.roleBenchmarks).where(eq(s.roleBenchmarks.id, benchmark.id));
  if (after.scoredVersion !== 2 || after.rescoreDone !== RESULTS)
    throw new Error(`re-scoring incomplete: ${JSON.stringify(after)}`);
  console.log(
    `  re-score ${RESULTS.toLocaleString("en-US")} results after a benchmark change (${queue.kind} job): ${fmt(seconds, 2)} s`,
  );
}

async function figuresOn(
  label: string,
  open: () => Promise<{ handle: DatabaseHandle; queue: () => Promise<JobQueue>; cleanup(): Promise<void> }>,
) {
  console.log(`\n${label}`);
  const { handle, queue, cleanup } = await open();
  let q: JobQueue | null = null;
  try {
    await handle.migrate();
    const fixture = await fill(handle.db);
    await searchFigures(handle.db, fixture);
    q = await queue();
    await rescoreFigure(handle.db, q);
  } finally {
    await q?.stop();
    await handle.close();
    await cleanup();
  }
}

export async function run() {
  scoringFigure();

  await figuresOn(`PGlite (embedded, on disk), ${RESULTS.toLocaleString("en-US")} survey results`, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-pglite-"));
    const handle = await openDatabase({ dataDir: path.join(dir, "db") });
    return {
      handle,
      queue: async () => createTableQueue(handle.db, { pollMs: 50 }),
      cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  });

  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log(
      "\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server where this user may create databases)",
    );
    return;
  }
  await withScratchDatabase(adminUrl, (url) =>
    figuresOn(`PostgreSQL (${new URL(url).host}), ${RESULTS.toLocaleString("en-US")} survey results`, async () => {
      const handle = await openDatabase({ databaseUrl: url });
      return {
        handle,
        queue: () => createPgBossQueue({ connectionString: url, pollingIntervalSeconds: 0.5 }),
        cleanup: async () => {},
      };
    }),
  );
}
