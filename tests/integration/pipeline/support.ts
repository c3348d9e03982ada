// Shared set-up of the pipeline tests: a migrated database with the demo tenancy (companies, their default
// pipelines, users with and without the pipeline permission), the Main API over real HTTP, and cards (survey
// results) made straight in the database.
import crypto from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { tenancySeed } from "../../../api/db/seed";
import { companies, pipelineStatuses, pipelines, surveyResults, users } from "../../../server/db/schema/index";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { startApi, type ApiUnderTest } from "../../support/api";

export const OWNER = "owner@harbor-dental.test";
export const RECRUITER = "recruiter@harbor-dental.test";
/** Harbor Dental's company user without can_view_hiring_pipeline. */
export const NO_PERMISSION = "user@harbor-dental.test";
export const ACME_OWNER = "owner@acme-logistics.test";
export const SUPER = "ava.admin@provider.test";

export interface PipelineApiContext {
  database: TestDatabase;
  api: ApiUnderTest;
  companyIds: Record<string, number>;
  close(): Promise<void>;
  /** A company's first pipeline, with its statuses in order. */
  pipelineOf(companyName: string): Promise<{ id: number; statuses: string[] }>;
  /** Makes cards in a company's first pipeline; returns their ids in creation order (the newest last). */
  cards(
    companyName: string,
    status: string,
    count: number,
    extra?: Partial<typeof surveyResults.$inferInsert>,
  ): Promise<number[]>;
  /** The ids of a column in board order, read straight from the database (every card, no filter). */
  column(pipelineId: number, status: string): Promise<number[]>;
  /** Status and position of cards, by id. */
  state(
    ids: number[],
  ): Promise<Map<number, { status: string; pipelineId: number | null; columnPosition: number | null }>>;
  /** Calls the API and answers status and JSON body. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call(as: string, method: string, path: string, json?: unknown): Promise<{ status: number; body: any }>;
}

export async function startPipelineApi(): Promise<PipelineApiContext> {
  const database = await createTestDatabase({ seed: [tenancySeed] });
  const api = await startApi(database.db);
  const db = database.db;
  const companyIds: Record<string, number> = {};
  for (const c of await db.select().from(companies)) companyIds[c.name] = c.id;
  let serial = 0;

  const ctx: PipelineApiContext = {
    database,
    api,
    companyIds,
    async close() {
      await api.close();
      await database.close();
    },
    async pipelineOf(companyName) {
      const [pipeline] = await db
        .select()
        .from(pipelines)
        .where(eq(pipelines.companyId, companyIds[companyName]))
        .orderBy(asc(pipelines.position), asc(pipelines.id))
        .limit(1);
      const statuses = await db
        .select({ name: pipelineStatuses.name })
        .from(pipelineStatuses)
        .where(eq(pipelineStatuses.pipelineId, pipeline.id))
        .orderBy(asc(pipelineStatuses.position));
      return { id: pipeline.id, statuses: statuses.map((s) => s.name) };
    },
    async cards(companyName, status, count, extra = {}) {
      const pipeline = await ctx.pipelineOf(companyName);
      const base = Date.now() - 30 * 86_400_000;
      const rows = Array.from({ length: count }, () => {
        serial++;
        const tag = crypto.randomBytes(3).toString("hex");
        return {
          companyId: companyIds[companyName],
          roleName: "Receptionist",
          first: `Card${serial}`,
          last: tag,
          email: `card.${serial}.${tag}@example.test`,
          sex: "unspecified" as const,
          consentAt: new Date(base + serial * 1000),
          createdAt: new Date(base + serial * 1000),
          submittedAt: new Date(base + serial * 1000 + 600_000),
          status,
          pipelineId: pipeline.id,
          ...extra,
        };
      });
      const inserted = await db.insert(surveyResults).values(rows).returning({ id: surveyResults.id });
      return inserted.map((r) => r.id);
    },
    async column(pipelineId, status) {
      const rows = await db
        .select({ id: surveyResults.id })
        .from(surveyResults)
        .where(and(eq(surveyResults.pipelineId, pipelineId), eq(surveyResults.status, status)))
        .orderBy(
          sql`${surveyResults.columnPosition} asc nulls last`,
          sql`${surveyResults.createdAt} desc`,
          sql`${surveyResults.id} desc`,
        );
      return rows.map((r) => r.id);
    },
    async state(ids) {
      const rows = await db
        .select({
          id: surveyResults.id,
          status: surveyResults.status,
          pipelineId: surveyResults.pipelineId,
          columnPosition: surveyResults.columnPosition,
        })
        .from(surveyResults)
        .where(sql`${surveyResults.id} = any(${`{${ids.join(",")}}`}::int[])`);
      return new Map(rows.map(({ id, ...rest }) => [id, rest]));
    },
    async call(as, method, path, json) {
      const res = await api.fetch(path, { as, method, json });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
  };
  return ctx;
}

export async function userId(ctx: PipelineApiContext, email: string) {
  const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row.id;
}
