import type { Database } from "../../server/db/client";
import type { JobQueue } from "./port";
import { createPgBossQueue } from "./pg-boss-queue";
import { createTableQueue } from "./table-queue";

export type { JobHandler, JobQueue, QueueJob, SendOptions } from "./port";

interface QueueDeps {
  db: Database;
  env: { DATABASE_URL?: string };
  logger: { error(obj: object, msg: string): void };
}

/**
 * The job queue of a database, one per database handle in this process: pg-boss when the app runs on PostgreSQL
 * through DATABASE_URL, else the table-backed worker (docs/decisions/011-job-queue.md). Workers registered on it
 * (`worker(queue)`) start with the first call.
 */
const queues = new Map<Database, Promise<JobQueue>>();

export function queueFor({ db, env, logger }: QueueDeps): Promise<JobQueue> {
  let queue = queues.get(db);
  if (!queue) {
    queue = env.DATABASE_URL
      ? createPgBossQueue({ connectionString: env.DATABASE_URL, logger })
      : Promise.resolve(createTableQueue(db, { logger }));
    queue.catch((err) => logger.error({ err }, "the job queue did not start"));
    queues.set(db, queue);
  }
  return queue;
}

/** Stops every queue this process started (server shutdown): running jobs finish, waiting ones stay queued. */
export async function stopQueues(): Promise<void> {
  await Promise.all([...queues.keys()].map(stopQueueFor));
}

/** Stops the queue of one database handle, if it has one (tests close their database after this). */
export async function stopQueueFor(db: Database): Promise<void> {
  const queue = queues.get(db);
  if (!queue) return;
  queues.delete(db);
  await queue.then((q) => q.stop()).catch(() => undefined);
}
