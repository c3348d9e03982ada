// The embedded database as a server runs it: PGlite persisted in a directory, in a thread of its own (ADR 048). What
// the code relies on from PGlite must hold across the thread: rows and types, PostgreSQL's error fields, transactions
// that commit or roll back, and a statement outside a transaction waiting for it to end. Statements outside a
// transaction run as prepared statements (ADR 049): each execution must answer for its own values, and a table
// changed under a kept statement must not break it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../../server/db/client";
import { companies } from "../../../server/db/schema/index";

describe("the embedded database in its thread", () => {
  let dir: string;
  let database: DatabaseHandle;
  const rows = async <T>(statement: ReturnType<typeof sql>) =>
    ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "db-thread-"));
    database = await openDatabase({ dataDir: path.join(dir, "pglite") });
    await database.migrate();
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test("answers queries with drizzle's types: text timestamps, numbers, json, booleans, nulls", async () => {
    const [row] = await rows<Record<string, unknown>>(
      sql`select '2026-11-28 10:00:00+00'::timestamptz as at, 42::int as n, '{"a":[1]}'::jsonb as j, true as b, null as z`,
    );
    expect(row).toEqual({ at: "2026-11-28 10:00:00+00", n: 42, j: { a: [1] }, b: true, z: null });
    const [company] = await database.db
      .insert(companies)
      .values({ name: "Thread Test Co" })
      .returning({ id: companies.id, createdAt: companies.createdAt });
    expect(company.id).toBeGreaterThan(0);
    expect(typeof company.createdAt).toBe("object"); // drizzle maps the text back to a Date
    const [read] = await database.db.select().from(companies).where(eq(companies.id, company.id));
    expect(read.name).toBe("Thread Test Co");
  });

  test("a refused statement keeps PostgreSQL's error code and constraint", async () => {
    const [first] = await database.db.select().from(companies).limit(1);
    const refused = await database.db
      .insert(companies)
      .values({ name: "Same link", assessmentToken: first.assessmentToken })
      .then(
        () => null,
        (error: { cause?: unknown }) => error.cause ?? error,
      );
    expect(refused).toMatchObject({ code: "23505", constraint: "companies_assessment_token_idx" });
    // The connection is usable afterwards.
    expect(await rows<{ one: number }>(sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  test("a transaction commits its statements together, or none of them when it throws", async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(companies).values({ name: "Committed A" });
      await tx.insert(companies).values({ name: "Committed B" });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(companies).values({ name: "Rolled back" });
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    const names = (await database.db.select({ name: companies.name }).from(companies)).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(["Committed A", "Committed B"]));
    expect(names).not.toContain("Rolled back");
  });

  test("a statement outside an open transaction runs after it ends and sees what it committed", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const transaction = database.db.transaction(async (tx) => {
      await tx.insert(companies).values({ name: "Seen after commit" });
      await held;
      order.push("transaction");
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = database.db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.name, "Seen after commit"))
      .then((found) => {
        order.push("outside");
        return found;
      });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect(await outside).toHaveLength(1);
    expect(order).toEqual(["transaction", "outside"]);
  });

  test("transactions started together run one after the other, each whole; one that throws at once leaves none open", async () => {
    const first = database.db.transaction(async (tx) => {
      await tx.insert(companies).values({ name: "Serial A1" });
      await new Promise((resolve) => setTimeout(resolve, 30));
      await tx.insert(companies).values({ name: "Serial A2" });
    });
    // Its BEGIN and first statement are posted while the first transaction is open: they wait for it to end.
    const second = database.db.transaction(async (tx) => {
      await tx.insert(companies).values({ name: "Serial B1" });
      return (await tx.select({ name: companies.name }).from(companies)).map((c) => c.name);
    });
    const thrown = database.db.transaction(async () => {
      throw new Error("before any statement");
    });
    await first;
    expect(await second).toEqual(expect.arrayContaining(["Serial A1", "Serial A2", "Serial B1"]));
    await expect(thrown).rejects.toThrow("before any statement");
    expect(await rows<{ one: number }>(sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  test("a statement run again and again answers each time for its own values", async () => {
    const made = await database.db
      .insert(companies)
      .values(Array.from({ length: 8 }, (_, i) => ({ name: `Repeated ${i}` })))
      .returning({ id: companies.id, name: companies.name });
    // More than five runs: PostgreSQL then may keep one generic plan for the statement.
    for (const round of [1, 2]) {
      for (const company of made) {
        const [read] = await database.db
          .select({ name: companies.name })
          .from(companies)
          .where(eq(companies.id, company.id));
        expect(read?.name, `round ${round}`).toBe(company.name);
      }
    }
    const none = await database.db.select().from(companies).where(eq(companies.id, -1));
    expect(none).toEqual([]);
  });

  test("a table changed under a kept statement: the statement reads the new columns", async () => {
    await database.db.execute(sql`create table thread_probe (id int primary key)`);
    await database.db.execute(sql`insert into thread_probe values (1)`);
    for (let i = 0; i < 3; i++) expect(await rows(sql`select * from thread_probe`)).toEqual([{ id: 1 }]);
    await database.db.execute(sql`alter table thread_probe add column note text default 'added'`);
    expect(await rows(sql`select * from thread_probe`)).toEqual([{ id: 1, note: "added" }]);
    expect(await rows(sql`select * from thread_probe`)).toEqual([{ id: 1, note: "added" }]);
  });

  test("a statement PostgreSQL cannot prepare is refused with its error, and the connection goes on", async () => {
    const refused = await database.db.execute(sql`select * from no_such_table`).then(
      () => null,
      (error: { cause?: unknown }) => error.cause ?? error,
    );
    expect(refused).toMatchObject({ code: "42P01" });
    expect(await rows<{ one: number }>(sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });
});
