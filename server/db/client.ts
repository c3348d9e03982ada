import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { isEndedConnection, isReadOnlyStatement } from "./outage";
import { PGliteThread } from "./pglite-thread";
import * as schema from "./schema/index";

/** The one database type the code is written against, whichever driver sits underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Runs the migrations that have not run yet. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Which driver a Database sits on, for the little code that must differ by it (that code is handed the Database, not
 * its handle). PostgreSQL is a pool: a statement on the Database runs on another connection than a transaction opened
 * on it, so beside it. PGlite is one connection in this process: such a statement waits for the transaction to end.
 * Anything else (a test's wrapper) counts as PGlite, where nothing runs beside a transaction.
 */
export function databaseKind(db: Database): DatabaseHandle["kind"] {
  return (db as { $client?: unknown }).$client instanceof pg.Pool ? "postgres" : "pglite";
}

/**
 * Migrations sit beside this module in the source tree and beside the server bundle in a build
 * (scripts/build.mjs copies them), so one relative URL finds them in both.
 */
export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export type DatabaseOptions =
  | {
      databaseUrl: string;
      dataDir?: undefined;
      pglite?: undefined;
      /** Told when an idle pooled connection breaks (server restart, failover, a dropped test database). */
      onIdleConnectionError?: (err: Error) => void;
    }
  | { databaseUrl?: undefined; dataDir: string; pglite?: undefined }
  | { databaseUrl?: undefined; dataDir?: undefined; pglite: PGlite };

/** The PGlite directory is held by another live process: it has one writer, and a second one would corrupt it. */
export class DataDirInUseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DataDirInUseError";
  }
}

/** Lock files this process holds (a second open of the same directory in this process is refused too). */
const heldLocks = new Map<string, string>();
let releaseOnExit = false;

interface LockHolder {
  pid: number;
  host: string;
  since: string;
}

function readHolder(lockPath: string): LockHolder | null {
  try {
    const holder = JSON.parse(fs.readFileSync(lockPath, "utf8")) as Partial<LockHolder>;
    return typeof holder.pid === "number" && typeof holder.host === "string"
      ? { pid: holder.pid, host: holder.host, since: String(holder.since ?? "") }
      : null;
  } catch {
    return null;
  }
}

/** Whether the lock's holder may still run: a dead process's lock is stale (a crash or SIGKILL leaves one behind). */
function holderAlive(lockPath: string, holder: LockHolder): boolean {
  // On another machine (a shared volume) its pid means nothing here: assume it runs.
  if (holder.host !== os.hostname()) return true;
  // Our own pid: held only if this process took it; otherwise a restarted container got the dead holder's pid.
  if (holder.pid === process.pid) return heldLocks.has(lockPath);
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes `<dataDir>.lock` (the pid, host and start of this process), or throws DataDirInUseError naming the process
 * that holds it. A lock whose process is dead is stale and taken over. Answers the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${path.resolve(dataDir)}.lock`;
  const mine = JSON.stringify({ pid: process.pid, host: os.hostname(), since: new Date().toISOString() });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, mine, { flag: "wx" });
      heldLocks.set(lockPath, mine);
      if (!releaseOnExit) {
        releaseOnExit = true;
        // process.exit() without close() (a shutdown time-out) still leaves no lock behind.
        process.on("exit", () => {
          for (const [held, content] of heldLocks) releaseLock(held, content);
        });
      }
      return () => releaseLock(lockPath, mine);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = readHolder(lockPath);
    if (holder && holderAlive(lockPath, holder)) {
      throw new DataDirInUseError(
        `The database directory ${dataDir} is in use by process ${holder.pid} on ${holder.host}` +
          `${holder.since ? ` (since ${holder.since})` : ""}: one server per data directory. Stop that process, or ` +
          `start this one with another DATA_DIR. (Lock file: ${lockPath})`,
      );
    }
    // A lock being written right now reads as nothing for a moment: only an old unreadable one is stale.
    if (!holder && Date.now() - fs.statSync(lockPath, { throwIfNoEntry: false })!.mtimeMs < 5_000) {
      throw new DataDirInUseError(
        `The database directory ${dataDir} is being opened by another process (${lockPath}).`,
      );
    }
    fs.rmSync(lockPath, { force: true });
  }
  throw new DataDirInUseError(`The database directory ${dataDir} could not be locked (${lockPath}).`);
}

function releaseLock(lockPath: string, content: string) {
  if (heldLocks.get(lockPath) !== content) return;
  heldLocks.delete(lockPath);
  try {
    // Only our own lock: never one another process took over.
    if (fs.readFileSync(lockPath, "utf8") === content) fs.rmSync(lockPath, { force: true });
  } catch {
    // Already gone.
  }
}

/**
 * PGlite's start: its own parameters plus a smaller buffer cache. PostgreSQL's default, 128 MB of shared buffers,
 * lives in this process's WebAssembly memory and stays resident once touched; the embedded database's working set
 * fits in far less, and its files stay in the operating system's page cache behind it (ADR 062).
 */
/** Connections of one server process to PostgreSQL. */
const POOL_SIZE = 10;

const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=64MB"];

/**
 * A read sent on a pooled connection the server had already ended (a restart, a failover, pg_terminate_backend) fails
 * before the pool learns of the end; the pool then drops that connection. Such a read is sent again, on another
 * connection: it changed nothing, so it is safe to repeat. The next idle connection may have been ended too (all of
 * them are, after a restart), so it is sent again for as long as it meets ended connections — at most once per
 * connection the pool holds — and not once a new connection cannot be made (the database is away: a 503). A write is
 * not repeated here (it may have run); the API answers it with 503, and the app's client sends it again with its
 * idempotency key (app/api/client.server.ts). Transactions run on a checked-out client, not through `pool.query`, so
 * none is repeated halfway.
 */
function retryReadsOnDeadConnections(pool: pg.Pool, connections: number) {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  pool.query = ((...args: unknown[]) => {
    // Callback-style calls are left as they are (drizzle uses promises).
    if (args.some((a) => typeof a === "function")) return query(...args);
    const [config] = args;
    const text = typeof config === "string" ? config : (config as { text?: unknown } | undefined)?.text;
    if (!isReadOnlyStatement(text)) return query(...args);
    const attempt = (left: number): Promise<unknown> =>
      query(...args).catch((error: unknown) => {
        if (left === 0 || !isEndedConnection(error)) throw error;
        return attempt(left - 1);
      });
    return attempt(connections);
  }) as typeof pool.query;
}

/**
 * DATABASE_URL → PostgreSQL through `pg`; otherwise PGlite persisted in `dataDir`, in a thread of its own, or a given
 * PGlite instance (the tests' in-memory databases) on this thread.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // A connection that cannot be made within 5 s fails the query (a 503, server/db/outage.ts) instead of holding the
    // request until the database comes back.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: POOL_SIZE, connectionTimeoutMillis: 5_000 });
    // An idle connection that breaks is an 'error' event on the pool, which would end the process unheard. The pool
    // has already dropped that connection and opens a fresh one for the next query: report it and carry on.
    pool.on("error", (err) => options.onIdleConnectionError?.(err));
    retryReadsOnDeadConnections(pool, POOL_SIZE);
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  let client: PGlite | PGliteThread;
  let unlock = () => {};
  if (options.pglite) {
    client = options.pglite;
  } else {
    // PGlite does not create parent directories itself.
    fs.mkdirSync(path.dirname(options.dataDir!), { recursive: true });
    unlock = lockDataDir(options.dataDir!);
    // A server's database runs in a thread of its own, off the thread that answers requests (ADR 048).
    client = new PGliteThread(options.dataDir!, PGLITE_START_PARAMS);
  }
  try {
    await client.waitReady;
  } catch (error) {
    unlock();
    await client.close().catch(() => {});
    throw error;
  }
  const pglite = drizzlePglite(client instanceof PGliteThread ? client.asPGlite() : client, { schema });
  const db = pglite as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(pglite, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}
