// The built product's figures, `npm run bench -- http`:
//   - pages served by the built hb brand with the demo data, signed in through the real /login: req/s at 20
//     concurrent (BENCH_SECONDS, 10 s), p50/p97.5 at 1 concurrent, and each page's throughput as a share of /healthz
//     in the same run (the load generator shares the machine: the ratios are what count, not the absolute figures);
//   - the server's resident memory after start, after 1,000 and after 2,000 page requests;
//   - first-load JS and CSS (gzip) per page: the scripts and style sheets its HTML loads before it is interactive;
//   - Lighthouse mobile performance of the public pages, in Debian's Chromium (CHROMIUM, default /usr/bin/chromium),
//     the median of BENCH_LIGHTHOUSE_RUNS runs (default 3).
// PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set (a throw-away database is created and dropped).
// BENCH_BUILD_ROOT (default .cache/bench) is where the brand is built; BENCH_REUSE_BUILD=1 skips the build when one
// is there. BENCH_SKIP=lighthouse,memory,load leaves sections out.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import autocannon from "autocannon";
import { demoAssessmentToken } from "../api/db/seed-assessments";
import { hbArtefact, startBenchServer, withScratchDatabase } from "./support";

const SECONDS = Number(process.env.BENCH_SECONDS) || 10;
const BUILD_ROOT = process.env.BENCH_BUILD_ROOT || ".cache/bench";
const SKIP = new Set((process.env.BENCH_SKIP ?? "").split(",").filter(Boolean));
const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3);
const OWNER = "owner@harbor-dental.test";
const PASSWORD = "demo-password-2026";

/** A cookie jar and a fetch that follows redirects through it (the sign-in crosses /login, /idp and /auth). */
function browserLike(base: string) {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  async function go(url: string, init: RequestInit = {}): Promise<Response> {
    let target = new URL(url, base).toString();
    let request = init;
    for (let hops = 0; hops < 15; hops++) {
      const res = await fetch(target, {
        ...request,
        redirect: "manual",
        headers: { ...(request.headers as Record<string, string>), cookie: cookie(), origin: base },
      });
      for (const set of res.headers.getSetCookie()) {
        const [pair] = set.split(";");
        const at = pair.indexOf("=");
        const name = pair.slice(0, at).trim();
        const value = pair.slice(at + 1).trim();
        if (/max-age=0|expires=thu, 01 jan 1970/i.test(set) || value === "") jar.delete(name);
        else jar.set(name, value);
      }
      const location = res.headers.get("location");
      if (res.status >= 300 && res.status < 400 && location) {
        await res.arrayBuffer();
        target = new URL(location, target).toString();
        request = {};
        continue;
      }
      return res;
    }
    throw new Error(`too many redirects from ${url}`);
  }
  return { go, cookie };
}

/** Signs in as a person does: /login (which starts the OpenID flow), the form, the provider, the callback. */
export async function signIn(base: string) {
  const browser = browserLike(base);
  const form = await browser.go("/login");
  const html = await form.text();
  const uid = /name="uid" value="([^"]+)"/.exec(html)?.[1];
  if (!uid) throw new Error(`no sign-in form at ${form.url} (${form.status})`);
  const done = await browser.go(`/login?uid=${encodeURIComponent(uid)}&index`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ uid, email: OWNER, password: PASSWORD }).toString(),
  });
  await done.text();
  const home = await browser.go("/");
  if (home.status !== 200 || new URL(home.url).pathname !== "/") {
    throw new Error(`signing in failed: / answered ${home.status} at ${home.url}`);
  }
  await home.text();
  return browser;
}

/** CPU time the server process has used so far (user + system), in ms: from /proc, so it is Linux only. */
const cpuMs = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (100 per second)
};

const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

interface Page {
  label: string;
  path: string;
  signedIn: boolean;
}

/** Pages and their first-load assets: what the HTML loads (module scripts, preloads, style sheets), gzipped. */
async function firstLoad(base: string, dir: string, html: string) {
  const files = new Set<string>();
  for (const m of html.matchAll(/<(?:link|script)[^>]+(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)) files.add(m[1]);
  // The entry's own imports live in the inline module script.
  for (const m of html.matchAll(/import[^"']*["'](\/assets\/[^"']+\.js)["']/g)) files.add(m[1]);
  let js = 0;
  let css = 0;
  for (const file of files) {
    const body = fs.readFileSync(path.join(dir, "client", file));
    const size = zlib.gzipSync(body, { level: 9 }).length;
    if (file.endsWith(".css")) css += size;
    else js += size;
  }
  void base;
  return { js, css };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const pad = (s: string | number, n: number) => String(s).padStart(n);

async function load(url: string, headers: Record<string, string>, connections: number, duration = SECONDS) {
  const result = await autocannon({ url, connections, duration, headers, timeout: 30 });
  if (result.non2xx || result.errors || result.timeouts) {
    throw new Error(
      `${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts in ${result.requests.total} requests`,
    );
  }
  return result;
}

/**
 * Lighthouse mobile for each page, LIGHTHOUSE_RUNS times (BENCH_LIGHTHOUSE_RUNS, default 3) in turn: one run's score
 * moves with how fast the server answered at that moment (its simulated throttling starts from the observed timings),
 * so the line shows the median run as Lighthouse picks it (computeMedianRun, as its docs advise) and every run's score.
 */
async function lighthouseScores(base: string, pages: { label: string; url: string }[]) {
  const { default: lighthouse } = await import("lighthouse");
  const { computeMedianRun } = await import("lighthouse/core/lib/median-run.js");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];
  const runs = new Map<string, Result[]>(pages.map((p) => [p.label, []]));
  const scoreOf = (lhr: Result) => Math.round((lhr.categories.performance.score ?? 0) * 100);
  try {
    for (let round = 0; round < LIGHTHOUSE_RUNS; round++) {
      for (const page of pages) {
        // Lighthouse's default configuration: a mid-range phone on a slow 4G connection (simulated throttling).
        const run = await lighthouse(`${base}${page.url}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
        });
        if (run?.lhr) runs.get(page.label)!.push(run.lhr);
      }
    }
    for (const page of pages) {
      const all = runs.get(page.label)!;
      if (all.length === 0) {
        console.log(`  ${page.label.padEnd(22)} no result`);
        continue;
      }
      const median = computeMedianRun(all) as Result;
      const metric = (id: string) => median.audits[id]?.displayValue ?? "?";
      console.log(
        `  ${page.label.padEnd(22)} ${pad(scoreOf(median), 3)}   FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}   (runs: ${all.map(scoreOf).join(", ")})`,
      );
    }
  } finally {
    await chrome.kill();
  }
}

async function figuresFor(label: string, dir: string, databaseUrl: string | undefined, withClientFigures: boolean) {
  console.log(`\n${label}`);
  const started = Date.now();
  const server = await startBenchServer({ dir, databaseUrl, env: { PUBLIC_FORM_LIMIT: "1000000" } });
  const { base, pid } = server;
  try {
    console.log(`  started (migrated and seeded the demo data) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const browser = await signIn(base);
    const headers = { cookie: browser.cookie() };
    const list = await (await browser.go("/candidates")).text();
    const reportId = /href="\/survey-results\/(\d+)"/.exec(list)?.[1];
    if (!reportId) throw new Error("no survey result on /candidates to open");
    const registered = await fetch(`${base}/api/v2/surveys/register`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({
        token: demoAssessmentToken("harbor-dental"),
        first: "Bench",
        last: "Mark",
        email: `bench.${crypto.randomBytes(4).toString("hex")}@example.test`,
        sex: "female",
        age: 33,
        role: "Receptionist",
        consent: true,
      }),
    });
    if (!registered.ok) throw new Error(`registering an assessment: ${registered.status} ${await registered.text()}`);
    const { survey_result_uuid: uuid } = (await registered.json()) as { survey_result_uuid: string };
    const publicPages: Page[] = [
      { label: "/login", path: "/login", signedIn: false },
      { label: "/careers", path: "/careers", signedIn: false },
      {
        label: "/survey/register",
        path: `/survey/register?link=${demoAssessmentToken("harbor-dental")}`,
        signedIn: false,
      },
      { label: "/survey/take", path: `/survey/take?id=${uuid}`, signedIn: false },
    ];
    const signedInPages: Page[] = [
      { label: "/ (signed in)", path: "/", signedIn: true },
      { label: "/candidates", path: "/candidates", signedIn: true },
      { label: "report", path: `/survey-results/${reportId}`, signedIn: true },
      { label: "/hiring-pipeline", path: "/hiring-pipeline", signedIn: true },
    ];
    const get = async (p: Page) => {
      const res = p.signedIn ? await browser.go(p.path) : await fetch(`${base}${p.path}`);
      const body = await res.text();
      if (res.status !== 200 || (p.signedIn && new URL(res.url).pathname === "/login")) {
        throw new Error(`${p.path} answered ${res.status} at ${res.url}`);
      }
      return body;
    };

    if (!SKIP.has("memory")) {
      const mix = [...signedInPages, publicPages[1], publicPages[2]];
      const after: number[] = [rssMb(pid)];
      for (let n = 1; n <= 2_000; n++) {
        await get(mix[n % mix.length]);
        if (n % 1_000 === 0) after.push(rssMb(pid));
      }
      console.log(
        `  resident memory: ${after[0].toFixed(0)} MB after start, ${after[1].toFixed(0)} MB after 1,000 page requests, ${after[2].toFixed(0)} MB after 2,000 (${after[2] >= after[1] ? "+" : ""}${(after[2] - after[1]).toFixed(0)} MB across the second thousand)`,
      );
    }

    if (!SKIP.has("load")) {
      const rows: { label: string; path: string; signedIn: boolean }[] = [
        { label: "/healthz", path: "/healthz", signedIn: false },
        publicPages[1],
        publicPages[2],
        ...signedInPages,
      ];
      console.log(
        `  ${"page".padEnd(20)} ${"KB".padStart(6)} ${"c=20 req/s".padStart(11)} ${"vs /healthz".padStart(12)} ${"c=1 p50".padStart(9)} ${"p97.5".padStart(8)} ${"CPU/req".padStart(9)}`,
      );
      let health = 0;
      for (const row of rows) {
        const size = row.path === "/healthz" ? 0 : (await get(row)).length;
        const h = row.signedIn ? headers : {};
        await load(`${base}${row.path}`, h, 1, 2); // warm-up
        const cpuBefore = cpuMs(pid);
        const busy = await load(`${base}${row.path}`, h, 20);
        // The server's own CPU per request: unlike req/s, it does not change when other work shares the machine.
        const cpuEach = (cpuMs(pid) - cpuBefore) / busy.requests.total;
        const single = await load(`${base}${row.path}`, h, 1, Math.max(3, SECONDS / 2));
        const rps = busy.requests.average;
        if (row.path === "/healthz") health = rps;
        console.log(
          `  ${row.label.padEnd(20)} ${pad(size ? (size / 1024).toFixed(0) : "–", 6)} ${pad(rps.toFixed(0), 11)} ${pad(`${((rps / health) * 100).toFixed(2)}%`, 12)} ${pad(`${single.latency.p50} ms`, 9)} ${pad(`${single.latency.p97_5} ms`, 8)} ${pad(`${cpuEach.toFixed(1)} ms`, 9)}`,
        );
      }
    }

    if (withClientFigures) {
      console.log(`  first-load assets (gzip, level 9)`);
      console.log(`  ${"page".padEnd(20)} ${"JS".padStart(9)} ${"CSS".padStart(9)}`);
      for (const p of [...publicPages, ...signedInPages]) {
        const { js, css } = await firstLoad(base, dir, await get(p));
        console.log(`  ${p.label.padEnd(20)} ${pad(kb(js), 9)} ${pad(kb(css), 9)}`);
      }
      if (!SKIP.has("lighthouse")) {
        console.log(
          `  Lighthouse mobile performance (${CHROMIUM}, simulated slow 4G, offline), median of ${LIGHTHOUSE_RUNS} runs`,
        );
        await lighthouseScores(base, [
          { label: "/login", url: "/login" },
          { label: "/careers", url: "/careers" },
          { label: "/survey/register", url: publicPages[2].path },
          { label: "/survey/take", url: publicPages[3].path },
        ]);
      }
    }
  } finally {
    await server.stop();
  }
}

export async function run() {
  // A fresh build unless BENCH_REUSE_BUILD: the figures are of this tree's code.
  const dir = await hbArtefact({ buildRoot: BUILD_ROOT, rebuild: !process.env.BENCH_REUSE_BUILD });
  await figuresFor("PGlite (embedded), demo data", dir, undefined, true);

  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    console.log("\nPostgreSQL: skipped (set BENCH_DATABASE_URL to a server where this user may create databases)");
    return;
  }
  await withScratchDatabase(adminUrl, (url) =>
    figuresFor(`PostgreSQL (${new URL(url).host}), demo data`, dir, url, false),
  );
}
