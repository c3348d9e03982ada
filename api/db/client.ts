import fs from "node:fs";
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

/** DATABASE_URL → PostgreSQL through `pg`; otherwise PGlite persisted in `dataDir` (or a given PGlite instance). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection that breaks is an 'error' event on the pool, which would end the process unheard. The pool
    // has already dropped that connection and opens a fresh one for the next query: report it and carry on.
    pool.on("error", (err) => options.onIdleConnectionError?.(err));
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
  let client = options.pglite;
  if (!client) {
    // PGlite does not create parent directories itself.
    fs.mkdirSync(path.dirname(options.dataDir!), { recursive: true });
    client = new PGlite(options.dataDir);
  }
  await client.waitReady;
  const pglite = drizzlePglite(client, { schema });
  const db = pglite as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(pglite, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
