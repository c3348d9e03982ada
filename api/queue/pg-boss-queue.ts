import { randomUUID } from "node:crypto";
import PgBoss from "pg-boss";
import { DEFAULT_RETRY_DELAY_MS, DEFAULT_RETRY_LIMIT, waitUntil, type JobHandler, type JobQueue } from "./port";

export interface PgBossQueueOptions {
  connectionString: string;
  /** The schema pg-boss keeps its tables in (default "pgboss"). */
  schema?: string;
  logger?: { error(obj: object, msg: string): void };
  /** How often an idle worker polls, in seconds (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
}

/** What creating a queue answers when another process creates one at the same moment: tried again. */
const CREATE_RACES = new Set(["40P01" /* deadlock */, "42P07" /* table exists */, "23505" /* unique violation */]);
const CREATE_ATTEMPTS = 8;

/**
 * The job queue on PostgreSQL through pg-boss 10: many server processes share it, each job is fetched by one of them
 * (SKIP LOCKED), retries back off exponentially, and a job that stops answering expires and is retried. Singleton
 * jobs use the "stately" policy: at most one waiting and one running per key. (Every queue is stately; a job sent
 * without a key gets a unique one, so only jobs that share a key are ever held back.)
 */
export async function createPgBossQueue(options: PgBossQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: options.schema ?? "pgboss",
    application_name: "talent-platform-queue",
    max: 4,
  });
  boss.on("error", (err) => options.logger?.error({ err }, "pg-boss error"));
  await boss.start();
  const queues = new Map<string, Promise<void>>();
  const stopping = new AbortController();
  // pg-boss makes each queue a partition of its job table. Created at the same moment (every feature starts its
  // worker as the server starts; another instance may be starting too) they deadlock in PostgreSQL, and a worker
  // whose queue failed never ran. So this process creates them one at a time, and retries what another process's
  // creation cut off.
  let creating: Promise<unknown> = Promise.resolve();
  const createQueue = async (name: string) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await boss.createQueue(name, {
          name,
          policy: "stately",
          retryLimit: DEFAULT_RETRY_LIMIT,
          retryDelay: Math.ceil(DEFAULT_RETRY_DELAY_MS / 1000),
          retryBackoff: true,
          expireInSeconds: 15 * 60,
        });
      } catch (error) {
        if (attempt >= CREATE_ATTEMPTS || !CREATE_RACES.has((error as { code?: string }).code ?? "")) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
      }
    }
  };
  const ensureQueue = (name: string) => {
    let created = queues.get(name);
    if (!created) {
      created = creating.then(() => createQueue(name));
      creating = created.catch(() => undefined);
      created.catch(() => queues.delete(name));
      queues.set(name, created);
    }
    return created;
  };

  return {
    kind: "pg-boss",
    async send(name, data, sendOptions = {}) {
      await ensureQueue(name);
      return boss.send(name, data, {
        singletonKey: sendOptions.singletonKey ?? `job:${randomUUID()}`,
        retryLimit: sendOptions.retryLimit ?? DEFAULT_RETRY_LIMIT,
        retryDelay: Math.max(1, Math.ceil((sendOptions.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS) / 1000)),
        retryBackoff: true,
      });
    },
    async work<T>(name: string, handler: JobHandler<T>) {
      await ensureQueue(name);
      await boss.work<T>(
        name,
        { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
        async (jobs) => {
          for (const job of jobs)
            await handler({ id: job.id, name: job.name, data: job.data, signal: stopping.signal });
        },
      );
    },
    async settled(name, timeoutMs = 30_000) {
      await ensureQueue(name);
      await waitUntil(
        async () => {
          // getQueue's counts are refreshed by a monitor every so often; the job table is the truth.
          const { rows } = await boss
            .getDb()
            .executeSql(
              `select count(*)::int as n from ${options.schema ?? "pgboss"}.job where name = $1 and state in ('created', 'retry', 'active')`,
              [name],
            );
          return rows[0].n === 0;
        },
        timeoutMs,
        `queue ${name} to settle`,
        100,
      );
    },
    async stop() {
      stopping.abort();
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
    },
  };
}
