// What the benches share: the hb production build, a production server on it, and a scratch PostgreSQL database.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import pg from "pg";
import type { Database } from "../server/db/client";
import { companies, pipelineStatuses, pipelines } from "../server/db/schema/index";
import {
  artefactDir,
  buildArtefact,
  freePort,
  hasArtefact,
  startServer,
  waitForReady,
} from "../scripts/lib/servers.mjs";

/** The hb build in `buildRoot` (BUILD_ROOT by default), built first when missing (or always, with `rebuild`). */
export async function hbArtefact({ buildRoot = process.env.BUILD_ROOT, rebuild = false } = {}): Promise<string> {
  const dir = artefactDir("hb", buildRoot);
  if (!rebuild && hasArtefact(dir)) return dir;
  const started = Date.now();
  console.log(`building the hb artefact into ${path.relative(process.cwd(), dir)}/ …`);
  const built = await buildArtefact("hb", buildRoot);
  console.log(`  built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return built;
}

export interface BenchServer {
  base: string;
  pid: number;
  dataDir: string;
  /** Stops the server and removes its data directory. */
  stop(): Promise<void>;
}

/**
 * A production server of the build in `dir` on a free port, ready (migrated and seeded) when this resolves. Its
 * request log is at `warn`: at the default level the bench would measure pino writing to this script's pipe.
 */
export async function startBenchServer({
  dir,
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-")),
  databaseUrl,
  env = {},
  timeoutMs = 600_000,
}: {
  dir: string;
  /** A prepared PGlite directory; a fresh one by default. */
  dataDir?: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<BenchServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer({
    dir,
    env: {
      NODE_ENV: "production",
      STAGE: "local",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "warn",
      ...env,
    },
  });
  const stop = async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForReady(base, { exited: server.exited, timeoutMs });
  } catch (error) {
    await stop();
    throw error;
  }
  // servers.mjs is JavaScript: its child's type reads as `never` to the compiler.
  return { base, pid: (server.child as unknown as { pid: number }).pid, dataDir, stop };
}

/**
 * A throw-away database on the PostgreSQL server of `adminUrl` (a user who may create databases): `use` gets its
 * URL; the database is dropped afterwards, whatever happens.
 */
export async function withScratchDatabase<T>(adminUrl: string, use: (url: string) => Promise<T>): Promise<T> {
  const name = `bench_${crypto.randomBytes(4).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await admin(`CREATE DATABASE "${name}"`);
  try {
    return await use(url.toString());
  } finally {
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

/** Harbor Dental (a demo company), its first pipeline and that pipeline's status names in board order. */
export async function harborFirstPipeline(db: Database) {
  const [company] = await db.select().from(companies).where(eq(companies.name, "Harbor Dental"));
  const [pipeline] = await db
    .select()
    .from(pipelines)
    .where(eq(pipelines.companyId, company.id))
    .orderBy(asc(pipelines.position))
    .limit(1);
  const statuses = (
    await db
      .select()
      .from(pipelineStatuses)
      .where(eq(pipelineStatuses.pipelineId, pipeline.id))
      .orderBy(asc(pipelineStatuses.position))
  ).map((s) => s.name);
  return { company, pipeline, statuses };
}
