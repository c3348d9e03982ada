import { eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { jobs } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import type { JobJson, UpdateJobInput } from "./contract";
import { checkPublishable, checkReferences } from "./job-rules";
import { findJob } from "./model";

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
    participantReports: pick(input.participant_reports, current.participant_reports),
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
