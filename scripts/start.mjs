// npm start: runs the product. BRAND=hb|coaching (default hb).
// Builds the brand's artefact when it is missing or older than the sources, prints the demo accounts, then runs
// build/<brand>/server.mjs as a child in this process group, passing SIGTERM/SIGINT on and exiting with its code.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import { parseBrand } from "../brands/brands.js";
import { artefactDir, hasArtefact, projectRoot } from "./lib/servers.mjs";

let brand;
try {
  brand = parseBrand(process.env.BRAND);
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}

const dir = artefactDir(brand);
const staleBecause = !hasArtefact(dir)
  ? "it is missing"
  : newerSource(fs.statSync(path.join(dir, "server.mjs")).mtimeMs);
if (staleBecause) {
  console.log(`Building ${brand} (${path.relative(projectRoot, dir)}/): ${staleBecause}…`);
  execFileSync(process.execPath, [path.join(projectRoot, "scripts/build.mjs")], {
    cwd: projectRoot,
    stdio: "inherit",
    env: { ...process.env, BRAND: brand },
  });
}

await printDemoAccounts();

const server = spawn(process.execPath, [path.join(dir, "server.mjs")], { cwd: projectRoot, stdio: "inherit" });
for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT"])) {
  // A terminal's Ctrl+C reaches both processes; the server ignores a second signal while it shuts down.
  process.on(signal, () => server.kill(signal));
}
server.once("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

/**
 * Why the artefact is older than the sources ("app/root.tsx changed"), or "" when it is not. Everything in the
 * project except tests, docs, build output and data counts as a source.
 * @param {number} builtAt
 */
function newerSource(builtAt) {
  const skipDirs = new Set([
    "node_modules",
    ".git",
    "build",
    ".cache",
    ".data",
    "tests",
    "docs",
    "test-results",
    "playwright-report",
    ".ci",
  ]);
  const buildRoot =
    process.env.BUILD_ROOT && path.relative(projectRoot, path.resolve(projectRoot, process.env.BUILD_ROOT));
  const walk = (relDir) => {
    for (const entry of fs.readdirSync(path.join(projectRoot, relDir), { withFileTypes: true })) {
      const rel = path.join(relDir, entry.name);
      if (entry.isDirectory()) {
        if (skipDirs.has(entry.name) || rel === buildRoot) continue;
        const found = walk(rel);
        if (found) return found;
      } else if (!/\.(md|test\.tsx?|spec\.ts)$/.test(entry.name)) {
        if (fs.statSync(path.join(projectRoot, rel)).mtimeMs > builtAt) return `${rel} changed`;
      }
    }
    return "";
  };
  return walk("");
}

async function printDemoAccounts() {
  /** @type {typeof import("../server/env")} */
  const { ConfigError, loadEnv } = await tsImport("../server/env.ts", import.meta.url);
  /** @type {typeof import("../api/db/demo-data")} */
  const { DEMO_COMPANIES, DEMO_USERS } = await tsImport("../api/db/demo-data.ts", import.meta.url);
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof ConfigError) return; // the server prints the problems and stops
    throw error;
  }
  if (!env.SEED_DEMO_DATA) return;
  const { default: config } = await tsImport(`../brands/${brand}/index.ts`, import.meta.url);
  const company = (key) => DEMO_COMPANIES.find((c) => c.key === key)?.name ?? key;
  const rows = DEMO_USERS.map((u) => [u.email, u.role, company(u.company), u.note ?? ""]);
  const header = ["E-mail", "Role", "Company", "Note"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    "  " +
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join("  ")
      .trimEnd();
  const data = env.DATABASE_URL
    ? "PostgreSQL (DATABASE_URL)"
    : `embedded PGlite in ${path.join(env.DATA_DIR, brand, "pglite")}`;
  console.log(`\n${config.name} on ${env.PUBLIC_URL}, data: ${data}`);
  console.log(`Demo accounts (password: ${env.DEMO_PASSWORD}):`);
  console.log(line(header));
  console.log(line(widths.map((w) => "-".repeat(w))));
  for (const row of rows) console.log(line(row));
  console.log("");
}
