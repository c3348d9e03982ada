// What the jobs operations share: a job's row with its company, references and application counts, its JSON,
// and the files its applications hold.
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { PgSelectBase, SelectedFields } from "drizzle-orm/pg-core";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import {
  companies,
  departments,
  jobApplications,
  jobApplicationTemplates,
  jobs,
  locations,
  roleNames,
} from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import { ApiError } from "../http/errors";
import type { JobJson } from "./contract";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Db = Database | Tx;

export const publicJobPath = (uuid: string) => `/careers/${uuid}`;

/** Per job: how many applications, how many submitted, and when the newest arrived (computed sort fields). */
function applicationStats(db: Db) {
  return db
    .select({
      jobId: jobApplications.jobId,
      applicationCount: sql<number>`count(*)::int`.as("application_count"),
      submittedCount: sql<number>`(count(*) filter (where ${jobApplications.status} = 'submitted'))::int`.as(
        "submitted_count",
      ),
      lastAppliedAt: sql<Date | null>`max(${jobApplications.createdAt})`.as("last_applied_at"),
    })
    .from(jobApplications)
    .groupBy(jobApplications.jobId)
    .as("stats");
}

/** Jobs joined with their company and references (location, department, role name, application template). */
const joinedJobs = (db: Db, fields: SelectedFields) =>
  db
    .select(fields)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .leftJoin(locations, eq(locations.id, jobs.locationId))
    .leftJoin(departments, eq(departments.id, jobs.departmentId))
    .leftJoin(roleNames, eq(roleNames.id, jobs.roleNameId))
    .leftJoin(jobApplicationTemplates, eq(jobApplicationTemplates.id, jobs.templateId));
type JobJoins = ReturnType<typeof joinedJobs>["_"]["nullabilityMap"];

/** Jobs with their company and references, any selection of them (typed as drizzle types the same query written out). */
export function selectJobs<TSelection extends SelectedFields>(db: Db, fields: TSelection) {
  return joinedJobs(db, fields) as unknown as PgSelectBase<"jobs", TSelection, "partial", JobJoins>;
}

export function jobRows(db: Db) {
  const stats = applicationStats(db);
  return {
    stats,
    query: selectJobs(db, {
      job: jobs,
      company: {
        id: companies.id,
        name: companies.name,
        industry: companies.industry,
        createdAt: companies.createdAt,
      },
      location: { id: locations.id, name: locations.name },
      department: { id: departments.id, name: departments.name },
      roleName: { id: roleNames.id, name: roleNames.name },
      template: { id: jobApplicationTemplates.id, name: jobApplicationTemplates.name },
      applicationCount: stats.applicationCount,
      submittedCount: stats.submittedCount,
      lastAppliedAt: stats.lastAppliedAt,
    }).leftJoin(stats, eq(stats.jobId, jobs.id)),
  };
}

type JobRow = Awaited<ReturnType<typeof jobRows>["query"]>[number];

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A job's terms as its JSON (the staff's and the public's) gives them: employment, workplace and pay. */
export function toJobTermsJson(j: typeof jobs.$inferSelect) {
  return {
    employment_type: j.employmentType,
    workplace: j.workplace,
    salary_min: j.salaryMin,
    salary_max: j.salaryMax,
    salary_currency: j.salaryCurrency,
    salary_period: j.salaryPeriod,
  };
}

export function toJobJson(row: JobRow): JobJson {
  const j = row.job;
  return {
    id: j.id,
    uuid: j.uuid,
    title: j.title,
    description: j.description,
    status: j.status,
    ...toJobTermsJson(j),
    interview_after_application: j.interviewAfterApplication,
    participant_reports: j.participantReports,
    is_test: j.isTest,
    company_id: j.companyId,
    company: { id: row.company.id, name: row.company.name, industry: row.company.industry },
    location_id: j.locationId,
    location: row.location?.id ? { id: row.location.id, name: row.location.name } : null,
    department_id: j.departmentId,
    department: row.department?.id ? { id: row.department.id, name: row.department.name } : null,
    role_name_id: j.roleNameId,
    role_name: row.roleName?.id ? { id: row.roleName.id, name: row.roleName.name } : null,
    template_id: j.templateId,
    template: row.template?.id ? { id: row.template.id, name: row.template.name } : null,
    application_count: row.applicationCount ?? 0,
    submitted_count: row.submittedCount ?? 0,
    last_applied_at: iso(row.lastAppliedAt),
    public_path: publicJobPath(j.uuid),
    published_at: iso(j.publishedAt),
    archived_at: iso(j.archivedAt),
    archived_by_user_id: j.archivedByUserId,
    created_by_user_id: j.createdByUserId,
    updated_by_user_id: j.updatedByUserId,
    created_at: j.createdAt.toISOString(),
    updated_at: j.updatedAt.toISOString(),
  };
}

/** A job in the actor's scope (archived ones too), or 404. */
export async function findJob(db: Db, actor: Actor, id: number): Promise<JobJson> {
  const { query } = jobRows(db);
  const [row] = await query.where(and(eq(jobs.id, id), companiesInScope(actor)));
  if (!row) throw ApiError.notFound("Job not found");
  return toJobJson(row);
}

/** The stored files (resumes and file answers) of some applications. */
export async function applicationFileKeys(db: Db, where: SQL): Promise<string[]> {
  const rows = await db
    .select({ resumeKey: jobApplications.resumeKey, answers: jobApplications.answers })
    .from(jobApplications)
    .where(where);
  const keys: string[] = [];
  for (const row of rows) {
    if (row.resumeKey) keys.push(row.resumeKey);
    for (const value of Object.values(row.answers ?? {})) {
      if (value && typeof value === "object" && !Array.isArray(value) && "file_key" in value) keys.push(value.file_key);
    }
  }
  return keys;
}
