import { and, asc, count, eq, gt, isNotNull, lt, ne, sql } from "drizzle-orm";
import { fitScore, scalesOf } from "../../domain/assessment/fit";
import type { ScaleCode } from "../../domain/assessment/traits";
import type { Database } from "../../server/db/client";
import { benchmarkScores, companies, roleBenchmarks, surveyResults } from "../../server/db/schema/index";
import type { JobQueue } from "../queue/index";
import { storeFitScores } from "./fit-scores";
import { benchmarksFor } from "./model";

/** The queue that re-scores results after a benchmark changes (spec §7 "benchmark-scores trigger update"). */
export const RESCORE_QUEUE = "benchmark-scores-rescore";

export interface RescoreJobData {
  role_benchmark_id: number;
}

/**
 * Asks for a benchmark's results to be re-scored: marks it queued and sends one job per benchmark. Sending again
 * while a job waits is a no-op (singleton key): the waiting job reads the benchmark's latest version when it runs.
 */
export async function requestRescore(db: Database, queue: JobQueue, benchmarkId: number) {
  await db
    .update(roleBenchmarks)
    .set({ rescoreState: "queued", rescoreDone: 0, rescoreError: null, rescoreUpdatedAt: new Date() })
    .where(eq(roleBenchmarks.id, benchmarkId));
  await queue.send<RescoreJobData>(
    RESCORE_QUEUE,
    { role_benchmark_id: benchmarkId },
    { singletonKey: `benchmark:${benchmarkId}` },
  );
}

/**
 * Re-scores every benchmark that applies to a company's results (after its fit policy changed): each job re-reads
 * every result's company policy, so the company's fits follow the new policy once the jobs are done.
 */
export async function requestRescoreForCompany(db: Database, queue: JobQueue, companyId: number) {
  const ids = await db.select({ id: roleBenchmarks.id }).from(roleBenchmarks).where(benchmarksFor(companyId));
  for (const { id } of ids) await requestRescore(db, queue, id);
  return ids.map((b) => b.id);
}

/**
 * At start: sends the job again for every benchmark whose scores lag its version (e.g. a migration changed how fit
 * is computed, or the process stopped before its job was sent). A job still waiting makes this a no-op.
 */
export async function resumePendingRescores(db: Database, queue: JobQueue) {
  const lagging = await db
    .select({ id: roleBenchmarks.id })
    .from(roleBenchmarks)
    .where(ne(roleBenchmarks.scoredVersion, roleBenchmarks.version));
  for (const { id } of lagging) {
    await queue.send<RescoreJobData>(RESCORE_QUEUE, { role_benchmark_id: id }, { singletonKey: `benchmark:${id}` });
  }
}

/** A scale's percentile inside the stored scores, as SQL (domains "N", facets "N1"). */
const percentileSql = (code: ScaleCode) =>
  sql.raw(`(scores #>> '{${code.length === 1 ? "domains" : "facets"},${code},percentile}')::int`);

export interface RescoreOutcome {
  state: "done" | "superseded" | "gone";
  scored: number;
}

/**
 * Re-scores every submitted result a benchmark applies to, in chunks by id, upserting each fit with the benchmark's
 * version and reporting progress on the benchmark. Idempotent: running it twice writes the same rows. When the
 * benchmark changes meanwhile it stops ("superseded"): the job queued by that change starts over with the new
 * version. At the end it removes fits the benchmark no longer has a result for (e.g. after its company changed).
 */
export async function rescoreBenchmark(
  db: Database,
  benchmarkId: number,
  options: { chunkSize?: number; signal?: AbortSignal } = {},
): Promise<RescoreOutcome> {
  const chunkSize = options.chunkSize ?? 2_000;
  const [benchmark] = await db.select().from(roleBenchmarks).where(eq(roleBenchmarks.id, benchmarkId));
  if (!benchmark) return { state: "gone", scored: 0 };
  const { version, targets } = benchmark;
  // The results that may have a fit: the SQL twin of mayHaveFit (domain/assessment/fit.ts).
  const applies = and(
    isNotNull(surveyResults.scores),
    sql`coalesce(${surveyResults.validity}->>'verdict', '') <> 'unreliable'`,
    benchmark.companyId === null ? undefined : eq(surveyResults.companyId, benchmark.companyId),
  );
  const [{ total }] = await db.select({ total: count() }).from(surveyResults).where(applies);
  const progress = async (values: Partial<typeof roleBenchmarks.$inferInsert>) => {
    const updated = await db
      .update(roleBenchmarks)
      .set({ ...values, rescoreUpdatedAt: new Date() })
      .where(and(eq(roleBenchmarks.id, benchmarkId), eq(roleBenchmarks.version, version)))
      .returning({ id: roleBenchmarks.id });
    return updated.length > 0;
  };
  if (!(await progress({ rescoreState: "running", rescoreDone: 0, rescoreTotal: total, rescoreError: null }))) {
    return { state: "superseded", scored: 0 };
  }

  const scales = scalesOf(targets);
  const columns = sql.join(scales.map(percentileSql), sql`, `);
  let after = 0;
  let done = 0;
  for (;;) {
    options.signal?.throwIfAborted();
    // Each result is scored by its company's fit policy (whether the health-adjacent facets count; ADR 056).
    const rows = await db
      .select({
        id: surveyResults.id,
        p: sql<number[]>`array[${columns}]`,
        includeHealthFacets: companies.fitIncludesHealthFacets,
      })
      .from(surveyResults)
      .innerJoin(companies, eq(companies.id, surveyResults.companyId))
      .where(and(applies, gt(surveyResults.id, after)))
      .orderBy(asc(surveyResults.id))
      .limit(chunkSize);
    if (rows.length === 0) break;
    await storeFitScores(
      db,
      rows.map((row) => {
        const byScale = new Map(scales.map((code, i) => [code, Number(row.p[i])]));
        return {
          surveyResultId: row.id,
          roleBenchmarkId: benchmarkId,
          fit: fitScore((code) => byScale.get(code)!, targets, { includeHealthFacets: row.includeHealthFacets }).fit,
          benchmarkVersion: version,
        };
      }),
    );
    done += rows.length;
    after = rows[rows.length - 1].id;
    if (!(await progress({ rescoreDone: Math.min(done, total) }))) return { state: "superseded", scored: done };
    if (rows.length < chunkSize) break;
  }
  // Fits of an older version that this run did not rewrite belong to results the benchmark no longer applies to.
  await db
    .delete(benchmarkScores)
    .where(and(eq(benchmarkScores.roleBenchmarkId, benchmarkId), lt(benchmarkScores.benchmarkVersion, version)));
  await progress({
    rescoreState: "done",
    rescoreDone: done,
    rescoreTotal: Math.max(total, done),
    scoredVersion: version,
  });
  return { state: "done", scored: done };
}

/** Works the re-scoring queue in this process. A failed attempt is shown on the benchmark and retried. */
export async function startRescoreWorker(db: Database, queue: JobQueue) {
  await queue.work<RescoreJobData>(RESCORE_QUEUE, async (job) => {
    const id = job.data.role_benchmark_id;
    try {
      await rescoreBenchmark(db, id, { signal: job.signal });
    } catch (error) {
      if (job.signal.aborted) throw error;
      await db
        .update(roleBenchmarks)
        .set({
          rescoreState: "failed",
          rescoreError: error instanceof Error ? error.message.slice(0, 500) : "Re-scoring failed",
          rescoreUpdatedAt: new Date(),
        })
        .where(eq(roleBenchmarks.id, id))
        .catch(() => undefined);
      throw error;
    }
  });
}
