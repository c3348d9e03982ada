// npm start: runs the product. BRAND=hb|coaching (default hb).
// Builds the brand's artefact when it is missing or older than the sources, prints the demo accounts, then runs
// build/<brand>/server.mjs as a child in this process group with NODE_ENV=production (unless NODE_ENV is set),
// passing SIGTERM/SIGINT on and exiting with its code. `npm run dev` (scripts/dev.mjs) runs the sources instead.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseBrand } from "../brands/brands.js";
import { printDemoAccounts } from "./lib/demo-accounts.mjs";
import { serverAllocatorEnv, serverNodeFlags } from "./lib/server-flags.mjs";
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

await printDemoAccounts(brand);

// The production server: React, Remix and Express run their production code paths (NODE_ENV unset means
// development to them). An explicitly set NODE_ENV is passed on as it is.
// PUBLIC_URL named explicitly (the address the demo accounts are printed for), so a visit under another host
// (http://127.0.0.1:3000, a Docker port mapping) is sent to it before sign-in starts (server/canonical-host.ts).
const server = spawn(process.execPath, [...serverNodeFlags(process.env), path.join(dir, "server.mjs")], {
  cwd: projectRoot,
  stdio: "inherit",
  env: {
    ...serverAllocatorEnv(process.env),
    ...process.env,
    NODE_ENV: process.env.NODE_ENV || "production",
    PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 3000}`,
  },
});
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
