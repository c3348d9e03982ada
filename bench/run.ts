// npm run bench: every area's benchmark, one after another, each printing its own figures.
// `npm run bench -- board` runs only the named sections.
export {};

const SECTIONS: Record<string, () => Promise<unknown>> = {
  // Scoring, the candidate list's search over 100,000 results and re-scoring after a benchmark change (bench/assessment.ts).
  assessment: () => import("./assessment").then((m) => m.run()),
  // The hiring-pipeline board with 2,000 cards in Chromium (bench/board.ts).
  board: () => import("./board").then((m) => m.run()),
  // The built product over HTTP: pages per second, latency, memory, first-load bundles, Lighthouse (bench/http.ts).
  http: () => import("./http").then((m) => m.run()),
  // 200 simulated users for 5 minutes (--seconds= to shorten): errors, p50/p95/p99, memory (bench/load.ts).
  load: () => import("./load").then((m) => m.run()),
};

const wanted = process.argv.slice(2).filter((a) => !a.startsWith("-"));
const unknown = wanted.filter((name) => !(name in SECTIONS));
if (unknown.length) {
  console.error(`unknown bench section(s): ${unknown.join(", ")}; known: ${Object.keys(SECTIONS).join(", ")}`);
  process.exit(1);
}
for (const [name, run] of Object.entries(SECTIONS)) {
  if (wanted.length && !wanted.includes(name)) continue;
  console.log(`\n== ${name} ==`);
  await run();
}
