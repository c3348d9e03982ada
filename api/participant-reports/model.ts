import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import brand from "~brand";
import { PARTICIPANT_REPORT_DAYS } from "../../domain/assessment/participant-report";
import type { Database } from "../../server/db/client";
import {
  bookCodeBatches,
  bookCodes,
  companies,
  jobApplications,
  jobs,
  participantReports,
  surveyResults,
} from "../../server/db/schema/index";
import type { Executor } from "../survey-results/model";
import { PARTICIPANT_REPORT_PATH } from "./contract";
import type { ShareKeys } from "../report-shares/payload";

const DAY_MS = 24 * 60 * 60_000;

/**
 * A submitted assessment and what decides whether its person gets a report: the company's switch, the switch of
 * every job they applied to with it (one job saying no is enough), a book code.
 */
export async function findSubmitted(db: Database | Executor, where: { uuid: string } | { id: number }) {
  const [row] = await db
    .select({
      id: surveyResults.id,
      first: surveyResults.first,
      email: surveyResults.email,
      submittedAt: surveyResults.submittedAt,
      companyId: companies.id,
      companyName: companies.name,
      companyOn: companies.participantReports,
      jobsOn: sql<boolean>`not exists (select 1 from ${jobApplications} join ${jobs} on ${jobs.id} = ${jobApplications.jobId}
        where ${jobApplications.surveyResultId} = ${surveyResults.id} and not ${jobs.participantReports})`,
    })
    .from(surveyResults)
    .innerJoin(companies, eq(companies.id, surveyResults.companyId))
    .where("uuid" in where ? eq(surveyResults.uuid, where.uuid) : eq(surveyResults.id, where.id));
  if (!row?.submittedAt) return null;
  const { companyOn, jobsOn, ...rest } = row;
  const kind = await bookCodeKind(db, row.id);
  return {
    ...rest,
    enabled: companyOn && Boolean(jobsOn),
    submittedAt: row.submittedAt,
    bookCode: kind !== undefined,
    bookCodeKind: kind ?? null,
  };
}

/** The report kind of the book code a person redeemed (null: none chosen), or undefined without a book code. */
async function bookCodeKind(db: Database | Executor, surveyResultId: number): Promise<string | null | undefined> {
  const [code] = await db
    .select({ kind: bookCodeBatches.reportKind })
    .from(bookCodes)
    .innerJoin(bookCodeBatches, eq(bookCodeBatches.id, bookCodes.batchId))
    .where(eq(bookCodes.surveyResultId, surveyResultId));
  return code ? code.kind : undefined;
}

/**
 * Book-code readers always get their report (they bought the book for it); anyone else unless the company or a job
 * they applied to said no.
 */
export const getsReport = (found: { enabled: boolean; bookCode: boolean }) => found.bookCode || found.enabled;

/** Whether the report includes the coaching brand's growth report: the book code's report kind asks for it. */
export const withGrowthReport = (found: { bookCodeKind: string | null }) =>
  Boolean(brand.features.growthReport) && found.bookCodeKind === "growth_report";

/** When a report link made at `from` stops working. */
export const expiryFrom = (from: Date) => new Date(from.getTime() + PARTICIPANT_REPORT_DAYS * DAY_MS);

/** The newest link of a person that still works, or undefined. */
export async function activeReport(db: Database, surveyResultId: number, now = new Date()) {
  const [row] = await db
    .select()
    .from(participantReports)
    .where(
      and(
        eq(participantReports.surveyResultId, surveyResultId),
        isNull(participantReports.revokedAt),
        gt(participantReports.expiresAt, now),
      ),
    )
    .orderBy(desc(participantReports.createdAt), desc(participantReports.id))
    .limit(1);
  return row;
}

/** The app's path of a report row's link: a sealed payload naming the row, expiring with it. */
export async function linkOf(keys: ShareKeys, row: { uuid: string; expiresAt: Date }) {
  const payload = await keys.encode({ uuid: row.uuid, benchmarkId: null }, row.expiresAt);
  return { path: `${PARTICIPANT_REPORT_PATH}${payload}`, expires_at: row.expiresAt.toISOString() };
}
