// Prints the line coverage of app/, api/, domain/ and server/ over the tiers `npm test` measured (V8 coverage of the unit,
// component and integration tiers, each written by Vitest as coverage/<tier>/coverage-final.json), merged: a line
// counts as covered when any tier ran it. Code that only runs in child processes (built servers, e2e) is not seen.
//   node scripts/coverage-summary.mjs [tier …]
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import libCoverage from "istanbul-lib-coverage";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const AREAS = ["app", "api", "domain", "server"];

const tiers = process.argv.slice(2);
const map = libCoverage.createCoverageMap({});
const found = [];
for (const tier of tiers) {
  const file = path.join(root, "coverage", tier, "coverage-final.json");
  if (!fs.existsSync(file)) continue;
  map.merge(JSON.parse(fs.readFileSync(file, "utf8")));
  found.push(tier);
}
if (!found.length) {
  console.log("coverage: no tier wrote a report");
  process.exit(1);
}

const totals = Object.fromEntries(AREAS.map((area) => [area, libCoverage.createCoverageSummary()]));
const all = libCoverage.createCoverageSummary();
for (const file of map.files()) {
  const area = path.relative(root, file).split(path.sep)[0];
  const summary = map.fileCoverageFor(file).toSummary();
  all.merge(summary);
  if (totals[area]) totals[area].merge(summary);
}
const pct = (s) => `${s.lines.pct.toFixed(1)} %`.padStart(7);
console.log(`Line coverage (${found.join(" + ")}):`);
for (const area of AREAS) {
  const s = totals[area].toJSON();
  console.log(`  ${`${area}/`.padEnd(8)} ${pct(s)}  (${s.lines.covered} of ${s.lines.total} lines)`);
}
console.log(`  ${"all".padEnd(8)} ${pct(all.toJSON())}`);
