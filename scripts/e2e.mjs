// npm run test:e2e [-- <playwright test args>]
// Builds missing brand artefacts (in BUILD_ROOT, default build/), starts each brand's built server on a free port
// with a fresh data directory (embedded PGlite, STAGE=local), waits for /readyz, runs `playwright test` with the
// servers' URLs, stops the servers and exits with Playwright's code. `--project=hb` (or coaching, hb-serial…)
// starts only that brand's server. (Write `--project=hb`: Playwright's `--project hb x.spec.ts` reads the file name
// as a second project.)
//
// Tests reach the servers through a loopback control server (E2E_CONTROL_URL, see tests/e2e/fixtures.ts):
//   POST /restart?brand=hb  stop that server with SIGTERM, start it again on the same port and data directory;
//                           answers once /readyz is 200 again. `&flags_file=/abs/path.json` starts it with that
//                           FLAGS_FILE (ConfigCat's local overrides) until the next restart without it
//   GET  /logs?brand=hb     everything that brand's server(s) wrote to stdout so far
//
// The servers' analytics go to a loopback collector (E2E_ANALYTICS_URL): the real Amplitude SDK in the browser
// posts there (AMPLITUDE_SERVER_URL) with the key `e2e-<brand>-analytics`, and GET /batches?api_key= answers what
// arrived (tests/e2e/telemetry.spec.ts).
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { BRANDS } from "../brands/brands.js";
import {
  artefactDir,
  buildArtefact,
  freePort,
  hasArtefact,
  projectRoot,
  startServer,
  waitForReady,
} from "./lib/servers.mjs";

const args = process.argv.slice(2);
const brands = selectedBrands(args);
const logDir = path.join(projectRoot, "test-results", "e2e-servers");
fs.mkdirSync(logDir, { recursive: true });

/** @type {Map<string, { url: string; port: number; dataDir: string; dir: string; previousOutput: string; server: ReturnType<typeof startServer> }>} */
const running = new Map();

async function launch(brand, port, dataDir, dir, overrides = {}) {
  const server = startServer({
    dir,
    env: {
      ...overrides,
      NODE_ENV: "production",
      STAGE: "local",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      AMPLITUDE_API_KEY: `e2e-${brand}-analytics`,
      AMPLITUDE_SERVER_URL: `${collector.url}/2/httpapi`,
      // Every test browser posts from 127.0.0.1: the per-address form limit would stop the suite, not a script.
      PUBLIC_FORM_LIMIT: "100000",
      // DATABASE_URL deliberately absent: each run starts on a fresh embedded database.
    },
  });
  // Server errors belong on the console; the whole log goes to a file for after the run.
  server.child.stderr.on("data", (chunk) => process.stderr.write(`[${brand}] ${chunk}`));
  try {
    await waitForReady(`http://127.0.0.1:${port}`, { exited: server.exited });
  } catch (error) {
    // Not yet in `running`, so stopAll() would not see it: stop it here rather than leave it behind.
    await server.stop("SIGKILL");
    throw error;
  }
  return server;
}

async function startBrand(brand) {
  const dir = artefactDir(brand);
  if (hasArtefact(dir)) {
    console.log(
      `e2e: using ${path.relative(projectRoot, dir)}/ (built ${fs.statSync(path.join(dir, "server.mjs")).mtime.toISOString()})`,
    );
  } else {
    console.log(`e2e: building ${brand}…`);
    await buildArtefact(brand);
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `e2e-${brand}-`));
  const server = await launch(brand, port, dataDir, dir);
  running.set(brand, { url: `http://127.0.0.1:${port}`, port, dataDir, dir, previousOutput: "", server });
  console.log(`e2e: ${brand} ready on http://127.0.0.1:${port}`);
}

async function restart(brand, flagsFile) {
  const entry = running.get(brand);
  if (!entry) throw new Error(`no ${brand} server is running`);
  const code = await entry.server.stop("SIGTERM");
  entry.previousOutput += entry.server.stdout();
  if (code !== 0) throw new Error(`the ${brand} server exited with ${code} on SIGTERM`);
  entry.server = await launch(brand, entry.port, entry.dataDir, entry.dir, flagsFile ? { FLAGS_FILE: flagsFile } : {});
}

/** Receives the Amplitude HTTP API v2 batches the browsers send (CORS-enabled) and hands them to tests. */
function analyticsCollector() {
  const batches = [];
  const server = http.createServer((req, res) => {
    res.setHeader("Access-Control-Allow-Origin", "*");
    res.setHeader("Access-Control-Allow-Headers", "Content-Type, Accept");
    res.setHeader("Access-Control-Allow-Methods", "GET, POST, OPTIONS");
    const url = new URL(req.url ?? "/", "http://collector");
    if (req.method === "OPTIONS") return void res.writeHead(204).end();
    if (req.method === "GET" && url.pathname === "/batches") {
      const key = url.searchParams.get("api_key");
      const body = JSON.stringify(batches.filter((batch) => !key || batch.api_key === key));
      return void res.writeHead(200, { "content-type": "application/json" }).end(body);
    }
    if (req.method !== "POST" || url.pathname !== "/2/httpapi") return void res.writeHead(404).end();
    let text = "";
    req.on("data", (chunk) => (text += chunk));
    req.on("end", () => {
      try {
        const batch = JSON.parse(text);
        batches.push({ ...batch, received_at: Date.now() });
        const answer = { code: 200, events_ingested: batch.events?.length ?? 0, payload_size_bytes: text.length };
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ server, url: `http://127.0.0.1:${server.address().port}` })),
  );
}

function controlServer() {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://control");
    const entry = running.get(url.searchParams.get("brand") ?? "");
    try {
      if (!entry) {
        res.writeHead(404).end(`unknown brand; running: ${[...running.keys()].join(", ")}`);
      } else if (req.method === "POST" && url.pathname === "/restart") {
        await restart(url.searchParams.get("brand"), url.searchParams.get("flags_file") ?? undefined);
        res.writeHead(200).end("ready");
      } else if (req.method === "GET" && url.pathname === "/logs") {
        res.writeHead(200, { "content-type": "text/plain" }).end(entry.previousOutput + entry.server.stdout());
      } else {
        res.writeHead(404).end("POST /restart?brand= or GET /logs?brand=");
      }
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

async function stopAll() {
  await Promise.all(
    [...running].map(async ([brand, entry]) => {
      const code = await entry.server.stop("SIGTERM");
      if (code !== 0) console.error(`e2e: the ${brand} server exited with ${code} on SIGTERM`);
      fs.writeFileSync(path.join(logDir, `${brand}.log`), entry.previousOutput + entry.server.stdout());
      fs.rmSync(entry.dataDir, { recursive: true, force: true });
    }),
  );
  running.clear();
}

/** The brands named by --project (hb, coaching); all of them when none is named. */
function selectedBrands(argv) {
  const named = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg.startsWith("--project=")) named.push(...arg.slice("--project=".length).split(","));
    else if (arg === "--project") {
      while (argv[i + 1] && !argv[i + 1].startsWith("-")) named.push(argv[++i]);
    }
  }
  // A project is named after its brand, or starts with it ("hb-serial").
  const chosen = BRANDS.filter((brand) => named.some((name) => name === brand || name.startsWith(`${brand}-`)));
  return chosen.length ? chosen : [...BRANDS];
}

let control;
const collector = await analyticsCollector();
let exitCode = 1;
const interrupted = (signal) => {
  console.error(`e2e: ${signal}, stopping servers`);
  stopAll().finally(() => process.exit(130));
};
process.once("SIGINT", interrupted);
process.once("SIGTERM", interrupted);

try {
  // One brand at a time: two Vite builds at once would compete for the same CPUs anyway.
  for (const brand of brands) await startBrand(brand);
  control = await controlServer();
  // Only the servers started here: a URL left in the caller's environment would add a project without a server.
  const { E2E_HB_URL: _hb, E2E_COACHING_URL: _coaching, ...inherited } = process.env;
  const env = {
    ...inherited,
    E2E_CONTROL_URL: `http://127.0.0.1:${control.address().port}`,
    E2E_ANALYTICS_URL: collector.url,
    ...Object.fromEntries([...running].map(([brand, entry]) => [`E2E_${brand.toUpperCase()}_URL`, entry.url])),
  };
  const playwright = spawn(
    process.execPath,
    [path.join(projectRoot, "node_modules/@playwright/test/cli.js"), "test", ...args],
    { cwd: projectRoot, env, stdio: "inherit" },
  );
  exitCode = await new Promise((resolve) => playwright.once("exit", (code) => resolve(code ?? 1)));
} catch (error) {
  console.error(`e2e: ${error instanceof Error ? error.message : error}`);
} finally {
  await stopAll();
  control?.close();
  collector.server.close();
}
process.exit(exitCode);
