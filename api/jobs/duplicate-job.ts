import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { jobs } from "../../server/db/schema/index";
import type { JobJson } from "./contract";
import { findJob } from "./model";

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
      participantReports: source.participant_reports,
      isTest: source.is_test,
      createdByUserId: actor.id,
      updatedByUserId: actor.id,
    })
    .returning({ id: jobs.id });
  return findJob(db, actor, row.id);
}
