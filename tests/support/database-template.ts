// Integration globalSetup: migrate ONE template database per run, so each test file gets a fresh copy in
// milliseconds instead of migrating its own (tests/support/database.ts makes the copies).
//   PGlite (default): the migrated data directory is dumped to .cache/test-db/, keyed by the migrations and the
//     PGlite version, and reused by later runs until either changes.
//   PostgreSQL (TEST_DATABASE_URL): a template database made for this run and dropped at its end, with every
//     database the run's files created from it.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrationsFolder, openDatabase } from "../../server/db/client";

export type TestDatabaseTemplate =
  | { kind: "pglite"; templateFile: string; runDir: string }
  | { kind: "postgres"; adminUrl: string; template: string; prefix: string };

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

const root = fileURLToPath(new URL("../..", import.meta.url));

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    // This run's seeded copies (tests/support/database.ts), removed at its end.
    fs.mkdirSync(path.join(root, ".cache/test-db"), { recursive: true });
    const runDir = fs.mkdtempSync(path.join(root, ".cache/test-db", "run-"));
    project.provide("testDatabaseTemplate", { kind: "pglite", templateFile: await pgliteTemplate(), runDir });
    return () => fs.rmSync(runDir, { recursive: true, force: true });
  }
  const prefix = `test_${process.pid}_${crypto.randomBytes(3).toString("hex")}`;
  const template = `${prefix}_template`;
  await adminQuery(adminUrl, `CREATE DATABASE "${template}"`);
  const handle = await openDatabase({ databaseUrl: databaseUrl(adminUrl, template) });
  await handle.migrate();
  // CREATE DATABASE … TEMPLATE refuses while anyone is connected to the template.
  await handle.close();
  project.provide("testDatabaseTemplate", { kind: "postgres", adminUrl, template, prefix });

  return async () => {
    const { rows } = await adminQuery(adminUrl, "SELECT datname FROM pg_database WHERE datname LIKE $1", [
      `${prefix}\\_%`,
    ]);
    // Files that forgot to close their database still leave nothing behind.
    for (const { datname } of rows) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  };
}

async function pgliteTemplate(): Promise<string> {
  const hash = crypto.createHash("sha256");
  hash.update(
    JSON.parse(fs.readFileSync(path.join(root, "node_modules/@electric-sql/pglite/package.json"), "utf8")).version,
  );
  for (const file of fs.readdirSync(migrationsFolder, { recursive: true, encoding: "utf8" }).sort()) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  const file = path.join(root, ".cache/test-db", `template-${hash.digest("hex").slice(0, 16)}.tar`);
  if (fs.existsSync(file)) return file;

  const client = new PGlite();
  const handle = await openDatabase({ pglite: client });
  await handle.migrate();
  // Uncompressed (about 40 MB): PGlite loads it in about half the time of a gzipped dump, for every test database.
  const dump = await client.dumpDataDir("none");
  await handle.close();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Write then rename, so a run in parallel never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  // Templates of older migrations pile up otherwise; a day's grace spares a run still reading one.
  for (const other of fs.readdirSync(path.dirname(file))) {
    const full = path.join(path.dirname(file), other);
    if (full !== file && Date.now() - fs.statSync(full).mtimeMs > 86_400_000)
      fs.rmSync(full, { recursive: true, force: true });
  }
  return file;
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on the admin connection (CREATE/DROP DATABASE cannot run inside a pool's transaction). */
export async function adminQuery(adminUrl: string, text: string, values?: unknown[]) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query<{ datname: string }>(text, values);
  } finally {
    await client.end();
  }
}
