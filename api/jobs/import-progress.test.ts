import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../server/db/client";
import type { Logger } from "../../server/logger";
import { importProgress, PROGRESS_INTERVAL_MS } from "./import-progress";

const pool = new pg.Pool(); // never connects: it only makes the fake below a PostgreSQL database
afterAll(() => pool.end());

/** A database whose `update(…).set(values).where(…)` records `values` and answers `result` after `ms`. */
function fakePostgres(result: () => Promise<unknown>, ms = 20) {
  const writes: { values: Record<string, unknown>; at: number }[] = [];
  const db = {
    $client: pool,
    update: () => ({
      set: (values: Record<string, unknown>) => ({
        where: () => {
          writes.push({ values, at: Date.now() });
          return new Promise((resolve) => setTimeout(resolve, ms)).then(result);
        },
      }),
    }),
  } as unknown as Database;
  return { db, writes };
}

const fakeLogger = () => ({ warn: vi.fn() }) as unknown as Logger & { warn: ReturnType<typeof vi.fn> };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("importProgress on PostgreSQL", () => {
  it("writes at most every interval, one write at a time, and ends with the latest count told", async () => {
    const { db, writes } = fakePostgres(async () => undefined);
    const progress = importProgress(db, fakeLogger(), 7);
    const started = Date.now();
    for (let row = 1; row <= 600; row++) {
      progress.advance(row, 600);
      if (row % 100 === 0) await pause(100);
    }
    // The rows stall here (a slow row): the count told last is still written.
    await pause(PROGRESS_INTERVAL_MS + 100);
    await progress.stop();
    expect(writes.length).toBeGreaterThan(1);
    expect(writes.length).toBeLessThanOrEqual(Math.ceil((Date.now() - started) / PROGRESS_INTERVAL_MS) + 1);
    for (let i = 1; i < writes.length; i++)
      expect(writes[i].at - writes[i - 1].at).toBeGreaterThanOrEqual(PROGRESS_INTERVAL_MS - 5);
    expect(writes.at(-1)!.values).toMatchObject({ processedRows: 600, totalRows: 600 });
  });

  it("a failed write is logged (under `err`, which the logger cuts to class and code) and never reaches the import", async () => {
    const { db, writes } = fakePostgres(() => Promise.reject(new Error("connection lost")));
    const logger = fakeLogger();
    const progress = importProgress(db, logger, 8);
    progress.advance(1, 2);
    await pause(50);
    progress.advance(2, 2);
    await expect(progress.stop()).resolves.toBeUndefined();
    expect(writes).toHaveLength(1);
    expect(logger.warn).toHaveBeenCalledWith(
      { err: expect.any(Error), importId: 8 },
      "writing an import's progress failed",
    );
  });

  it("writes nothing after stop", async () => {
    const { db, writes } = fakePostgres(async () => undefined);
    const progress = importProgress(db, fakeLogger(), 9);
    progress.advance(1, 1);
    await progress.stop();
    await pause(PROGRESS_INTERVAL_MS + 50);
    expect(writes).toHaveLength(0);
  });
});

it("on PGlite nothing is written: no one could read it before the import's transaction ends", async () => {
  const update = vi.fn();
  const progress = importProgress({ update } as unknown as Database, fakeLogger(), 10);
  progress.advance(1, 1);
  await pause(PROGRESS_INTERVAL_MS + 50);
  await progress.stop();
  expect(update).not.toHaveBeenCalled();
});
