// The home page's API over a database holding the demo companies and users only (no demo assessments): each test
// adds the survey results, jobs and visits it counts, so every expected figure follows from what the test made.
import { eq } from "drizzle-orm";
import brand from "~brand";
import { tenancySeed } from "../../../api/db/seed";
import {
  companies,
  jobApplications,
  jobs,
  pipelines,
  surveyResults,
  surveyResultStatusChanges,
  users,
} from "../../../server/db/schema/index";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { startApi, type ApiUnderTest } from "../../support/api";

export const DAY = 86_400_000;
export const SUPER = "ava.admin@provider.test";
export const OWNER = "owner@harbor-dental.test";
/** A company user without the pipeline permission: Harbor Dental only, like the owner. */
export const HARBOR_USER = "user@harbor-dental.test";
export const RECRUITER = "recruiter@harbor-dental.test";
export const FRANCHISE_OWNER = "franchise.owner@northwind.test";
export const BAYSIDE_OWNER = "owner@bayside-bakery.test";
export const ACME_OWNER = "owner@acme-logistics.test";
export const [NEW, SECOND] = brand.wording.pipelineStages;

// The answers' shapes are what the tests assert, so they stay loosely typed here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { status: number; body: any };

export interface HomeApi {
  database: TestDatabase;
  api: ApiUnderTest;
  companyIds: Record<string, number>;
  userIds: Record<string, number>;
  get(path: string, as: string, init?: { proxyUserId?: number }): Promise<Answer>;
  post(path: string, as: string, json?: unknown, init?: { proxyUserId?: number }): Promise<Answer>;
  /** A survey result of a company (by name), finished unless `submittedAt: null`. */
  result(
    companyName: string,
    options?: {
      email?: string;
      status?: string;
      createdAt?: Date;
      submittedAt?: Date | null;
      isTest?: boolean;
      archivedAt?: Date | null;
      movedAt?: Date;
    },
  ): Promise<number>;
  job(companyName: string, status: "published" | "draft", applications: Date[]): Promise<number>;
  close(): Promise<void>;
}

let serial = 0;

export async function startHomeApi(): Promise<HomeApi> {
  const database = await createTestDatabase({ seed: [tenancySeed] });
  const api = await startApi(database.db);
  const db = database.db;
  const companyIds: Record<string, number> = {};
  for (const c of await db.select().from(companies)) companyIds[c.name] = c.id;
  const userIds: Record<string, number> = {};
  for (const u of await db.select().from(users)) userIds[u.email] = u.id;

  const answer = async (res: Response) => {
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  return {
    database,
    api,
    companyIds,
    userIds,
    get: async (path, as, init = {}) => answer(await api.fetch(path, { as, ...init })),
    post: async (path, as, json, init = {}) => answer(await api.fetch(path, { as, method: "POST", json, ...init })),
    async result(companyName, o = {}) {
      const companyId = companyIds[companyName];
      const [pipeline] = await db.select().from(pipelines).where(eq(pipelines.companyId, companyId)).limit(1);
      const createdAt = o.createdAt ?? new Date(Date.now() - DAY);
      const submittedAt = o.submittedAt === undefined ? new Date(createdAt.getTime() + 20 * 60_000) : o.submittedAt;
      const n = ++serial;
      const [row] = await db
        .insert(surveyResults)
        .values({
          companyId,
          roleName: "Tester",
          first: `Person${n}`,
          last: "Home",
          email: o.email ?? `person${n}@home.test`,
          consentAt: createdAt,
          status: o.status ?? NEW,
          pipelineId: pipeline?.id ?? null,
          isTest: o.isTest ?? false,
          archivedAt: o.archivedAt ?? null,
          startedAt: createdAt,
          submittedAt,
          createdAt,
        })
        .returning({ id: surveyResults.id });
      if (o.movedAt) {
        await db.insert(surveyResultStatusChanges).values({
          surveyResultId: row.id,
          pipelineId: pipeline?.id ?? null,
          fromStatus: NEW,
          toStatus: o.status ?? NEW,
          changedAt: o.movedAt,
        });
      }
      return row.id;
    },
    async job(companyName, status, applications) {
      const [job] = await db
        .insert(jobs)
        .values({
          companyId: companyIds[companyName],
          title: `Job ${++serial}`,
          status,
          publishedAt: status === "published" ? new Date(Date.now() - 20 * DAY) : null,
        })
        .returning({ id: jobs.id });
      for (const submittedAt of applications) {
        const n = ++serial;
        await db.insert(jobApplications).values({
          jobId: job.id,
          first: `Applicant${n}`,
          last: "Home",
          email: `applicant${n}@home.test`,
          status: "submitted",
          submittedAt,
        });
      }
      return job.id;
    },
    async close() {
      await api.close();
      await database.close();
    },
  };
}

/** Sets a user's home visits straight in the database (what earlier visits would have left). */
export async function setVisits(home: HomeApi, email: string, visits: { last: Date | null; previous: Date | null }) {
  await home.database.db
    .update(users)
    .set({ lastHomeVisitAt: visits.last, previousHomeVisitAt: visits.previous })
    .where(eq(users.id, home.userIds[email]));
}
