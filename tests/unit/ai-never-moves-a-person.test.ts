// No code path moves, rejects, archives or reorders a person from an AI output (architecture: AI "never moves a
// person on its own"; docs/decisions/076-ai-call-record-append-only.md). Every module that writes a pipeline stage,
// a board position or an archive mark is found by what it writes, and its whole import graph must hold neither the
// AI port nor anything that reads a stored AI output; and no module that holds AI output reaches a stage writer.
// The behavioural side (a model answering "reject" changes nothing) is in tests/integration/ai/ai-calls.test.ts.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const ROOTS = ["api", "app", "domain", "server", "brands"];

/** Writes that move a person: their stage (status and its history), their place on the board, their archiving. */
const STAGE_WRITE = [
  /\.update\(\s*surveyResults\s*\)\s*\.set\(\s*\{[^}]*\b(?:status|columnPosition|archivedAt)\b/,
  /\.update\(\s*surveyResults\s*\)\s*\.set\(\s*(?:values|changes|patch|set)\b/,
  /\.insert\(\s*surveyResultStatusChanges\s*\)/,
  /\.update\(\s*jobApplications\s*\)\s*\.set\(\s*\{[^}]*\bstatus\b/,
  /update\s+"?survey_results"?\s+set\s+[^;]*\b(?:status|column_position|archived_at)\b/i,
];
/** The AI port itself, and what reads the outputs it wrote (stored analyses, chat answers, resume analyses, the record). */
const AI_MODULE = /^api\/(?:ai|ai-calls)\//;
const AI_OUTPUT =
  /\b(?:candidateAnalyses|chatMessages|resumeAnalyses|aiCalls)\b|\b(?:candidate_analyses|chat_messages|resume_analyses|ai_calls)\b/;

function sources(): string[] {
  return ROOTS.flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes("node_modules"))
      .map((file) => path.posix.join(dir, file.split(path.sep).join("/"))),
  );
}

const files = sources();
const known = new Set(files);
const text = new Map(files.map((file) => [file, fs.readFileSync(path.join(root, file), "utf8")]));

/** The repository modules a module imports (static, dynamic and re-exports), resolved as TypeScript resolves them. */
function importsOf(file: string): string[] {
  const found: string[] = [];
  // Type-only imports carry no values at run time, so no output can flow through them (`import type { ApiDeps }`).
  const source = text
    .get(file)!
    .replace(/^\s*(?:import|export)\s+type\b[^;]*;/gm, "")
    .replace(/\btype\s+\w+\s*,?/g, (m) => (m.startsWith("type ") && /[{,]\s*$/.test(m) ? "" : m));
  const specifiers = source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)["']([^"']+)["']/g);
  for (const [, spec] of specifiers) {
    let base: string | null = null;
    if (spec.startsWith(".")) base = path.posix.join(path.posix.dirname(file), spec);
    else if (spec.startsWith("~domain/")) base = `domain/${spec.slice("~domain/".length)}`;
    else if (spec.startsWith("~/")) base = `app/${spec.slice(2)}`;
    else if (spec === "~brand") base = "brands/hb/index";
    if (!base) continue;
    const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
    const hit = candidates.find((c) => known.has(c.replace(/\.js$/, ".ts")) || known.has(c));
    if (hit) found.push(known.has(hit) ? hit : hit.replace(/\.js$/, ".ts"));
  }
  return found;
}

const graph = new Map(files.map((file) => [file, importsOf(file)]));

/** Every module reachable from `start` through imports, and one import chain to each (for the failure message). */
function reachable(start: string): Map<string, string[]> {
  const chains = new Map<string, string[]>([[start, [start]]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift()!;
    for (const next of graph.get(file) ?? []) {
      if (chains.has(next)) continue;
      chains.set(next, [...chains.get(file)!, next]);
      queue.push(next);
    }
  }
  return chains;
}

const isStageWriter = (file: string) => STAGE_WRITE.some((pattern) => pattern.test(text.get(file)!));
/**
 * The schema only declares the tables (a module that reads one names it in its own text and is caught there); the
 * API's composition root and its contract and OpenAPI lists only mount every feature side by side (a request reaches
 * one feature's handler, which is checked on its own).
 */
const WIRING = /^(?:server\/db\/schema\/|api\/(?:index\.ts$|contracts\.ts$|openapi\.ts$))/;
const holdsAiOutput = (file: string) => !WIRING.test(file) && (AI_MODULE.test(file) || AI_OUTPUT.test(text.get(file)!));

const stageWriters = files.filter(isStageWriter);
const aiHolders = files.filter(holdsAiOutput);

describe("AI never moves a person", () => {
  test("the stage writers are found where the pipeline, the board and bulk edits write", () => {
    // If the finder stops finding these, it finds nothing and the tests below prove nothing.
    expect(stageWriters).toEqual(
      expect.arrayContaining([
        "api/pipeline/change-status.ts",
        "api/pipeline/move-all-cards.ts",
        "api/pipeline/delete-pipeline.ts",
        "api/survey-results/bulk-update.ts",
      ]),
    );
    expect(aiHolders).toEqual(
      expect.arrayContaining([
        "api/ai/port.ts",
        "api/candidate-analysis/generate-analysis.ts",
        "api/chat/send-message.ts",
        "api/resume-analysis/analyze-resume.ts",
      ]),
    );
  });

  test("no module that moves, rejects, archives or reorders a person reads an AI output or reaches the AI port", () => {
    const violations: string[] = [];
    for (const writer of stageWriters) {
      for (const [file, chain] of reachable(writer)) {
        if (holdsAiOutput(file)) violations.push(chain.join(" → "));
      }
    }
    expect(violations, "a stage change must come from a person's action, never from an AI output").toEqual([]);
  });

  test("no module that asks the AI or reads its outputs reaches a module that moves a person", () => {
    const violations: string[] = [];
    for (const holder of aiHolders) {
      for (const [file, chain] of reachable(holder)) {
        if (isStageWriter(file)) violations.push(chain.join(" → "));
      }
    }
    expect(violations, "an AI output must never flow into a stage change").toEqual([]);
  });
});
