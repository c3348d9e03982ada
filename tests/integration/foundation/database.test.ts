// The tenancy core against a real database: migrations, the demo seed and the constraints the product relies on.
// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { count, eq, is, sql, type SQL } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import journal from "../../../server/db/migrations/meta/_journal.json";
import brand from "~brand";
import { DEMO_COMPANIES, DEMO_FRANCHISES, DEMO_USERS } from "../../../api/db/demo-data";
import * as schema from "../../../server/db/schema/index";
import { openDatabase } from "../../../server/db/client";
import { seed, tenancySeed } from "../../../api/db/seed";
import { ROLES } from "../../../domain/roles";
import { loadEnv } from "../../../server/env";
import { createTestDatabase, type TestDatabase } from "../../support/database";

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/** Rows of a raw query: both drivers (PGlite and node-postgres) answer `{ rows }`. */
async function query<T>(database: TestDatabase, statement: SQL): Promise<T[]> {
  return ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

describe("migrations", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
  });
  afterAll(() => database.close());

  test("apply to an empty database and create every table and column of the schema", async () => {
    await database.migrate();
    const rows = await query<{ table_name: string; column_name: string }>(
      database,
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`,
    );
    const present = new Set(rows.map((r) => `${r.table_name}.${r.column_name}`));
    expect(tables.length).toBeGreaterThan(5);
    for (const table of tables) {
      const config = getTableConfig(table);
      for (const column of config.columns) expect(present).toContain(`${config.name}.${column.name}`);
    }
  });

  test("are recorded once each and running them again changes nothing", async () => {
    await database.migrate();
    const rows = await query<{ n: number }>(database, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(rows[0].n).toBe(journal.entries.length);
  });
});

describe("demo seed", () => {
  let database: TestDatabase;
  let firstRun: string[];
  let secondRun: string[];
  let countsAfterFirst: Record<string, number>;

  const countAll = async () => {
    const result: Record<string, number> = {};
    for (const table of tables) {
      const [row] = await database.db.select({ n: count() }).from(table);
      result[getTableConfig(table).name] = row.n;
    }
    return result;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    firstRun = await seed(database.db, [tenancySeed]);
    countsAfterFirst = await countAll();
    secondRun = await seed(database.db, [tenancySeed]);
  });
  afterAll(() => database.close());

  test("runs on the first call and inserts nothing on the second", async () => {
    expect(firstRun).toEqual([tenancySeed.key]);
    expect(secondRun).toEqual([]);
    expect(await countAll()).toEqual(countsAfterFirst);
  });

  test("creates a user of each of the five roles", async () => {
    const users = await database.db.select().from(schema.users);
    expect(users).toHaveLength(DEMO_USERS.length);
    expect(new Set(users.map((u) => u.authRole))).toEqual(new Set(ROLES));
  });

  test("creates the six internal accounts as super admins", async () => {
    const internal = loadEnv({}).INTERNAL_ACCOUNTS;
    expect(internal).toHaveLength(6);
    const users = await database.db.select().from(schema.users);
    for (const email of internal) {
      expect(users.find((u) => u.email.toLowerCase() === email)?.authRole).toBe("SUPER_ADMIN");
    }
  });

  test("creates two franchises, each with several companies", async () => {
    const franchises = await database.db.select().from(schema.franchises);
    expect(franchises.map((f) => f.name).sort()).toEqual([...DEMO_FRANCHISES].sort());
    for (const franchise of franchises) {
      const companies = await database.db
        .select()
        .from(schema.companies)
        .where(eq(schema.companies.franchiseId, franchise.id));
      expect(companies.length).toBeGreaterThan(1);
    }
  });

  test("gives every company locations, departments and a pipeline with its statuses in order", async () => {
    const companies = await database.db.select().from(schema.companies);
    expect(companies).toHaveLength(DEMO_COMPANIES.length);
    for (const company of companies) {
      const where = (t: typeof schema.locations | typeof schema.departments | typeof schema.pipelines) =>
        eq(t.companyId, company.id);
      expect(await database.db.select().from(schema.locations).where(where(schema.locations))).not.toHaveLength(0);
      expect(await database.db.select().from(schema.departments).where(where(schema.departments))).not.toHaveLength(0);
      const pipelines = await database.db.select().from(schema.pipelines).where(where(schema.pipelines));
      expect(pipelines).toHaveLength(1);
      const statuses = await database.db
        .select()
        .from(schema.pipelineStatuses)
        .where(eq(schema.pipelineStatuses.pipelineId, pipelines[0].id))
        .orderBy(schema.pipelineStatuses.position);
      expect(statuses.map((s) => s.name)).toEqual(brand.wording.pipelineStages);
    }
  });
});

describe("users", () => {
  let database: TestDatabase;
  let companyId: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    [{ id: companyId }] = await database.db
      .insert(schema.companies)
      .values({ name: "Unique Co" })
      .returning({ id: schema.companies.id });
  });
  afterAll(() => database.close());

  const user = (email: string) => ({ email, first: "A", last: "B", companyId, authRole: "COMPANY_USER" as const });

  test("e-mail is unique regardless of case", async () => {
    await database.db.insert(schema.users).values(user("Jane.Doe@Example.test"));
    const error = await database.db
      .insert(schema.users)
      .values(user("jane.doe@example.TEST"))
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    // 23505: unique_violation (drizzle wraps the driver's error as `cause`).
    expect((error as { cause?: { code?: string } })?.cause?.code).toBe("23505");
  });

  test("different e-mails are accepted", async () => {
    await database.db.insert(schema.users).values(user("someone.else@example.test"));
    const [row] = await database.db.select({ n: count() }).from(schema.users);
    expect(row.n).toBe(2);
  });
});

describe("a PostgreSQL connection that breaks while idle", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  test("is reported and replaced; the process carries on and the next query works", async (context) => {
    if (database.kind !== "postgres") context.skip();
    const broken: Error[] = [];
    const handle = await openDatabase({ databaseUrl: database.url!, onIdleConnectionError: (err) => broken.push(err) });
    try {
      await handle.ping();
      // What a server restart or a failover does to idle connections.
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`,
      );
      await expect.poll(() => broken.length).toBeGreaterThan(0);
      expect(broken[0].message).toMatch(/terminating connection/);
      await handle.ping();
    } finally {
      await handle.close();
    }
  });
});
