// ADR 039: the one rate limiter counts in the database. Concurrent hits are all counted (an atomic upsert), refused
// hits are not, the window begins with the first hit and starts again after it, and keys are stored hashed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "../../../server/db/schema/index";
import { databaseLimiter } from "../../../server/rate-limit";
import { createSessionStore } from "../../../server/session-store";
import { createTestDatabase, type TestDatabase } from "../../support/database";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe("the database rate limiter", () => {
  it("allows the limit, refuses the next with the seconds left, and counts concurrent hits once each", async () => {
    let now = Date.parse("2026-05-01T10:00:00Z");
    const limiter = databaseLimiter(database.db, { now: () => now });
    const rule = { bucket: "test:burst", limit: 5, windowMs: 60_000 };
    const answers = await Promise.all(Array.from({ length: 8 }, () => limiter.take(rule, "203.0.113.9")));
    expect(answers.filter((a) => a.allowed)).toHaveLength(5);
    now += 20_000;
    expect(await limiter.take(rule, "203.0.113.9")).toEqual({ allowed: false, retryAfterS: 40 });
    // Another key and another bucket have budgets of their own.
    expect((await limiter.take(rule, "203.0.113.10")).allowed).toBe(true);
    expect((await limiter.take({ ...rule, bucket: "test:other" }, "203.0.113.9")).allowed).toBe(true);
    // After the window, a fresh one.
    now += 40_000;
    expect((await limiter.take(rule, "203.0.113.9")).allowed).toBe(true);
  });

  it("shares the count between limiters (instances) on one database, and stores no key in clear", async () => {
    const rule = { bucket: "test:shared", limit: 3, windowMs: 60_000 };
    const a = databaseLimiter(database.db);
    const b = databaseLimiter(database.db);
    const taken = [
      await a.take(rule, "x@example.test"),
      await b.take(rule, "x@example.test"),
      await a.take(rule, "x@example.test"),
    ];
    expect(taken.every((t) => t.allowed)).toBe(true);
    expect((await b.take(rule, "x@example.test")).allowed).toBe(false);
    const rows = await database.db.select().from(rateLimits);
    expect(JSON.stringify(rows)).not.toContain("x@example.test");
    expect(JSON.stringify(rows)).not.toContain("203.0.113.9");
  });

  it("lets one caller at a time refresh a session's tokens (the lease other instances wait on)", async () => {
    const one = createSessionStore(database.db);
    const other = createSessionStore(database.db);
    const claims = await Promise.all([one.claimRefresh("session-a", 60_000), other.claimRefresh("session-a", 60_000)]);
    expect(claims.sort()).toEqual([false, true]);
    expect(await other.claimRefresh("session-b", 60_000)).toBe(true);
  });
});
