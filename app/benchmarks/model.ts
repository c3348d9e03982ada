// Role benchmarks in the app: the form's values and how they become the API's body. Safe for browser code.
import type { BenchmarkJson } from "../../api/assessment/results-contracts";
import type { BenchmarkTargets, TargetRange } from "~domain/assessment/fit";
import { DOMAIN_NAMES, DOMAINS, facetName, FACETS, type DomainCode, type FacetCode } from "~domain/assessment/traits";

export type { BenchmarkJson, BenchmarkTargets, TargetRange };

/** A benchmark form's starting targets: every domain open (1–99), no facets. */
export const OPEN_TARGETS: BenchmarkTargets = {
  domains: Object.fromEntries(DOMAINS.map((d) => [d, { min: 1, max: 99 }])) as Record<DomainCode, TargetRange>,
  facets: {},
};

/** Reads the form's fields (`N.min`, `N.max`, `C4.on`, `C4.min`…) into targets; null with problems when invalid. */
export function targetsFromForm(form: FormData): {
  targets: BenchmarkTargets | null;
  problems: Record<string, string>;
} {
  const problems: Record<string, string> = {};
  const read = (code: string, label: string): TargetRange | null => {
    const min = Number(form.get(`${code}.min`));
    const max = Number(form.get(`${code}.max`));
    const whole = (n: number) => Number.isInteger(n) && n >= 1 && n <= 99;
    if (!whole(min) || !whole(max)) {
      problems[code] = `${label}: both ends must be whole percentiles from 1 to 99`;
      return null;
    }
    if (min > max) {
      problems[code] = `${label}: the lower end must not be above the upper end`;
      return null;
    }
    return { min, max };
  };
  const domains: Partial<Record<DomainCode, TargetRange>> = {};
  for (const d of DOMAINS) {
    const range = read(d, DOMAIN_NAMES[d]);
    if (range) domains[d] = range;
  }
  const facets: Partial<Record<FacetCode, TargetRange>> = {};
  for (const f of FACETS) {
    if (form.get(`${f}.on`) !== "on") continue;
    const range = read(f, facetName(f));
    if (range) facets[f] = range;
  }
  if (Object.keys(problems).length) return { targets: null, problems };
  return { targets: { domains: domains as Record<DomainCode, TargetRange>, facets }, problems };
}

/** The progress of a benchmark's re-scoring, as people read it. */
export function rescoreText(b: Pick<BenchmarkJson, "rescore" | "version">): string {
  const { state, done, total } = b.rescore;
  if (state === "done" && b.rescore.scored_version === b.version)
    return `Fit scores up to date (${total.toLocaleString("en-US")} results)`;
  if (state === "failed") return `Re-scoring failed; it is tried again: ${b.rescore.error ?? "unknown error"}`;
  if (state === "running")
    return `Re-scoring: ${done.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} results`;
  return "Re-scoring is queued";
}

export const rescoreBusy = (b: Pick<BenchmarkJson, "rescore" | "version">) =>
  b.rescore.state === "queued" || b.rescore.state === "running" || b.rescore.scored_version !== b.version;
