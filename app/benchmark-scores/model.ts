// What the benchmark scores view works with (the ranking is shared with its PDF, in domain/). Safe for browser code.
import type { BenchmarkFit } from "../../domain/assessment/fit-ranking";

export type { FitScoreJson } from "../../api/role-benchmarks/contract";
export { rankFits, type BenchmarkFit } from "../../domain/assessment/fit-ranking";

/** Whether any fit is still being calculated (the page then looks again now and then). */
export const anyPending = (rows: readonly BenchmarkFit[]) => rows.some((r) => r.fit === null);
