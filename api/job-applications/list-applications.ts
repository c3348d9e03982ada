import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { containsPattern } from "../db/like";
import { paginate } from "../db/paginate";
import { companies, jobApplications, jobApplicationTemplates, jobs, surveyResults } from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import type { ApplicationJson, ApplicationListQuery } from "./contract";

/** GET /job-application-responses: applications to jobs in scope, newest first. */
export async function listApplications(db: Database, actor: Actor, q: ApplicationListQuery) {
  const conditions: (SQL | undefined)[] = [companiesInScope(actor)];
  if (q.job_id !== undefined) conditions.push(eq(jobApplications.jobId, q.job_id));
  if (q.status) conditions.push(eq(jobApplications.status, q.status));
  if (q.search) {
    const pattern = containsPattern(q.search);
    conditions.push(
      or(
        ilike(jobApplications.first, pattern),
        ilike(jobApplications.last, pattern),
        ilike(jobApplications.email, pattern),
        ilike(sql`${jobApplications.first} || ' ' || ${jobApplications.last}`, pattern),
      ),
    );
  }
  const where = and(...conditions);
  return paginate(
    db
      .select({
        application: jobApplications,
        job: { id: jobs.id, uuid: jobs.uuid, title: jobs.title },
        company: { id: companies.id, name: companies.name },
        questions: jobApplicationTemplates.questions,
        // The id first: drizzle decides from a joined object's first column whether the join found a row.
        survey: { id: surveyResults.id, startedAt: surveyResults.startedAt, submittedAt: surveyResults.submittedAt },
      })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .leftJoin(jobApplicationTemplates, eq(jobApplicationTemplates.id, jobs.templateId))
      .leftJoin(surveyResults, eq(surveyResults.id, jobApplications.surveyResultId))
      .where(where)
      .orderBy(desc(jobApplications.createdAt), asc(jobApplications.id)),
    db
      .select({ total: count() })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(where),
    q,
    ({ application: a, job, company, questions, survey }): ApplicationJson => ({
      id: a.id,
      job_id: a.jobId,
      job,
      company,
      survey_result_id: a.surveyResultId,
      candidate: { first: a.first, last: a.last, email: a.email, phone: a.phone },
      answers: a.answers,
      questions: questions ?? [],
      resume: a.resumeKey && a.resumeName ? { file_name: a.resumeName } : null,
      status: a.status,
      source: a.source,
      is_test: a.isTest,
      assessment: survey?.id
        ? {
            status: survey.submittedAt ? "submitted" : survey.startedAt ? "in_progress" : "not_started",
            submitted_at: survey.submittedAt?.toISOString() ?? null,
          }
        : null,
      submitted_at: a.submittedAt?.toISOString() ?? null,
      created_at: a.createdAt.toISOString(),
      updated_at: a.updatedAt.toISOString(),
    }),
  );
}
