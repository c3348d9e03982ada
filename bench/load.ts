// Load: 200 simulated users on loopback against the built hb server, for 5 minutes:
//   - staff sign in through the real sign-in (the app's /login, the embedded identity provider's redirects, the
//     callback), then, in a loop with short pauses: Home, the candidate list (/candidates, the sidebar's address; pages,
//     searches), reports, and for the pipeline users the board with card moves (the board's own action, as the page's
//     fetcher sends it);
//   - candidates register with a company's assessment link and answer all 120 items ten at a time through the take
//     page's save route, as the browser does.
// Prints every request that did not answer as expected (errors must be 0), latency p50/p95/p99 per kind and overall,
// and the server's memory (RSS) at start and end.
//
//   npm run bench -- load                       5 minutes, 200 users
//   npm run bench -- load --seconds=30          a shorter try (LOAD_SECONDS and LOAD_USERS work too)
//   npm run bench -- load --users=50
//
// It builds the hb artefact if it is missing (BUILD_ROOT as everywhere) and starts it on a fresh embedded database
// with the demo data.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { openDatabase } from "../server/db/client";
import { companies, surveyResults, users } from "../server/db/schema/index";
import { seed, tenancySeed } from "../api/db/seed";
import { assessmentsSeed, demoAssessmentToken } from "../api/db/seed-assessments";
import { benchmarksSeed } from "../api/db/seed-benchmarks";
import { ITEMS } from "../domain/assessment/items";
import { harborFirstPipeline, hbArtefact, startBenchServer } from "./support";

const PASSWORD = "demo-password-2026";
const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const SECONDS = Number(flag("seconds") ?? process.env.LOAD_SECONDS ?? 300);
const USERS = Number(flag("users") ?? process.env.LOAD_USERS ?? 200);
/** Think time between one simulated user's requests: a person reads a page before opening the next. */
const PAUSE_MS = [1_000, 4_000] as const;

/** Staff accounts the simulated users sign in as (several users share one account, each with its own session). */
const STAFF = [
  // `companies`: whose reports the account may open (null: every company's, a super admin).
  { email: "owner@harbor-dental.test", companies: ["Harbor Dental"], board: true, weight: 5 },
  { email: "recruiter@harbor-dental.test", companies: ["Harbor Dental"], board: true, weight: 3 },
  { email: "user@harbor-dental.test", companies: ["Harbor Dental"], board: false, weight: 1 },
  { email: "ava.admin@provider.test", companies: null, board: false, weight: 2 },
  { email: "ben.ops@provider.test", companies: null, board: false, weight: 1 },
  { email: "owner@summit-fitness.test", companies: ["Summit Fitness"], board: false, weight: 1 },
  { email: "owner@bayside-bakery.test", companies: ["Bayside Bakery"], board: false, weight: 1 },
  {
    email: "franchise.owner@northwind.test",
    companies: ["Northwind Franchise HQ", "Harbor Dental", "Summit Fitness"],
    board: false,
    weight: 1,
  },
] as const;
/** One simulated user in this many takes the assessment instead. */
const CANDIDATE_EVERY = 8;

// ---------------------------------------------------------------------------------------------------------------
// Figures

const latencies = new Map<string, number[]>();
const errors: string[] = [];
let requests = 0;

function record(kind: string, ms: number) {
  requests += 1;
  const list = latencies.get(kind) ?? [];
  list.push(ms);
  latencies.set(kind, list);
}

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1)))] : NaN;

function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

// ---------------------------------------------------------------------------------------------------------------
// A browser-like client: a cookie jar, redirects followed by hand (each hop timed as its own request).

class Client {
  private cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  private remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /expires=thu, 01 jan 1970/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(eq + 1));
    }
  }

  /** One request; answers the response (body read) and records its latency under `kind`. */
  async send(kind: string, url: string, init: RequestInit & { expect?: number[] } = {}) {
    const { expect = [200], ...rest } = init;
    const headers = new Headers(rest.headers);
    if (this.cookies.size) headers.set("Cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    if (rest.method && rest.method !== "GET") headers.set("Origin", this.base);
    const target = new URL(url, this.base).toString();
    const started = performance.now();
    let response: Response;
    let body: string;
    try {
      response = await fetch(target, { ...rest, headers, redirect: "manual", signal: AbortSignal.timeout(60_000) });
      body = await response.text();
    } catch (error) {
      record(kind, performance.now() - started);
      errors.push(`${kind}: ${rest.method ?? "GET"} ${new URL(target).pathname} failed: ${(error as Error).message}`);
      return null;
    }
    record(kind, performance.now() - started);
    this.remember(response);
    if (!expect.includes(response.status)) {
      errors.push(
        `${kind}: ${rest.method ?? "GET"} ${new URL(target).pathname} answered ${response.status} ${body.slice(0, 160)}`,
      );
      return null;
    }
    return { response, body, location: response.headers.get("Location") };
  }

  /** GETs a page, following redirects; answers the last page. */
  async follow(kind: string, url: string, maxHops = 12) {
    let next: string | null = url;
    for (let hop = 0; hop < maxHops && next; hop++) {
      const got = await this.send(kind, next, { expect: [200, 302, 303] });
      if (!got) return null;
      if (!got.location) return { ...got, url: new URL(next, this.base) };
      next = new URL(got.location, new URL(next, this.base)).toString();
    }
    errors.push(`${kind}: too many redirects from ${url}`);
    return null;
  }

  /** The real sign-in: /login → the provider → /login?uid= (the form) → post → the provider → /auth/callback. */
  async signIn(email: string) {
    let page = await this.follow("sign-in", "/login");
    for (let round = 0; page && round < 3; round++) {
      const uid = page.url.searchParams.get("uid");
      if (page.url.pathname !== "/login" || !uid) return page.url.pathname !== "/login";
      const posted = await this.send("sign-in", `/login?uid=${encodeURIComponent(uid)}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ uid, email, password: PASSWORD }),
        expect: [302, 303],
      });
      if (!posted?.location) return false;
      page = await this.follow("sign-in", new URL(posted.location, this.base).toString());
    }
    return false;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The data the users act on (read from the database before the server starts; the server owns it afterwards)

interface Fixtures {
  resultsByCompany: Map<string, number[]>;
  allResults: number[];
  board: { pipelineId: number; statuses: string[]; cards: number[] };
}

async function prepareData(dataDir: string): Promise<Fixtures> {
  const database = await openDatabase({ dataDir: path.join(dataDir, "hb", "pglite") });
  await database.migrate();
  const db = database.db;
  await seed(db, [tenancySeed, assessmentsSeed, benchmarksSeed]);
  const rows = await db
    .select({ id: surveyResults.id, company: companies.name })
    .from(surveyResults)
    .innerJoin(companies, eq(companies.id, surveyResults.companyId));
  const resultsByCompany = new Map<string, number[]>();
  for (const r of rows) resultsByCompany.set(r.company, [...(resultsByCompany.get(r.company) ?? []), r.id]);
  const { company: harbor, pipeline, statuses } = await harborFirstPipeline(db);
  const cards = (
    await db
      .select({ id: surveyResults.id })
      .from(surveyResults)
      .where(and(eq(surveyResults.companyId, harbor.id), eq(surveyResults.pipelineId, pipeline.id)))
  ).map((r) => r.id);
  const known = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, STAFF.map((s) => s.email) as string[]));
  if (known.length !== STAFF.length) throw new Error("the demo accounts are missing from the bench's database");
  await database.close();
  return { resultsByCompany, allResults: rows.map((r) => r.id), board: { pipelineId: pipeline.id, statuses, cards } };
}

// ---------------------------------------------------------------------------------------------------------------
// The users

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];
const pause = () => new Promise((r) => setTimeout(r, PAUSE_MS[0] + Math.random() * (PAUSE_MS[1] - PAUSE_MS[0])));
const SEARCHES = ["", "a", "kai", "jensen", "receptionist", "maya"];

async function staffUser(base: string, data: Fixtures, until: number, n: number) {
  const weighted = STAFF.flatMap((s) => Array.from({ length: s.weight }, () => s));
  const account = weighted[n % weighted.length];
  const client = new Client(base);
  if (!(await client.signIn(account.email))) {
    errors.push(`sign-in: ${account.email} did not end signed in`);
    return;
  }
  const results = account.companies
    ? account.companies.flatMap((name) => data.resultsByCompany.get(name) ?? [])
    : data.allResults;
  while (Date.now() < until) {
    const roll = Math.random();
    if (roll < 0.15) await client.follow("home", "/");
    else if (roll < 0.5) {
      const query = new URLSearchParams({ page: String(1 + Math.floor(Math.random() * 3)) });
      const search = pick(SEARCHES);
      if (search) query.set("search", search);
      await client.follow("list", `/candidates?${query}`);
    } else if (roll < 0.8 && results.length) await client.follow("report", `/survey-results/${pick(results)}`);
    else if (account.board) {
      await client.follow("board", "/hiring-pipeline");
      const status = pick(data.board.statuses);
      // The board's fetcher: a JSON post to the route's action (single fetch: <route>.data).
      const moved = await client.send("board-move", "/hiring-pipeline.data", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          intent: "move",
          pipelineId: data.board.pipelineId,
          search: "",
          move: { kind: "status", id: pick(data.board.cards), status },
          refresh: [status],
          limit: 25,
        }),
      });
      // The action answers 200 either way (single fetch's turbo-stream); a refused move says "ok",false.
      if (moved && !moved.body.includes('"ok",true')) errors.push(`board-move: refused ${moved.body.slice(0, 200)}`);
    } else await client.follow("list", "/candidates");
    await pause();
  }
}

async function candidate(base: string, until: number, n: number) {
  while (Date.now() < until) {
    const client = new Client(base);
    const registered = await client.send("assessment", "/api/v2/surveys/register", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        token: demoAssessmentToken("harbor-dental"),
        first: "Load",
        last: `Candidate${n}`,
        email: `load.${n}.${Date.now()}@example.test`,
        role: "Receptionist",
        consent: true,
      }),
      expect: [201],
    });
    if (!registered) return;
    const { survey_result_uuid: uuid } = JSON.parse(registered.body) as { survey_result_uuid: string };
    await client.follow("assessment", `/survey/take?id=${uuid}`);
    for (let i = 0; i < ITEMS.length && Date.now() < until; i += 10) {
      const answers = ITEMS.slice(i, i + 10).map((item, j) => ({
        item_id: item.id,
        value: ((i + j) % 5) + 1,
        answered_at: new Date().toISOString(),
      }));
      await client.send("answers", `/survey/answers?id=${uuid}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ answers }),
      });
      await pause();
    }
  }
}

export async function run() {
  const dir = await hbArtefact();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-load-"));
  const data = await prepareData(dataDir);
  const server = await startBenchServer({
    dir,
    dataDir,
    // Every simulated user comes from 127.0.0.1: the per-address form limit would stop the bench, not a script.
    env: { PUBLIC_FORM_LIMIT: "10000000" },
  });
  const { base, pid: serverPid } = server;
  try {
    const rssStart = rssOf(serverPid);
    console.log(
      `load: ${USERS} users (1 in ${CANDIDATE_EVERY} taking the assessment) for ${SECONDS} s against ${base}; server RSS at start ${mb(rssStart)}`,
    );
    const started = Date.now();
    const until = started + SECONDS * 1000;
    let peak = rssStart;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(serverPid))), 1000);
    const progress = setInterval(
      () =>
        console.log(`  ${Math.round((Date.now() - started) / 1000)} s: ${requests} requests, ${errors.length} errors`),
      30_000,
    );
    // Users arrive over the first minute (a fifth of a short run), as a morning's sign-ins do, not all at once:
    // each sign-in is a deliberately slow password hash.
    const rampMs = Math.min(60_000, (SECONDS * 1000) / 5);
    await Promise.all(
      Array.from({ length: USERS }, async (_, n) => {
        await new Promise((r) => setTimeout(r, (rampMs * n) / USERS));
        if (n % CANDIDATE_EVERY === CANDIDATE_EVERY - 1) await candidate(base, until, n);
        else await staffUser(base, data, until, n);
      }),
    );
    clearInterval(sampler);
    clearInterval(progress);
    const rssEnd = rssOf(serverPid);
    const elapsed = (Date.now() - started) / 1000;

    const row = (kind: string, list: number[]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return `  ${kind.padEnd(12)} ${String(list.length).padStart(7)}  p50 ${quantile(sorted, 0.5).toFixed(0).padStart(5)} ms  p95 ${quantile(sorted, 0.95).toFixed(0).padStart(5)} ms  p99 ${quantile(sorted, 0.99).toFixed(0).padStart(5)} ms`;
    };
    console.log(`\nrequests: ${requests} in ${elapsed.toFixed(0)} s (${(requests / elapsed).toFixed(0)}/s)`);
    for (const [kind, list] of [...latencies].sort(([a], [b]) => a.localeCompare(b))) console.log(row(kind, list));
    console.log(row("all", [...latencies.values()].flat()));
    console.log(`memory (server RSS): start ${mb(rssStart)}, end ${mb(rssEnd)}, peak ${mb(peak)}`);
    console.log(`errors: ${errors.length}`);
    const counted = new Map<string, number>();
    for (const e of errors) counted.set(e, (counted.get(e) ?? 0) + 1);
    for (const [e, count] of [...counted].sort(([, a], [, b]) => b - a).slice(0, 20)) console.log(`  ${count} × ${e}`);
    if (errors.length) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}
