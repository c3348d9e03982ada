// The order in which a person's fits to the role benchmarks are shown (the benchmark scores page and its PDF). Safe
// for browser code.
import type { ScoreBand } from "../../brands/types";

/** A fit as the API's fit-scores answer carries it. */
export interface FitScoreLike {
  fit: number | null;
  band: ScoreBand | null;
  /** Computed for an older version of its benchmark (the re-scoring job has not reached it yet). */
  stale: boolean;
  role_benchmark: { id: number; name: string; company_id: number | null };
}

export interface BenchmarkFit {
  id: number;
  name: string;
  /** For every company, or the person's company's own. */
  forAllCompanies: boolean;
  /** 0–100, or null while it is being calculated. */
  fit: number | null;
  band: ScoreBand | null;
}

/**
 * The fits best first; those not computed yet, or computed for an older version of their benchmark, come last as
 * "being calculated". Ties keep the given order (the API's: by name).
 */
export function rankFits(fits: readonly FitScoreLike[]): BenchmarkFit[] {
  return fits
    .map((f, index) => {
      const current = f.fit !== null && !f.stale;
      const row: BenchmarkFit = {
        id: f.role_benchmark.id,
        name: f.role_benchmark.name,
        forAllCompanies: f.role_benchmark.company_id === null,
        fit: current ? f.fit : null,
        band: current ? f.band : null,
      };
      return { row, index };
    })
    .sort((a, b) => (b.row.fit ?? -1) - (a.row.fit ?? -1) || a.index - b.index)
    .map(({ row }) => row);
}
