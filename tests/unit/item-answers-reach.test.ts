// Where single answers can go (docs/assessment/sensitive-items.md): the features that make staff reports, shares,
// exports and AI prompts read scale scores only. A module among them that reads the answers table or the item bank
// would show item-level answers past the one place that withholds the sensitive ones (api/survey-answers/model.ts),
// so this test names it.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Staff-facing, shared, exported and AI-facing features: scale scores only. */
const SCORES_ONLY = [
  "api/ai",
  "api/chat",
  "api/candidate-analysis",
  "api/resume-analysis",
  "api/interview-questions",
  "api/instant-interviews",
  "api/report-shares",
  "api/view-shares",
  "api/comparisons",
  "api/teams",
  "api/growth-reports",
  "api/benchmark-scores",
  "api/webhooks",
  "api/hubspot",
  "api/survey-results/export-survey-results.ts",
  "app/survey-results",
  "app/growth-reports",
  "app/chat",
];

/** Reading the answers table or the item bank. */
const ITEM_LEVEL = /\bsurveyAnswers\b|\bsurvey_answers\b|assessment\/items["']|@bigfive-org\/questions/;

function sourcesUnder(entry: string): string[] {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(entry, file));
}

test("no staff report, share, export or AI feature reads single answers or the item bank", () => {
  const sources = SCORES_ONLY.flatMap(sourcesUnder);
  expect(sources.length).toBeGreaterThan(50); // the features are where this test looks
  const readers = sources.filter((file) => ITEM_LEVEL.test(fs.readFileSync(path.join(root, file), "utf8")));
  expect(
    readers,
    "item-level answers must go through api/survey-answers/model.ts, which withholds sensitive ones",
  ).toEqual([]);
});
