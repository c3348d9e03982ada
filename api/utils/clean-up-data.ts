import { and, asc, eq, inArray, isNotNull, lte, sql, type SQL } from "drizzle-orm";
import { recordAudit } from "../audit/index";
import type { Database } from "../../server/db/client";
import { companyDataSettings, jobApplications, jobs, surveyResults } from "../../server/db/schema/index";
import { findCompanyInScope } from "../db/tenant-scope";
import { deleteFiles, purge } from "../data-rights/purge";
import { purgeExpiredAiCalls } from "../ai-calls/purge-expired";
import type { Auth } from "../http/authenticate";
import type { ApiDeps } from "../http/deps";
import type { Executor } from "../survey-results/model";
import type { CleanUpInput, CleanUpItem } from "./contract";
import { plural } from "../../domain/text";

const resultDate = sql`coalesce(${surveyResults.submittedAt}, ${surveyResults.createdAt})`;
const applicationDate = sql`coalesce(${jobApplications.submittedAt}, ${jobApplications.createdAt})`;
const DAY = sql`interval '1 day'`;

/**
 * What a clean-up removes at `asOf`: test survey results and applications, or those older than their company's
 * retention period. Judged at `asOf` and limited to rows made by then, the list for a given `asOf` stays the same, so
 * the real run (given the dry run's `as_of`) removes exactly what the dry run listed. An application that belongs to a
 * listed survey result is listed with it (it goes with it).
 */
export async function cleanUpItems(
  db: Executor,
  scope: CleanUpInput["scope"],
  asOf: Date,
  companyId?: number,
): Promise<CleanUpItem[]> {
  const resultCompany: SQL = companyId ? eq(surveyResults.companyId, companyId) : sql`true`;
  const jobCompany: SQL = companyId ? eq(jobs.companyId, companyId) : sql`true`;
  const results =
    scope === "test-data"
      ? await db
          .select({ id: surveyResults.id, companyId: surveyResults.companyId, createdAt: surveyResults.createdAt })
          .from(surveyResults)
          .where(and(eq(surveyResults.isTest, true), lte(surveyResults.createdAt, asOf), resultCompany))
          .orderBy(asc(surveyResults.id))
      : await db
          .select({
            id: surveyResults.id,
            companyId: surveyResults.companyId,
            createdAt: surveyResults.createdAt,
            days: companyDataSettings.retentionDays,
          })
          .from(surveyResults)
          .innerJoin(companyDataSettings, eq(companyDataSettings.companyId, surveyResults.companyId))
          .where(
            and(
              isNotNull(companyDataSettings.retentionDays),
              sql`${resultDate} < ${asOf.toISOString()}::timestamptz - ${companyDataSettings.retentionDays} * ${DAY}`,
              lte(surveyResults.createdAt, asOf),
              resultCompany,
            ),
          )
          .orderBy(asc(surveyResults.id));
  const resultIds = results.map((r) => r.id);
  const own =
    scope === "test-data"
      ? and(eq(jobApplications.isTest, true), lte(jobApplications.createdAt, asOf), jobCompany)
      : and(
          isNotNull(companyDataSettings.retentionDays),
          sql`${applicationDate} < ${asOf.toISOString()}::timestamptz - ${companyDataSettings.retentionDays} * ${DAY}`,
          lte(jobApplications.createdAt, asOf),
          jobCompany,
        );
  const withResult = resultIds.length ? inArray(jobApplications.surveyResultId, resultIds) : sql`false`;
  const applications = await db
    .select({
      id: jobApplications.id,
      companyId: jobs.companyId,
      createdAt: jobApplications.createdAt,
      surveyResultId: jobApplications.surveyResultId,
      own: sql<boolean>`coalesce(${own}, false)`,
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .leftJoin(companyDataSettings, eq(companyDataSettings.companyId, jobs.companyId))
    .where(sql`(${own}) or ${withResult}`)
    .orderBy(asc(jobApplications.id));
  const reasonOf = (days?: number | null) =>
    scope === "test-data" ? "test data" : `older than the company's retention period (${days} days)`;
  return [
    ...results.map((r) => ({
      kind: "survey_result" as const,
      id: r.id,
      company_id: r.companyId,
      created_at: r.createdAt.toISOString(),
      reason: reasonOf("days" in r ? (r.days as number | null) : null),
    })),
    ...applications.map((a) => ({
      kind: "job_application" as const,
      id: a.id,
      company_id: a.companyId ?? 0,
      created_at: a.createdAt.toISOString(),
      reason: a.own
        ? scope === "test-data"
          ? "test data"
          : "older than the company's retention period"
        : `belongs to survey result ${a.surveyResultId}`,
    })),
  ];
}

/** POST /utils/clean-up-data: the list (dry run) or its removal, with an audit record of the counts. */
export async function cleanUpData(deps: ApiDeps, auth: Auth, input: CleanUpInput) {
  const { db } = deps;
  const asOf = input.as_of ?? new Date();
  if (input.company_id) await findCompanyInScope(db, auth.actor, input.company_id);
  const base = { dry_run: input.dry_run, scope: input.scope, as_of: asOf.toISOString() };
  if (input.dry_run) return { ...base, items: await cleanUpItems(db, input.scope, asOf, input.company_id), removed: 0 };

  const outcome = await db.transaction(async (tx) => {
    const items = await cleanUpItems(tx, input.scope, asOf, input.company_id);
    const purged = await purge(tx, {
      surveyResultIds: items.filter((i) => i.kind === "survey_result").map((i) => i.id),
      applicationIds: items.filter((i) => i.kind === "job_application").map((i) => i.id),
    });
    // The record of AI calls has its own retention (6 months to 4 years per company), kept with the others' here.
    const aiCalls = input.scope === "retention" ? await purgeExpiredAiCalls(tx, asOf, input.company_id) : 0;
    await recordAudit(tx as unknown as Database, auth, {
      action: `data.clean_up.${input.scope}`,
      companyId: input.company_id ?? null,
      summary: `Removed ${plural(purged.surveyResults, "assessment")} and ${plural(purged.applications, "application")}${aiCalls ? ` and ${plural(aiCalls, "AI call")}` : ""} (${input.scope})`,
    });
    return { items, purged, aiCalls };
  });
  await deleteFiles(deps, outcome.purged.files);
  return {
    ...base,
    items: outcome.items,
    removed: outcome.purged.surveyResults + outcome.purged.applications,
    ...(input.scope === "retention" ? { ai_calls_removed: outcome.aiCalls } : {}),
  };
}
