// The staff side of the assessment API over a real database holding the demo companies, users, 260+ scored
// assessments and the demo role benchmarks, called over HTTP with tokens of the demo users.
import { eq } from "drizzle-orm";
import { DEMO_COMPANIES } from "../../../api/db/demo-data";
import * as schema from "../../../server/db/schema/index";
import { tenancySeed } from "../../../api/db/seed";
import { assessmentsSeed } from "../../../api/db/seed-assessments";
import { benchmarksSeed } from "../../../api/db/seed-benchmarks";
import { stopQueueFor } from "../../../api/queue/index";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { startApi, type ApiUnderTest } from "../../support/api";

export const HARBOR_OWNER = "owner@harbor-dental.test";
/** A company user without the hiring-pipeline permission. */
export const HARBOR_USER = "user@harbor-dental.test";
export const SUMMIT_OWNER = "owner@summit-fitness.test";
export const NORTHWIND_FRANCHISE_OWNER = "franchise.owner@northwind.test";
export const SUPER_ADMIN = "ava.admin@provider.test";

export const companyName = (key: string) => DEMO_COMPANIES.find((c) => c.key === key)!.name;

export interface StaffApi {
  database: TestDatabase;
  api: ApiUnderTest;
  companyIds: Record<string, number>;
  /** Calls the API as a demo user; answers the status and the parsed body (text for CSV). */
  call(
    as: string,
    method: string,
    path: string,
    json?: unknown,
    // The answers' shapes are what the tests assert, so they stay loosely typed here.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ): Promise<{ status: number; body: any; headers: Headers }>;
  /** Ids of a company's survey results (by company key), straight from the database. */
  resultIds(companyKey: string, where?: (r: typeof schema.surveyResults.$inferSelect) => boolean): Promise<number[]>;
  close(): Promise<void>;
}

export async function startStaffApi(): Promise<StaffApi> {
  const database = await createTestDatabase({ seed: [tenancySeed, assessmentsSeed, benchmarksSeed] });
  const api = await startApi(database.db);
  const companyIds: Record<string, number> = {};
  for (const c of await database.db.select().from(schema.companies)) {
    const demo = DEMO_COMPANIES.find((d) => d.name === c.name);
    if (demo) companyIds[demo.key] = c.id;
  }
  return {
    database,
    api,
    companyIds,
    async call(as, method, path, json) {
      const res = await api.fetch(path, { as, method, json });
      const text = await res.text();
      const type = res.headers.get("content-type") ?? "";
      return {
        status: res.status,
        body: type.includes("json") && text ? JSON.parse(text) : text,
        headers: res.headers,
      };
    },
    async resultIds(companyKey, where = () => true) {
      const rows = await database.db
        .select()
        .from(schema.surveyResults)
        .where(eq(schema.surveyResults.companyId, companyIds[companyKey]));
      return rows.filter(where).map((r) => r.id);
    },
    async close() {
      await api.close();
      await stopQueueFor(database.db);
      await database.close();
    },
  };
}
