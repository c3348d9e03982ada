// `npm run dev` (scripts/dev.mjs) as a developer uses it, for each brand: it prints the demo accounts and serves the
// embedded API and identity provider on a fresh data directory; in one brand it serves the app, and an edit to a
// route module shows in the open page (Chromium) without the page or the server reloading. The route is a temporary file of this
// test, created before the server starts and removed afterwards, also when the test fails.
// The dev server runs on its embedded database whatever the test database.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { afterEach, describe, expect, test } from "vitest";
import { BRANDS } from "../../../brands/brands.js";
import { freePort, projectRoot, waitForReady } from "../../../scripts/lib/servers.mjs";

const BRAND_NAMES = { hb: "HireBloom", coaching: "Traitwise" } as const;
const routeName = `dev-reload-check-${process.pid}`;
const routeFile = path.join(projectRoot, "app", "routes", `${routeName}.tsx`);
const routeSource = (text: string) =>
  [
    "// A temporary route of tests/integration/foundation/dev-server.test.ts: it removes this file again.",
    "export default function DevReloadCheck() {",
    `  return <p data-testid="dev-reload-check">${text}</p>;`,
    "}",
    "",
  ].join("\n");

let server: ChildProcess | undefined;
let browser: Browser | undefined;
let dataDir: string | undefined;

/** Ends the dev server's whole process group (scripts/dev.mjs, Node's watcher, the server): politely, then not. */
async function stopServer() {
  const child = server;
  server = undefined;
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const kill = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  kill("SIGTERM");
  const stopped = await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]);
  if (!stopped) kill("SIGKILL");
  // The server answers SIGTERM after its watcher parent; give the group a moment, then make sure nothing is left.
  await sleep(500);
  kill("SIGKILL");
}

function removeTemporaryFiles() {
  fs.rmSync(routeFile, { force: true });
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
}

// Even when the test run itself is cut short.
process.once("exit", () => {
  if (server?.pid) {
    try {
      process.kill(-server.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
  fs.rmSync(routeFile, { force: true });
});

afterEach(async () => {
  await browser?.close().catch(() => undefined);
  browser = undefined;
  await stopServer();
  removeTemporaryFiles();
}, 30_000);

/** Starts `npm run dev` for a brand on a fresh data directory and checks what it prints and serves beside the app. */
async function startDevServer(brand: (typeof BRANDS)[number]): Promise<string> {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `dev-server-${brand}-`));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = "";
  const base = Object.fromEntries(["PATH", "HOME", "TMPDIR", "LANG"].map((k) => [k, process.env[k]]));
  server = spawn(process.execPath, [path.join(projectRoot, "scripts/dev.mjs")], {
    cwd: projectRoot,
    // Its own process group, so that stopServer() reaches the watcher and the server too.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: Object.fromEntries(
      Object.entries({
        ...base,
        BRAND: brand,
        HOST: "127.0.0.1",
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        STAGE: "local",
        LOG_LEVEL: "warn",
      }).filter(([, v]) => v !== undefined),
    ) as NodeJS.ProcessEnv,
  });
  server.stdout!.on("data", (chunk) => (output += chunk));
  server.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => server!.once("exit", resolve));

  await waitForReady(baseUrl, { exited, timeoutMs: 120_000 }).catch((error: Error) => {
    throw new Error(`${error.message}\n--- output of npm run dev:\n${output}`);
  });
  expect(output).toContain(`${BRAND_NAMES[brand]} on ${baseUrl}, data: embedded PGlite in ${dataDir}`);
  expect(output).toMatch(/Demo accounts \(password: .+\):[\s\S]*owner@harbor-dental\.test/);
  // The embedded API and identity provider answer beside the app.
  expect((await fetch(`${baseUrl}/api/v2/`)).status).toBeLessThan(500);
  expect((await fetch(`${baseUrl}/idp/.well-known/openid-configuration`)).status).toBe(200);
  return baseUrl;
}

describe("npm run dev", () => {
  // The hot reload is the dev server's own (Vite's), the same for every brand: it is checked in a browser once, with
  // a page of the app. The other brand is checked for what differs by brand: the server it starts names the brand and
  // prints that brand's demo accounts, with the API and identity provider beside it. Its pages are not rendered
  // here: the first page a dev server renders compiles the whole app (half a minute), and which brand the app's
  // code is compiled for is the same alias in development as in the build (vite.config.ts), whose artefacts are
  // checked per brand (brand-artefacts.test.ts, the e2e suite).
  test("BRAND=coaching: starts the brand's server with the API and demo data", async () => {
    await startDevServer("coaching");
    expect(server!.exitCode, "the dev server is still running").toBeNull();
  }, 180_000);

  test("BRAND=hb: serves the app with the API and demo data, and hot-reloads an edited route", async () => {
    fs.writeFileSync(routeFile, routeSource("Before the edit"));
    const baseUrl = await startDevServer("hb");

    browser = await chromium.launch({
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on("console", (m) => {
      // React 18's development build compares the nonce attribute, which browsers hide after load, when it
      // hydrates: a warning of development only (production builds do not compare attributes).
      if (m.type() === "error" && !/^Warning: Prop `%s` did not match.* nonce "" "/.test(m.text())) {
        problems.push(`console error: ${m.text()} (${m.location().url})`);
      }
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));

    // The first load compiles the app's dependencies (Vite's optimiser), which can take a minute on a busy machine
    // and ends in one reload of the page; the page is loaded once more after that, and then marked.
    await page.goto(`${baseUrl}/${routeName}`, { timeout: 120_000 });
    await page.waitForLoadState("networkidle", { timeout: 120_000 });
    problems.length = 0; // what the browser saw of a page whose dependencies changed under it does not count
    const response = await page.reload({ timeout: 60_000 });
    expect(response?.status()).toBe(200);
    // Development CSP: the page's scripts keep their nonce; only the dev server's needs are added.
    const csp = response?.headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(csp).toContain("connect-src 'self' ws:");
    await page.waitForLoadState("networkidle", { timeout: 60_000 });
    await page.locator("html[data-ready]").waitFor({ state: "attached", timeout: 60_000 });
    expect(await page.getAttribute('meta[name="application-name"]', "content")).toBe(BRAND_NAMES.hb);
    const text = page.getByTestId("dev-reload-check");
    expect(await text.textContent()).toBe("Before the edit");
    // A reload of the page from here on would lose this mark.
    await page.evaluate(() => Object.assign(window, { devReloadCheck: "still here" }));

    fs.writeFileSync(routeFile, routeSource("After the edit"));
    await expect.poll(() => text.textContent(), { timeout: 30_000 }).toBe("After the edit");
    expect(await page.evaluate(() => (window as unknown as { devReloadCheck?: string }).devReloadCheck)).toBe(
      "still here",
    );
    expect(server!.exitCode, "the dev server is still running").toBeNull();
    expect(problems).toEqual([]);
  }, 240_000);
});

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
