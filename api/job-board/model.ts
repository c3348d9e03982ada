// The job behind a public link, and how candidates see it.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { companies, departments, jobApplicationTemplates, jobs, locations, roleNames } from "../db/schema/index";
import type { PublicJobJson } from "./contract";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Db = Database | Tx;

/** The job behind a public link with what applying needs (its company's assessment link, role and questions). */
export async function findPublicJob(db: Db, uuid: string) {
  const [row] = await db
    .select({
      job: jobs,
      company: { name: companies.name, assessmentToken: companies.assessmentToken },
      location: locations.name,
      department: departments.name,
      roleName: roleNames.name,
      questions: jobApplicationTemplates.questions,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .leftJoin(locations, eq(locations.id, jobs.locationId))
    .leftJoin(departments, eq(departments.id, jobs.departmentId))
    .leftJoin(roleNames, eq(roleNames.id, jobs.roleNameId))
    .leftJoin(jobApplicationTemplates, eq(jobApplicationTemplates.id, jobs.templateId))
    // Drafts and archived jobs do not exist for the public.
    .where(and(eq(jobs.uuid, uuid), isNull(jobs.archivedAt), sql`${jobs.status} <> 'draft'`));
  return row ?? null;
}
type PublicJobRow = NonNullable<Awaited<ReturnType<typeof findPublicJob>>>;

export function toPublicJson(row: {
  job: PublicJobRow["job"];
  company: { name: string };
  location: string | null;
  department: string | null;
}): PublicJobJson {
  const j = row.job;
  return {
    uuid: j.uuid,
    title: j.title,
    description: j.description,
    company: { name: row.company.name },
    location: row.location,
    department: row.department,
    employment_type: j.employmentType,
    workplace: j.workplace,
    salary_min: j.salaryMin,
    salary_max: j.salaryMax,
    salary_currency: j.salaryCurrency,
    salary_period: j.salaryPeriod,
    published_at: j.publishedAt?.toISOString() ?? null,
  };
}
