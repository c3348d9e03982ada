import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../db/client";
import {
  companies,
  departments,
  jobApplications,
  jobApplicationTemplates,
  jobs,
  locations,
  roleNames,
} from "../db/schema/index";
import { ApiError, type FieldError } from "../http/errors";
import { companiesInScope } from "../services/scope";
import type { CreateJobInput, JobSearchQuery, UpdateJobInput } from "./contracts";
import { JOB_STATUSES, type EmploymentType, type JobStatus, type SalaryPeriod, type Workplace } from "./model";
import { containsPattern } from "../db/like";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Db = Database | Tx;

/** A job as the API answers it. */
export interface JobJson {
  id: number;
  uuid: string;
  title: string;
  description: string;
  status: JobStatus;
  employment_type: EmploymentType;
  workplace: Workplace;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  salary_period: SalaryPeriod | null;
  interview_after_application: boolean;
  is_test: boolean;
  company_id: number;
  company: { id: number; name: string; industry: string | null };
  location_id: number | null;
  location: { id: number; name: string } | null;
  department_id: number | null;
  department: { id: number; name: string } | null;
  role_name_id: number | null;
  role_name: { id: number; name: string } | null;
  template_id: number | null;
  template: { id: number; name: string } | null;
  application_count: number;
  submitted_count: number;
  last_applied_at: string | null;
  /** Where candidates see and apply for the job (the app's public pages). */
  public_path: string;
  published_at: string | null;
  archived_at: string | null;
  archived_by_user_id: number | null;
  created_by_user_id: number | null;
  updated_by_user_id: number | null;
  created_at: string;
  updated_at: string;
}

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

function jobRows(db: Db) {
  const stats = applicationStats(db);
  return {
    stats,
    query: db
      .select({
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
      })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .leftJoin(locations, eq(locations.id, jobs.locationId))
      .leftJoin(departments, eq(departments.id, jobs.departmentId))
      .leftJoin(roleNames, eq(roleNames.id, jobs.roleNameId))
      .leftJoin(jobApplicationTemplates, eq(jobApplicationTemplates.id, jobs.templateId))
      .leftJoin(stats, eq(stats.jobId, jobs.id)),
  };
}

type JobRow = Awaited<ReturnType<typeof jobRows>["query"]>[number];

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function toJobJson(row: JobRow): JobJson {
  const j = row.job;
  return {
    id: j.id,
    uuid: j.uuid,
    title: j.title,
    description: j.description,
    status: j.status,
    employment_type: j.employmentType,
    workplace: j.workplace,
    salary_min: j.salaryMin,
    salary_max: j.salaryMax,
    salary_currency: j.salaryCurrency,
    salary_period: j.salaryPeriod,
    interview_after_application: j.interviewAfterApplication,
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

/** A date filter's instant: a plain date means that day's start (UTC); `endOfDay` the start of the next day. */
function instant(value: string, endOfDay: boolean): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const d = new Date(`${value}T00:00:00.000Z`);
    if (endOfDay) d.setUTCDate(d.getUTCDate() + 1);
    return d;
  }
  return new Date(value);
}

function searchConditions(actor: Actor, q: JobSearchQuery): SQL {
  const conditions: (SQL | undefined)[] = [companiesInScope(actor)];
  const includeArchived = q.include_archived || q.archived_by_user_id !== undefined;
  if (!includeArchived) conditions.push(isNull(jobs.archivedAt));
  if (!q.include_tests) conditions.push(eq(jobs.isTest, false));
  if (q.search) {
    const pattern = containsPattern(q.search);
    conditions.push(or(ilike(jobs.title, pattern), ilike(jobs.description, pattern), ilike(companies.name, pattern)));
  }
  if (q.job_id !== undefined) conditions.push(eq(jobs.id, q.job_id));
  if (q.company_id !== undefined) conditions.push(eq(jobs.companyId, q.company_id));
  if (q.created_by_user_id !== undefined) conditions.push(eq(jobs.createdByUserId, q.created_by_user_id));
  if (q.updated_by_user_id !== undefined) conditions.push(eq(jobs.updatedByUserId, q.updated_by_user_id));
  if (q.archived_by_user_id !== undefined) {
    conditions.push(isNotNull(jobs.archivedAt), eq(jobs.archivedByUserId, q.archived_by_user_id));
  }
  if (q.status?.length) conditions.push(inArray(jobs.status, q.status));
  if (q.start_date) conditions.push(gte(jobs.createdAt, instant(q.start_date, false)));
  if (q.end_date) {
    // A date-time end is the exact instant (inclusive); a plain date includes that whole day.
    conditions.push(
      /^\d{4}-\d{2}-\d{2}$/.test(q.end_date)
        ? lt(jobs.createdAt, instant(q.end_date, true))
        : sql`${jobs.createdAt} <= ${instant(q.end_date, false)}`,
    );
  }
  return and(...conditions)!;
}

/** Spec §3 job search: filters, joined and computed sort fields, pagination. */
export async function searchJobs(db: Database, actor: Actor, q: JobSearchQuery) {
  const where = searchConditions(actor, q);
  const { stats, query } = jobRows(db);
  const dir = (column: SQL | Parameters<typeof asc>[0]) =>
    q.order_by === "asc" ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;

  const order: SQL[] = [];
  if (q.sort_by_company_field) {
    const column = {
      name: sql`lower(${companies.name})`,
      industry: companies.industry,
      created_at: companies.createdAt,
    }[q.sort_by_company_field];
    order.push(dir(column));
  }
  if (q.sort_by_location_field) order.push(dir(sql`lower(${locations.name})`));
  if (q.sort_by_department_field) order.push(dir(sql`lower(${departments.name})`));
  if (q.sort_by_computed_field) {
    const column = {
      application_count: sql`coalesce(${stats.applicationCount}, 0)`,
      submitted_count: sql`coalesce(${stats.submittedCount}, 0)`,
      last_applied_at: stats.lastAppliedAt,
    }[q.sort_by_computed_field];
    order.push(dir(column));
  }
  const hasJoinedSort = order.length > 0;
  if (q.sort_by || !hasJoinedSort) {
    const sortBy = q.sort_by ?? "created_at";
    const column = {
      id: jobs.id,
      title: sql`lower(${jobs.title})`,
      status: sql`array_position(array[${sql.join(
        JOB_STATUSES.map((s) => sql`${s}`),
        sql`, `,
      )}]::text[], ${jobs.status})`,
      created_at: jobs.createdAt,
      updated_at: jobs.updatedAt,
      published_at: jobs.publishedAt,
    }[sortBy];
    order.push(dir(column));
  }
  order.push(q.order_by === "asc" ? asc(jobs.id) : desc(jobs.id));

  const [rows, [{ total }]] = await Promise.all([
    query
      .where(where)
      .orderBy(...order)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(jobs).innerJoin(companies, eq(companies.id, jobs.companyId)).where(where),
  ]);
  return {
    data: rows.map(toJobJson),
    meta: { total, page: q.page, limit: q.limit, pages: Math.max(1, Math.ceil(total / q.limit)) },
  };
}

/** GET /jobs: every job in scope (for the board), newest first, with the given filters. */
export async function listJobs(
  db: Database,
  actor: Actor,
  q: { include_archived: boolean; include_tests: boolean; company_id?: number; status?: JobStatus[] },
) {
  const conditions: (SQL | undefined)[] = [companiesInScope(actor)];
  if (!q.include_archived) conditions.push(isNull(jobs.archivedAt));
  if (!q.include_tests) conditions.push(eq(jobs.isTest, false));
  if (q.company_id !== undefined) conditions.push(eq(jobs.companyId, q.company_id));
  if (q.status?.length) conditions.push(inArray(jobs.status, q.status));
  const { query } = jobRows(db);
  const rows = await query
    .where(and(...conditions))
    .orderBy(desc(jobs.updatedAt), desc(jobs.id))
    .limit(1000);
  return rows.map(toJobJson);
}

/** A job in the actor's scope (archived ones too), or 404. */
export async function findJob(db: Db, actor: Actor, id: number): Promise<JobJson> {
  const { query } = jobRows(db);
  const [row] = await query.where(and(eq(jobs.id, id), companiesInScope(actor)));
  if (!row) throw ApiError.notFound("Job not found");
  return toJobJson(row);
}

/**
 * Checks the company and the job's references: location, department and role name of that company, and an
 * application template shared by all companies or the company's own, not archived. Answers 422 naming the field.
 */
async function checkReferences(
  db: Db,
  actor: Actor,
  target: {
    companyId: number;
    locationId: number | null;
    departmentId: number | null;
    roleNameId: number | null;
    templateId: number | null;
  },
  changed: { templateId: boolean },
) {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, target.companyId), companiesInScope(actor)));
  if (!company) throw ApiError.unprocessable([{ path: "company_id", message: "is not a company you can see" }]);
  const errors: FieldError[] = [];
  const belongs = async (
    table: typeof locations | typeof departments | typeof roleNames,
    id: number | null,
    path: string,
    what: string,
  ) => {
    if (id === null) return;
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), eq(table.companyId, target.companyId)));
    if (!row) errors.push({ path, message: `is not a ${what} of this company` });
  };
  await belongs(locations, target.locationId, "location_id", "location");
  await belongs(departments, target.departmentId, "department_id", "department");
  await belongs(roleNames, target.roleNameId, "role_name_id", "role");
  if (target.templateId !== null) {
    const [template] = await db
      .select({ companyId: jobApplicationTemplates.companyId, archivedAt: jobApplicationTemplates.archivedAt })
      .from(jobApplicationTemplates)
      .where(eq(jobApplicationTemplates.id, target.templateId));
    if (!template || (template.companyId !== null && template.companyId !== target.companyId)) {
      errors.push({ path: "template_id", message: "is not an application template this company can use" });
    } else if (template.archivedAt && changed.templateId) {
      errors.push({ path: "template_id", message: "is archived" });
    }
  }
  if (errors.length) throw ApiError.unprocessable(errors);
}

/**
 * A job can be published only if applicants can be registered for it: when its company offers public role names
 * (the assessment's registration accepts only those), the job must name one of them.
 */
async function checkPublishable(db: Db, target: { companyId: number; roleNameId: number | null; description: string }) {
  const errors: FieldError[] = [];
  if (!target.description.trim()) errors.push({ path: "description", message: "is required to publish the job" });
  const publicRoles = await db
    .select({ id: roleNames.id })
    .from(roleNames)
    .where(and(eq(roleNames.companyId, target.companyId), eq(roleNames.isPublic, true)));
  if (publicRoles.length > 0 && !publicRoles.some((r) => r.id === target.roleNameId)) {
    errors.push({ path: "role_name_id", message: "must be one of the company's public roles to publish the job" });
  }
  if (errors.length) throw ApiError.unprocessable(errors);
}

export async function createJob(db: Database, actor: Actor, input: CreateJobInput): Promise<JobJson> {
  const values = {
    companyId: input.company_id,
    locationId: input.location_id ?? null,
    departmentId: input.department_id ?? null,
    roleNameId: input.role_name_id ?? null,
    templateId: input.template_id ?? null,
    title: input.title,
    description: input.description ?? "",
    employmentType: input.employment_type ?? "full_time",
    workplace: input.workplace ?? "on_site",
    salaryMin: input.salary_min ?? null,
    salaryMax: input.salary_max ?? null,
    salaryCurrency: input.salary_currency ?? null,
    salaryPeriod: input.salary_period ?? null,
    status: input.status ?? "draft",
    interviewAfterApplication: input.interview_after_application ?? true,
    isTest: input.is_test ?? false,
  };
  await checkReferences(db, actor, values, { templateId: true });
  if (values.status === "published") await checkPublishable(db, values);
  const [row] = await db
    .insert(jobs)
    .values({
      ...values,
      publishedAt: values.status === "published" ? new Date() : null,
      createdByUserId: actor.id,
      updatedByUserId: actor.id,
    })
    .returning({ id: jobs.id });
  return findJob(db, actor, row.id);
}

export async function updateJob(db: Database, actor: Actor, id: number, input: UpdateJobInput): Promise<JobJson> {
  const current = await findJob(db, actor, id);
  const pick = <T>(given: T | undefined, existing: T) => (given === undefined ? existing : given);
  const next = {
    companyId: pick(input.company_id, current.company_id),
    locationId: pick(input.location_id, current.location_id),
    departmentId: pick(input.department_id, current.department_id),
    roleNameId: pick(input.role_name_id, current.role_name_id),
    templateId: pick(input.template_id, current.template_id),
    title: pick(input.title, current.title),
    description: pick(input.description, current.description),
    employmentType: pick(input.employment_type, current.employment_type),
    workplace: pick(input.workplace, current.workplace),
    salaryMin: pick(input.salary_min, current.salary_min),
    salaryMax: pick(input.salary_max, current.salary_max),
    salaryCurrency: pick(input.salary_currency, current.salary_currency),
    salaryPeriod: pick(input.salary_period, current.salary_period),
    status: pick(input.status, current.status),
    interviewAfterApplication: pick(input.interview_after_application, current.interview_after_application),
    isTest: pick(input.is_test, current.is_test),
  };
  if (next.salaryMin !== null && next.salaryMax !== null && next.salaryMin > next.salaryMax) {
    throw ApiError.unprocessable([{ path: "salary_max", message: "must not be below salary_min" }]);
  }
  if (next.companyId !== current.company_id && current.application_count > 0) {
    throw ApiError.unprocessable([
      {
        path: "company_id",
        message: "cannot change once people have applied (their candidate records are in the company)",
      },
    ]);
  }
  await checkReferences(db, actor, next, { templateId: next.templateId !== current.template_id });
  if (next.status === "published") await checkPublishable(db, next);
  await db
    .update(jobs)
    .set({
      ...next,
      publishedAt: next.status === "published" && !current.published_at ? new Date() : undefined,
      updatedByUserId: actor.id,
      updatedAt: new Date(),
    })
    .where(eq(jobs.id, id));
  return findJob(db, actor, id);
}

/** A copy of the job as a new draft ("… (copy)"), with the same template and fields, no applications. */
export async function duplicateJob(db: Database, actor: Actor, id: number): Promise<JobJson> {
  const source = await findJob(db, actor, id);
  const title = `${source.title} (copy)`.slice(0, 200);
  const [row] = await db
    .insert(jobs)
    .values({
      companyId: source.company_id,
      locationId: source.location_id,
      departmentId: source.department_id,
      roleNameId: source.role_name_id,
      templateId: source.template_id,
      title,
      description: source.description,
      employmentType: source.employment_type,
      workplace: source.workplace,
      salaryMin: source.salary_min,
      salaryMax: source.salary_max,
      salaryCurrency: source.salary_currency,
      salaryPeriod: source.salary_period,
      status: "draft",
      interviewAfterApplication: source.interview_after_application,
      isTest: source.is_test,
      createdByUserId: actor.id,
      updatedByUserId: actor.id,
    })
    .returning({ id: jobs.id });
  return findJob(db, actor, row.id);
}

/** Archives a job: off the job board and out of searches unless include_archived. Archiving twice is a no-op. */
export async function archiveJob(db: Database, actor: Actor, id: number): Promise<JobJson> {
  const job = await findJob(db, actor, id);
  if (!job.archived_at) {
    await db
      .update(jobs)
      .set({ archivedAt: new Date(), archivedByUserId: actor.id, updatedAt: new Date(), updatedByUserId: actor.id })
      .where(eq(jobs.id, id));
  }
  return findJob(db, actor, id);
}

/**
 * Deletes a job with its applications and imports (the candidates they created stay, as assessments of the
 * company). Answers the file keys the applications held, for the caller to remove from storage.
 */
export async function deleteJob(db: Database, actor: Actor, id: number): Promise<string[]> {
  await findJob(db, actor, id);
  return db.transaction(async (tx) => {
    const files = await applicationFileKeys(tx, eq(jobApplications.jobId, id));
    await tx.delete(jobs).where(eq(jobs.id, id));
    return files;
  });
}

/** DELETE /jobs/clean-tests: every test job in scope (is_test), with its applications. */
export async function cleanTestJobs(db: Database, actor: Actor): Promise<{ deleted: number; files: string[] }> {
  return db.transaction(async (tx) => {
    const ids = (
      await tx
        .select({ id: jobs.id })
        .from(jobs)
        .innerJoin(companies, eq(companies.id, jobs.companyId))
        .where(and(eq(jobs.isTest, true), companiesInScope(actor)))
    ).map((r) => r.id);
    if (ids.length === 0) return { deleted: 0, files: [] };
    const files = await applicationFileKeys(tx, inArray(jobApplications.jobId, ids));
    await tx.delete(jobs).where(inArray(jobs.id, ids));
    return { deleted: ids.length, files };
  });
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
