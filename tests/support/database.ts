// A fresh, migrated database per test file, copied from the run's template (tests/support/database-template.ts).
//
//   import { createTestDatabase } from "<root>/tests/support/database";
//   let database: DatabaseHandle;
//   beforeAll(async () => { database = await createTestDatabase(); });
//   afterAll(() => database.close());
//   … database.db is the Drizzle database the app's code takes.
//
// PGlite in memory by default; a PostgreSQL database of its own when TEST_DATABASE_URL is set (close() drops it).
// Only integration tests can call it (the template is made by that project's globalSetup).
import crypto from "node:crypto";
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../api/db/client";
import { adminQuery, databaseUrl } from "./database-template";

export interface TestDatabase extends DatabaseHandle {
  /** The connection URL on PostgreSQL (e.g. for a server process under test); undefined on PGlite. */
  url?: string;
}

let templateDump: Blob | undefined;

/**
 * A new database holding every migration and nothing else. `{ empty: true }` skips the migrations instead, for
 * tests of the migrations themselves.
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const template = inject("testDatabaseTemplate");
  if (!template)
    throw new Error("createTestDatabase() works in the integration project only (it needs its globalSetup).");

  if (template.kind === "pglite") {
    if (options.empty) return openDatabase({ pglite: new PGlite() });
    templateDump ??= new Blob([fs.readFileSync(template.templateFile)]);
    return openDatabase({ pglite: new PGlite({ loadDataDir: templateDump }) });
  }

  const name = `${template.prefix}_${crypto.randomBytes(6).toString("hex")}`;
  await adminQuery(
    template.adminUrl,
    options.empty ? `CREATE DATABASE "${name}"` : `CREATE DATABASE "${name}" TEMPLATE "${template.template}"`,
  );
  const url = databaseUrl(template.adminUrl, name);
  const handle = await openDatabase({ databaseUrl: url });
  return {
    ...handle,
    url,
    async close() {
      await handle.close();
      await adminQuery(template.adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
