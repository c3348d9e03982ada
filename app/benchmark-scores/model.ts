// What the benchmark scores view works with. Safe for browser code.
import type { ScoreBand } from "../../brands/types";
import type { FitScoreJson } from "../../api/role-benchmarks/contract";

export type { FitScoreJson };

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
 * The fits best first; those not computed yet, or computed for an older version of their benchmark (the
 * re-scoring job has not reached them), come last as "being calculated". Ties keep the API's order (by name).
 */
export function rankFits(fits: readonly FitScoreJson[]): BenchmarkFit[] {
  const rows = fits.map((f): BenchmarkFit => {
    const current = f.fit !== null && !f.stale;
    return {
      id: f.role_benchmark.id,
      name: f.role_benchmark.name,
      forAllCompanies: f.role_benchmark.company_id === null,
      fit: current ? f.fit : null,
      band: current ? f.band : null,
    };
  });
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => (b.row.fit ?? -1) - (a.row.fit ?? -1) || a.index - b.index)
    .map(({ row }) => row);
}

/** Whether any fit is still being calculated (the page then looks again now and then). */
export const anyPending = (rows: readonly BenchmarkFit[]) => rows.some((r) => r.fit === null);
