// The job queue's port: work that outlives a request (re-scoring results after a benchmark changes, later e-mail,
// webhooks, imports) is sent to a named queue and done by a worker, with retries. Two adapters implement it:
// pg-boss on PostgreSQL (DATABASE_URL set) and a table-backed in-process worker for the embedded PGlite database
// (docs/decisions/011-job-queue.md).

export interface SendOptions {
  /**
   * At most one job with this key waits in the queue, and at most one runs: sending it again while one waits is a
   * no-op (answers null). The waiting job reads the latest state when it runs, so nothing is lost.
   */
  singletonKey?: string;
  /** How often a failed job is tried again (default 3), each time after twice the previous delay. */
  retryLimit?: number;
  /** Delay before the first retry, in ms (default 1000; pg-boss counts whole seconds). */
  retryDelayMs?: number;
}

export interface QueueJob<T> {
  id: string;
  name: string;
  data: T;
  /**
   * Aborted when the queue stops (server shutdown): a long job should check it between steps and throw. The job is
   * then done again from the start by the next worker, so it must be idempotent anyway.
   */
  signal: AbortSignal;
}

/** Does one job. Throwing fails the attempt (retried while retries are left); the job must be idempotent. */
export type JobHandler<T> = (job: QueueJob<T>) => Promise<void>;

export interface JobQueue {
  readonly kind: "table" | "pg-boss";
  /** Queues a job; answers its id, or null when an equal singleton job already waits. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Starts working a queue in this process. */
  work<T>(name: string, handler: JobHandler<T>): Promise<void>;
  /** Resolves once no job of the queue waits or runs (or rejects after `timeoutMs`): for tests and the bench. */
  settled(name: string, timeoutMs?: number): Promise<void>;
  /** Stops taking jobs and waits for the running ones. */
  stop(): Promise<void>;
}

export const DEFAULT_RETRY_LIMIT = 3;
export const DEFAULT_RETRY_DELAY_MS = 1_000;

/** Waits until `check` answers true, polling; rejects after `timeoutMs`. */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string, pollMs = 50) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, pollMs));
  }
}
