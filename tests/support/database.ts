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
//
// With demo data: `createTestDatabase({ seed: [tenancySeed, assessmentsSeed] })` is a fresh copy as if
// `seed(db, parts)` had just run on it. The demo assessments take seconds to insert and most files want the same
// ones, so a run seeds each combination once (per brand: seeds read `~brand`) and every later file copies the
// result. Copies are as isolated as unseeded ones; the seeded rows are as old as the run's first copy.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import brand from "~brand";
import { openDatabase, type DatabaseHandle } from "../../server/db/client";
import { seed, type SeedPart } from "../../api/db/seed";
import { adminQuery, databaseUrl, type TestDatabaseTemplate } from "./database-template";

export interface TestDatabase extends DatabaseHandle {
  /** The connection URL on PostgreSQL (e.g. for a server process under test); undefined on PGlite. */
  url?: string;
}

let templateDump: Blob | undefined;

/**
 * A new database holding every migration and nothing else. `{ empty: true }` skips the migrations instead, for
 * tests of the migrations themselves. `{ seed: parts }` holds those demo data parts too, already seeded.
 */
export async function createTestDatabase(options: { empty?: boolean; seed?: SeedPart[] } = {}): Promise<TestDatabase> {
  const template = inject("testDatabaseTemplate");
  if (!template)
    throw new Error("createTestDatabase() works in the integration project only (it needs its globalSetup).");
  if (options.empty && options.seed) throw new Error("an empty database cannot hold seeded data");
  // Each test file runs in a fresh module graph, so a seeded copy is found again by a name derived from what it holds.
  const seeded = options.seed?.length
    ? crypto
        .createHash("sha256")
        .update([brand.brand, ...options.seed.map((part) => part.key)].join("|"))
        .digest("hex")
        .slice(0, 16)
    : undefined;

  if (template.kind === "pglite") {
    if (options.empty) return openDatabase({ pglite: new PGlite() });
    templateDump ??= new Blob([fs.readFileSync(template.templateFile)]);
    const dump = seeded ? await seededPgliteDump(template, seeded, templateDump, options.seed!) : templateDump;
    return openDatabase({ pglite: new PGlite({ loadDataDir: dump }) });
  }

  const source = seeded ? await seededPostgresTemplate(template, seeded, options.seed!) : template.template;
  const name = `${template.prefix}_${crypto.randomBytes(6).toString("hex")}`;
  await adminQuery(
    template.adminUrl,
    options.empty ? `CREATE DATABASE "${name}"` : `CREATE DATABASE "${name}" TEMPLATE "${source}"`,
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

/**
 * The run's dump of a migrated database seeded with `parts` (made by the first file that asks; two workers asking at
 * once may both make it, and either copy is the same data).
 */
async function seededPgliteDump(
  template: Extract<TestDatabaseTemplate, { kind: "pglite" }>,
  seeded: string,
  migrated: Blob,
  parts: SeedPart[],
): Promise<Blob> {
  const file = path.join(template.runDir, `seeded-${seeded}.tar`);
  if (!fs.existsSync(file)) {
    const client = new PGlite({ loadDataDir: migrated });
    const handle = await openDatabase({ pglite: client });
    try {
      await seed(handle.db, parts);
      const dump = await client.dumpDataDir("none");
      const partial = `${file}.${process.pid}.partial`;
      fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      fs.renameSync(partial, file); // whole or not at all for a file that reads it at the same moment
      return dump;
    } finally {
      await handle.close();
    }
  }
  return new Blob([fs.readFileSync(file)]);
}

/**
 * The run's template database seeded with `parts` (the run's teardown drops it with the others). Seeded under a
 * name of its own and renamed when complete, so no file copies a half-seeded one; of two workers making it at once,
 * the second rename fails and that worker drops its own.
 */
async function seededPostgresTemplate(
  template: Extract<TestDatabaseTemplate, { kind: "postgres" }>,
  seeded: string,
  parts: SeedPart[],
): Promise<string> {
  const name = `${template.prefix}_seeded_${seeded}`;
  const exists = async () =>
    (await adminQuery(template.adminUrl, "SELECT datname FROM pg_database WHERE datname = $1", [name])).rows.length > 0;
  if (await exists()) return name;
  const building = `${template.prefix}_building_${crypto.randomBytes(6).toString("hex")}`;
  await adminQuery(template.adminUrl, `CREATE DATABASE "${building}" TEMPLATE "${template.template}"`);
  const handle = await openDatabase({ databaseUrl: databaseUrl(template.adminUrl, building) });
  try {
    await seed(handle.db, parts);
  } finally {
    // CREATE DATABASE … TEMPLATE and ALTER DATABASE … RENAME refuse while anyone is connected.
    await handle.close();
  }
  try {
    await adminQuery(template.adminUrl, `ALTER DATABASE "${building}" RENAME TO "${name}"`);
  } catch (error) {
    await adminQuery(template.adminUrl, `DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
    if (!(await exists())) throw error;
  }
  return name;
}
