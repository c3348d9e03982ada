import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { jobs } from "../../server/db/schema/index";
import type { CreateJobInput, JobJson } from "./contract";
import { checkPublishable, checkReferences } from "./job-rules";
import { findJob } from "./model";

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
    participantReports: input.participant_reports ?? true,
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
