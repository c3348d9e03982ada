// The database out of reach, as an operator meets it: stopped or unreachable (every connection refused), and every
// connection killed at once (a restart, a failover, pg_terminate_backend). The API answers 503 with Retry-After while
// it lasts, and requests succeed again as soon as it is back, without a restart. PostgreSQL only (PGlite runs in the
// server's process and cannot go away on its own); the server reaches it through a TCP relay the test can cut.
import net from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../../server/db/client";
import { seed, tenancySeed } from "../../../api/db/seed";
import { ERRORS } from "../../../domain/errors";
import { startApi, type ApiUnderTest } from "../../support/api";
import { createTestDatabase, type TestDatabase } from "../../support/database";

const OWNER = "owner@harbor-dental.test";

/** A TCP relay to PostgreSQL that can be cut (every connection dropped, new ones refused) and restored. */
async function relayTo(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => s.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
    },
    async restore() {
      await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    },
    /** Drops every relayed connection and stops listening: a listening server's close waits for its connections. */
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        if (server.listening) server.close(() => resolve());
        else resolve();
      }),
  };
}

// PostgreSQL only (TEST_DATABASE_URL): PGlite runs in this process and has no connection to cut.
describe.skipIf(!process.env.TEST_DATABASE_URL)("the API while its database is out of reach", () => {
  let database: TestDatabase;
  let relay: Awaited<ReturnType<typeof relayTo>>;
  let handle: DatabaseHandle;
  let api: ApiUnderTest;
  const broken: Error[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    await seed(database.db, [tenancySeed]);
    const url = new URL(database.url!);
    relay = await relayTo(url);
    const relayed = new URL(url);
    relayed.hostname = "127.0.0.1";
    relayed.port = String(relay.port);
    handle = await openDatabase({ databaseUrl: relayed.href, onIdleConnectionError: (err) => broken.push(err) });
    api = await startApi(handle.db);
  });
  afterAll(async () => {
    await api?.close();
    // The relay first: closing the pool then ends its connections at once instead of waiting on them.
    await relay?.close();
    await handle?.close();
    await database?.close();
  });

  const profile = () => api.fetch("/users/profile", { as: OWNER });

  test("answers 503 with Retry-After and the catalogue's words, then answers again once it is back", async () => {
    expect((await profile()).status).toBe(200);

    await relay.cut();
    const during = await Promise.all(Array.from({ length: 4 }, () => profile()));
    for (const res of during) {
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await res.json()).toEqual({ message: ERRORS.DATABASE_UNAVAILABLE.message, errors: [] });
    }

    await relay.restore();
    const after = await Promise.all(Array.from({ length: 10 }, () => profile()));
    expect(after.map((res) => res.status)).toEqual(Array(10).fill(200));
  });

  test("every request right after all connections were killed succeeds: dead connections are dropped and reads sent again", async () => {
    // Ten connections open and idle in the pool.
    expect((await Promise.all(Array.from({ length: 10 }, () => profile()))).map((r) => r.status)).toEqual(
      Array(10).fill(200),
    );
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
    );
    const after = await Promise.all(Array.from({ length: 10 }, () => profile()));
    expect(after.map((res) => res.status)).toEqual(Array(10).fill(200));
  });
});
