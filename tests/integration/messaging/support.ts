// The messaging tests' API: the demo companies and their assessments on a test database, with optional environment
// (e.g. TWILIO_AUTH_TOKEN for the signed STOP webhook), called as demo users.
import { eq } from "drizzle-orm";
import { DEMO_COMPANIES } from "../../../api/db/demo-data";
import * as schema from "../../../server/db/schema/index";
import { tenancySeed } from "../../../api/db/seed";
import { assessmentsSeed } from "../../../api/db/seed-assessments";
import { stopQueueFor } from "../../../api/queue/index";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { startApi, type ApiUnderTest } from "../../support/api";

export const HARBOR_OWNER = "owner@harbor-dental.test";
export const HARBOR_USER = "user@harbor-dental.test";
export const SUMMIT_OWNER = "owner@summit-fitness.test";
export const SUPER_ADMIN = "ava.admin@provider.test";

export interface MessagingApi {
  database: TestDatabase;
  api: ApiUnderTest;
  companyIds: Record<string, number>;
  // The answers' shapes are what the tests assert, so they stay loosely typed here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call(as: string | null, method: string, path: string, json?: unknown): Promise<{ status: number; body: any }>;
  resultIds(companyKey: string): Promise<number[]>;
  close(): Promise<void>;
}

export async function startMessagingApi(env: Record<string, string> = {}): Promise<MessagingApi> {
  const database = await createTestDatabase({ seed: [tenancySeed, assessmentsSeed] });
  const api = await startApi(database.db, { env });
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
      const res = await api.fetch(path, { as: as ?? undefined, method, json });
      const text = await res.text();
      const type = res.headers.get("content-type") ?? "";
      return { status: res.status, body: type.includes("json") && text ? JSON.parse(text) : text };
    },
    async resultIds(companyKey) {
      const rows = await database.db
        .select({ id: schema.surveyResults.id })
        .from(schema.surveyResults)
        .where(eq(schema.surveyResults.companyId, companyIds[companyKey]))
        .orderBy(schema.surveyResults.id);
      return rows.map((r) => r.id);
    },
    async close() {
      await api.close();
      await stopQueueFor(database.db);
      await database.close();
    },
  };
}

/** Polls until `check` holds (the queue works in the background). */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value).slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
