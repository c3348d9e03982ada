import { Worker } from "node:worker_threads";
import type { PGlite, QueryOptions, Results } from "@electric-sql/pglite";

/** An error from the database thread, with PostgreSQL's fields (code, detail, constraint…) as PGlite raised them. */
export class EmbeddedDatabaseError extends Error {
  [field: string]: unknown;
  constructor(fields: Record<string, unknown>) {
    super(String(fields.message ?? "database error"));
    Object.assign(this, fields);
    this.name = String(fields.name ?? "DatabaseError");
  }
}

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: Record<string, unknown> };

/** What drizzle's PGlite driver uses of a PGlite client: queries and transactions of queries. */
export interface QueryClient {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(callback: (tx: Omit<QueryClient, "transaction">) => Promise<T>): Promise<T>;
}

/**
 * PGlite in a thread of its own (pglite-worker.mjs), behind the part of its interface drizzle uses. PGlite runs
 * PostgreSQL compiled to WebAssembly synchronously on the thread that calls it: on the main thread every query's
 * parsing, planning and execution held up every other request (a fifth of a list page's server time, and all of a
 * slow search's). Here the main thread only posts the statement and receives the rows (ADR 048).
 *
 * Semantics are PGlite's: one connection, statements in order, and a statement outside an open transaction waits
 * until it ends.
 */
export class PGliteThread implements QueryClient {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private nextTransaction = 1;
  private failure: Error | null = null;
  /** Resolves when the database is open (migrations not yet run), rejects when it cannot be. */
  readonly waitReady: Promise<void>;

  constructor(dataDir: string, startParams: string[]) {
    this.worker = new Worker(new URL("./pglite-worker.mjs", import.meta.url), {
      workerData: { dataDir, startParams },
      // Its JavaScript only passes rows on: a young generation of 2 MB instead of V8's 16 keeps the server's resident
      // memory where it was with PGlite on the main thread (ADR 048).
      resourceLimits: { maxYoungGenerationSizeMb: 2 },
    });
    this.waitReady = new Promise((ready, failed) => {
      this.worker.once("message", (message: { ready: boolean; error?: Record<string, unknown> }) => {
        if (message.ready) ready();
        else failed(new EmbeddedDatabaseError(message.error ?? {}));
        this.worker.on("message", (reply: Reply) => this.settle(reply));
      });
      this.worker.once("error", failed);
    });
    // A thread that dies (out of memory, a crash in PGlite) fails what waits and everything after: the server's
    // readiness check then answers 503.
    this.worker.on("error", (error) => this.fail(error));
    this.worker.on("exit", (code) => this.fail(new Error(`the database thread stopped (exit code ${code})`)));
  }

  private fail(error: Error) {
    this.failure ??= error;
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
  }

  private settle(reply: Reply) {
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(new EmbeddedDatabaseError(reply.error));
  }

  private call<T>(request: Record<string, unknown>): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    return this.call<Results<T>>({
      op: "query",
      sql,
      params,
      rowMode: options?.rowMode,
      // drizzle's parsers keep dates, times and intervals as PostgreSQL's text: the thread does the same for these
      // types (a function cannot cross to it).
      textTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : undefined,
      tx,
    });
  }

  /**
   * BEGIN is posted and not waited for: the callback's first statement follows it at once and the thread runs it
   * when the transaction is open. While a transaction is open no other statement runs, and each exchange waits for
   * this thread's turn in the event loop, so one exchange fewer is time every other request waits less (ADR 082).
   */
  async transaction<T>(callback: (tx: Omit<QueryClient, "transaction">) => Promise<T>): Promise<T> {
    const tx = this.nextTransaction++;
    const opened = this.call<null>({ op: "begin", tx });
    // A BEGIN that fails fails the callback's statements too; its own rejection is heard below.
    opened.catch(() => {});
    let result: T;
    try {
      result = await callback({
        query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => this.query<R>(sql, params, options, tx),
      });
    } catch (error) {
      await this.call({ op: "end", tx, commit: false }).catch(() => {});
      throw error;
    }
    await opened;
    await this.call({ op: "end", tx, commit: true });
    return result;
  }

  async close() {
    if (!this.failure) await this.call({ op: "close" });
    await this.worker.terminate();
  }

  /** For drizzle, which is typed against PGlite itself. */
  asPGlite(): PGlite {
    return this as unknown as PGlite;
  }
}
