// npm test: every test of the product, in the order a failure is cheapest to find.
//   typecheck → unit and component tests (unit tests per brand) → build both brands → integration tests → brand
//   artefact contents → e2e on Chromium for both brands → line coverage of the unit, component and integration tiers.
// The integration tier runs in full once: on PostgreSQL when TEST_DATABASE_URL is set (what production runs), else
// on PGlite. With PostgreSQL, the files whose outcome depends on the database driver run on PGlite too (the
// embedded database the product starts by default).
// Every step runs even when an earlier one failed (except what needs the build), then a summary ends with the line
// "N passed, N failed". Exit code 1 on any failure.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// A build root of this run's own, inside the project (server.mjs finds its packages in node_modules above it), so
// a stale build/ is never tested and two runs in one tree do not overwrite each other's artefacts.
const buildRoot = path.join(".cache", `test-all-${process.pid}`);
const bin = (file) => path.join(root, "node_modules", file);
const vitest = [bin("vitest/vitest.mjs"), "run"];
/** V8 coverage of a vitest run, as JSON in coverage/<tier>/ (scripts/coverage-summary.mjs merges the tiers). */
const coverage = (tier) => ["--coverage", `--coverage.reportsDirectory=coverage/${tier}`];
const ARTEFACT_TEST = "tests/integration/foundation/brand-artefacts.test.ts";
const postgres = Boolean(process.env.TEST_DATABASE_URL);
/** Integration tests of what the driver does: types, errors, threads, data directories, locking, concurrency. */
const DRIVER_SPECIFIC = [
  "tests/integration/foundation/database.test.ts",
  "tests/integration/foundation/database-thread.test.ts",
  "tests/integration/foundation/error-log.test.ts",
  // In-process and HTTP calls agree on both drivers (ADR 070).
  "tests/integration/foundation/in-process-api.test.ts",
  "tests/integration/foundation/server-process.test.ts",
  "tests/integration/pipeline/concurrency.test.ts",
  "tests/integration/assessment/queue.test.ts",
  "tests/integration/jobs/imports.test.ts",
];

/** @type {{ name: string; args?: string[]; env?: NodeJS.ProcessEnv; needsBuild?: boolean; skip?: string }[]} */
const steps = [
  { name: "typecheck", args: [bin("typescript/bin/tsc"), "--noEmit"] },
  {
    name: "unit and component tests, BRAND=hb",
    args: [...vitest, "--project", "unit", "--project", "component", ...coverage("unit")],
    env: { BRAND: "hb" },
  },
  { name: "unit tests, BRAND=coaching", args: [...vitest, "--project", "unit"], env: { BRAND: "coaching" } },
  { name: "build both brands", args: [path.join(root, "scripts/build.mjs")], env: { BRAND: "" } },
  {
    name: `integration tests on ${postgres ? "PostgreSQL" : "PGlite"}`,
    args: [...vitest, "--project", "integration", "--exclude", ARTEFACT_TEST, ...coverage("integration")],
    needsBuild: true,
  },
  {
    name: "driver-specific integration tests on PGlite",
    args: [...vitest, "--project", "integration", ...DRIVER_SPECIFIC],
    env: { TEST_DATABASE_URL: undefined },
    needsBuild: true,
    skip: postgres ? undefined : "the full pass ran on PGlite",
  },
  { name: "brand artefact contents", args: [...vitest, "--project", "integration", ARTEFACT_TEST], needsBuild: true },
  { name: "e2e tests on Chromium, both brands", args: [path.join(root, "scripts/e2e.mjs")], needsBuild: true },
  { name: "line coverage", args: [path.join(root, "scripts/coverage-summary.mjs"), "unit", "integration"] },
];

/** The failed tests (and files that failed to load) of a vitest JSON report, each with its message's first lines. */
function failedTests(file) {
  let report;
  try {
    report = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return ["(no test report was written: see the step's output)"];
  }
  const firstLines = (text = "") =>
    text
      .split("\n")
      .filter(Boolean)
      .slice(0, 4)
      .map((l) => `      ${l.slice(0, 200)}`);
  const failed = [];
  for (const suite of report.testResults ?? []) {
    const where = path.relative(root, suite.name);
    const tests = (suite.assertionResults ?? []).filter((t) => t.status === "failed");
    for (const t of tests)
      failed.push([`    ${where} › ${t.fullName}`, ...firstLines(t.failureMessages?.[0])].join("\n"));
    if (!tests.length && suite.status === "failed")
      failed.push([`    ${where}`, ...firstLines(suite.message)].join("\n"));
  }
  return failed;
}

function run(args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: "inherit" });
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const results = [];
let buildFailed = false;
const started = Date.now();
fs.rmSync(path.join(root, "coverage"), { recursive: true, force: true });
for (const [i, step] of steps.entries()) {
  const title = `[${i + 1}/${steps.length}] ${step.name}`;
  if (step.skip || (step.needsBuild && buildFailed)) {
    const reason = step.skip ?? "the build failed";
    console.log(`\n━━ ${title}: skipped (${reason})`);
    results.push({ ...step, status: step.skip ? "skipped" : "failed", note: reason, seconds: 0 });
    continue;
  }
  console.log(`\n━━ ${title}`);
  const t0 = Date.now();
  const env = { ...process.env, BUILD_ROOT: buildRoot, ...step.env };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
  // A vitest step also writes its outcome as JSON, so that the summary can name what failed: CI keeps only the end
  // of a run's output, where a failure hundreds of lines up would be out of sight.
  const report = path.join(root, ".cache", `test-all-${process.pid}-step-${i + 1}.json`);
  const isVitest = step.args[0] === vitest[0];
  const args = isVitest
    ? [...step.args, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`]
    : step.args;
  const code = await run(args, env);
  if (code !== 0 && step.name.startsWith("build")) buildFailed = true;
  const failures = isVitest && code !== 0 ? failedTests(report) : [];
  fs.rmSync(report, { force: true });
  results.push({
    ...step,
    status: code === 0 ? "passed" : "failed",
    note: "",
    failures,
    seconds: (Date.now() - t0) / 1000,
  });
}
fs.rmSync(path.join(root, buildRoot), { recursive: true, force: true });

const mark = { passed: "✔", failed: "✘", skipped: "–" };
console.log(`\n━━ Summary (${Math.round((Date.now() - started) / 1000)} s)`);
for (const r of results) {
  const time = r.status === "skipped" ? "" : `${r.seconds.toFixed(1)} s`;
  console.log(`  ${mark[r.status]} ${r.name.padEnd(38)} ${r.status.padEnd(8)} ${time}${r.note ? `  (${r.note})` : ""}`);
  for (const failure of r.failures ?? []) console.log(failure);
}
const passed = results.filter((r) => r.status === "passed").length;
const failed = results.filter((r) => r.status === "failed").length;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
