import type { Actor } from "../../domain/permissions";
import { getBenchmark } from "./get-benchmark";
import { listBenchmarks } from "./list-benchmarks";
import type { BenchmarkDeps } from "./model";
import { requestRescore } from "./rescore-benchmark";

/** POST /benchmark-scores/trigger-update: re-score one benchmark, or every one the actor sees. */
export async function triggerRescore({ db, queue }: BenchmarkDeps, actor: Actor, benchmarkId?: number) {
  const ids =
    benchmarkId !== undefined
      ? [(await getBenchmark(db, actor, benchmarkId)).id]
      : (await listBenchmarks(db, actor)).map((b) => b.id);
  const q = await queue;
  for (const id of ids) await requestRescore(db, q, id);
  return ids;
}
