// The job queue's two adapters behave alike: a job runs once per send, a singleton job waits at most once, a
// failing job is retried with backoff and then stays failed, and a job cut off by a stop runs again on the next
// start. The table-backed queue runs on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL); pg-boss
// needs PostgreSQL, so its pass runs only with TEST_DATABASE_URL.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { queueJobs } from "../../../server/db/schema/index";
import { createPgBossQueue } from "../../../api/queue/pg-boss-queue";
import type { JobQueue } from "../../../api/queue/port";
import { createTableQueue } from "../../../api/queue/table-queue";
import { createTestDatabase, type TestDatabase } from "../../support/database";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const silent = { error: () => undefined };

function behaves(make: () => Promise<JobQueue>) {
  let queue: JobQueue;
  beforeAll(async () => {
    queue = await make();
  });
  afterAll(async () => {
    await queue?.stop();
  });

  test("runs each job sent, once", async () => {
    const seen: number[] = [];
    await queue.work<{ n: number }>("count", async (job) => {
      seen.push(job.data.n);
    });
    await Promise.all([1, 2, 3].map((n) => queue.send("count", { n })));
    await queue.settled("count", 20_000);
    expect(seen.sort()).toEqual([1, 2, 3]);
  });

  test("keeps one waiting job per singleton key: sending it again is a no-op", async () => {
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await queue.send("idle-singleton", { i }, { singletonKey: "k" }));
    expect(ids.filter(Boolean)).toHaveLength(1);
    expect(ids.slice(1)).toEqual([null, null]);
    expect(await queue.send("idle-singleton", { i: 9 }, { singletonKey: "other" })).toBeTruthy();
  });

  test("retries a failing job, then gives up", async () => {
    let attempts = 0;
    await queue.work("flaky", async () => {
      attempts++;
      throw new Error("boom");
    });
    await queue.send("flaky", {}, { retryLimit: 2, retryDelayMs: 10 });
    await queue.settled("flaky", 20_000);
    expect(attempts).toBe(3);
  });

  test("a job that fails once succeeds on its retry", async () => {
    let attempts = 0;
    await queue.work("second-time-lucky", async () => {
      attempts++;
      if (attempts === 1) throw new Error("transient");
    });
    await queue.send("second-time-lucky", {}, { retryDelayMs: 10 });
    await queue.settled("second-time-lucky", 20_000);
    expect(attempts).toBe(2);
  });
}

describe("the table-backed queue", () => {
  behaves(async () => createTableQueue(database.db, { pollMs: 20, logger: silent }));

  test("a job cut off by a stop runs again when a queue starts on the database", async () => {
    const first = createTableQueue(database.db, { pollMs: 20, logger: silent });
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    await first.work("long", async (job) => {
      started();
      await new Promise<void>((resolve, reject) =>
        job.signal.addEventListener("abort", () => reject(job.signal.reason)),
      );
    });
    const id = (await first.send("long", { step: 1 }))!;
    await running;
    await first.stop();
    expect((await database.db.select().from(queueJobs).where(eq(queueJobs.id, id)))[0].state).toBe("active");

    const second = createTableQueue(database.db, { pollMs: 20, logger: silent });
    const done: unknown[] = [];
    await second.work("long", async (job) => {
      done.push(job.data);
    });
    await second.settled("long", 20_000);
    expect(done).toEqual([{ step: 1 }]);
    await second.stop();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("the pg-boss queue (PostgreSQL)", () => {
  behaves(async () =>
    createPgBossQueue({
      connectionString: database.url!,
      schema: "pgboss_test",
      logger: silent,
      pollingIntervalSeconds: 0.5,
    }),
  );
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("pg-boss on a fresh database, two processes starting at once", () => {
  // pg-boss creates a queue as a partition of its job table; several created at the same moment (every feature
  // starts its worker as the server starts, and a second instance may start alongside) deadlock in PostgreSQL. A
  // worker whose queue was not created never ran: its jobs waited for ever.
  const NAMES = ["fresh-a", "fresh-b", "fresh-c", "fresh-d", "fresh-e", "fresh-f"];
  let queues: JobQueue[] = [];
  afterAll(async () => {
    await Promise.all(queues.map((q) => q.stop()));
  });

  test("every worker of both starts, and every queue's job runs once", async () => {
    const make = () =>
      createPgBossQueue({
        connectionString: database.url!,
        schema: "pgboss_fresh",
        logger: silent,
        pollingIntervalSeconds: 0.5,
      });
    queues = await Promise.all([make(), make()]);
    const seen: string[] = [];
    const started = await Promise.allSettled(
      queues.flatMap((queue) =>
        NAMES.map((name) =>
          queue.work(name, async () => {
            seen.push(name);
          }),
        ),
      ),
    );
    expect(started.filter((s) => s.status === "rejected").map((s) => String(s.reason))).toEqual([]);
    for (const name of NAMES) await queues[0].send(name, {});
    for (const name of NAMES) await queues[1].settled(name, 20_000);
    expect(seen.sort()).toEqual(NAMES);
  });
});
