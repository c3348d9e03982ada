// Role benchmarks in the app: the form's starting values and the re-scoring's progress. Safe for browser code.
// (The form's fields become the API's body in form.server.ts.)
import { formatNumber } from "../../domain/format";
import type { BenchmarkJson } from "../../api/role-benchmarks/contract";
import type { BenchmarkTargets, TargetRange } from "~domain/assessment/fit";
import { DOMAINS, type DomainCode } from "~domain/assessment/traits";
import { plural } from "~domain/text";

export type { BenchmarkJson, BenchmarkTargets, TargetRange };

/** A benchmark form's starting targets: every domain open (1–99), no facets. */
export const OPEN_TARGETS: BenchmarkTargets = {
  domains: Object.fromEntries(DOMAINS.map((d) => [d, { min: 1, max: 99 }])) as Record<DomainCode, TargetRange>,
  facets: {},
};

/** The ranges the add page offers around a model person's percentiles (± each). */
export const SPREADS = [5, 10, 15, 20];

/** The progress of a benchmark's re-scoring, as people read it. */
export function rescoreText(b: Pick<BenchmarkJson, "rescore" | "version">): string {
  const { state, done, total } = b.rescore;
  if (state === "done" && b.rescore.scored_version === b.version)
    return `Fit scores up to date (${plural(total, "result")})`;
  if (state === "failed") return `Re-scoring failed; it is tried again: ${b.rescore.error ?? "unknown error"}`;
  if (state === "running") return `Re-scoring: ${formatNumber(done)} of ${plural(total, "result")}`;
  return "Re-scoring is queued";
}

export const rescoreBusy = (b: Pick<BenchmarkJson, "rescore" | "version">) =>
  b.rescore.state === "queued" || b.rescore.state === "running" || b.rescore.scored_version !== b.version;
