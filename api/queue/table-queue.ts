import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { queueJobs } from "../../server/db/schema/index";
import {
  DEFAULT_RETRY_DELAY_MS,
  DEFAULT_RETRY_LIMIT,
  waitUntil,
  type JobHandler,
  type JobQueue,
  type SendOptions,
} from "./port";

export interface TableQueueOptions {
  /** How often an idle worker looks for due jobs (a send in this process wakes it at once). */
  pollMs?: number;
  /** Finished jobs are kept this long for inspection. */
  keepFinishedMs?: number;
  logger?: { error(obj: object, msg: string): void; warn?(obj: object, msg: string): void };
}

/**
 * The job queue in a table of the app's own database, worked in this process: for the embedded PGlite database,
 * which cannot run pg-boss (one connection, no LISTEN or advisory locks across processes) and is only ever opened by
 * one process. Jobs survive a restart: one that was running when the process stopped runs again on start. A job is
 * claimed with FOR UPDATE SKIP LOCKED, a singleton job waits once (a unique index) and runs once at a time, and a
 * failed one is retried with exponential backoff until its retries are spent.
 */
export function createTableQueue(db: Database, options: TableQueueOptions = {}): JobQueue {
  const pollMs = options.pollMs ?? 500;
  const handlers = new Map<string, JobHandler<unknown>>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  let wakeAgain = false;
  let started: Promise<void> | null = null;
  const stopping = new AbortController();

  // A job "active" in the table when this process starts was cut off by a stop or a crash: it runs again.
  const start = () =>
    (started ??= (async () => {
      await db.update(queueJobs).set({ state: "created", startAfter: new Date() }).where(eq(queueJobs.state, "active"));
      const keep = new Date(Date.now() - (options.keepFinishedMs ?? 7 * 86_400_000));
      await db
        .delete(queueJobs)
        .where(and(inArray(queueJobs.state, ["completed", "failed"]), lt(queueJobs.createdAt, keep)));
    })());

  async function claim(name: string) {
    // One due job of the queue, skipping singleton keys that already run.
    const rows = await db.execute<{ id: string; data: unknown }>(sql`
      update ${queueJobs} set state = 'active', started_at = now()
      where id = (
        select j.id from ${queueJobs} j
        where j.name = ${name} and j.state = 'created' and j.start_after <= now()
          and (j.singleton_key is null or not exists (
            select 1 from ${queueJobs} a where a.name = j.name and a.singleton_key = j.singleton_key and a.state = 'active'))
        order by j.start_after, j.created_at
        limit 1
        for update skip locked)
      returning id, data`);
    const list = Array.isArray(rows) ? rows : (rows as { rows: { id: string; data: unknown }[] }).rows;
    return list[0] ?? null;
  }

  async function runOnce(name: string, handler: JobHandler<unknown>): Promise<boolean> {
    const job = await claim(name);
    if (!job) return false;
    try {
      await handler({ id: job.id, name, data: job.data, signal: stopping.signal });
      await db.update(queueJobs).set({ state: "completed", completedAt: new Date() }).where(eq(queueJobs.id, job.id));
    } catch (error) {
      // Cut off by a stop: the job stays active and runs again when a queue starts on this database.
      if (stopping.signal.aborted) return false;
      const message = error instanceof Error ? error.message : String(error);
      options.logger?.error({ err: error, job: job.id, queue: name }, "job failed");
      // Retry with exponential backoff while retries are left; then the job stays failed.
      await db.execute(sql`
        update ${queueJobs} set
          state = case when retry_count < retry_limit then 'created' else 'failed' end,
          retry_count = case when retry_count < retry_limit then retry_count + 1 else retry_count end,
          start_after = now() + (retry_delay_ms * power(2, retry_count)) * interval '1 millisecond',
          completed_at = case when retry_count < retry_limit then null else now() end,
          last_error = ${message.slice(0, 2000)}
        where id = ${job.id}`);
    }
    return true;
  }

  async function loop() {
    if (stopped) return;
    try {
      await start();
      do {
        wakeAgain = false;
        let didWork = true;
        while (didWork && !stopped) {
          didWork = false;
          for (const [name, handler] of handlers) if (await runOnce(name, handler)) didWork = true;
        }
      } while (wakeAgain && !stopped);
    } catch (error) {
      options.logger?.error({ err: error }, "job queue poll failed");
    }
  }

  function tick() {
    if (stopped) return;
    if (running) {
      wakeAgain = true;
      return;
    }
    running = loop().finally(() => {
      running = null;
      schedule();
    });
  }

  function schedule() {
    if (stopped || handlers.size === 0) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, pollMs);
    timer.unref();
  }

  return {
    kind: "table",
    async send(name, data, sendOptions: SendOptions = {}) {
      const [row] = await db
        .insert(queueJobs)
        .values({
          name,
          data: data as Record<string, unknown>,
          singletonKey: sendOptions.singletonKey ?? null,
          retryLimit: sendOptions.retryLimit ?? DEFAULT_RETRY_LIMIT,
          retryDelayMs: sendOptions.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS,
        })
        .onConflictDoNothing()
        .returning({ id: queueJobs.id });
      if (handlers.has(name)) queueMicrotask(tick);
      return row?.id ?? null;
    },
    async work(name, handler) {
      handlers.set(name, handler as JobHandler<unknown>);
      queueMicrotask(tick);
    },
    async settled(name, timeoutMs = 30_000) {
      await waitUntil(
        async () => {
          const [row] = await db
            .select({ n: sql<number>`count(*)::int` })
            .from(queueJobs)
            .where(and(eq(queueJobs.name, name), or(eq(queueJobs.state, "created"), eq(queueJobs.state, "active"))));
          return row.n === 0;
        },
        timeoutMs,
        `queue ${name} to settle`,
      );
    },
    async stop() {
      stopped = true;
      stopping.abort();
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
