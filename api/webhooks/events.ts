// The product events as their emit points call them: one line at each place where the thing happens, inside its
// transaction when there is one. Each loads what a receiver needs and hands it to emitEvent.
import { eq, inArray } from "drizzle-orm";
import { jobApplications, jobs, surveyResults } from "../../server/db/schema/index";
import type { Executor } from "../survey-results/model";
import type { WebhookEventType } from "./contract";
import { emitEvent } from "./emit";

/** An event per survey result (assessment completed, stage changed, archived). */
export async function emitForResults(
  db: Executor,
  type: Extract<WebhookEventType, "assessment.completed" | "candidate.stage_changed" | "candidate.archived">,
  ids: number[],
): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .select({
      id: surveyResults.id,
      uuid: surveyResults.uuid,
      companyId: surveyResults.companyId,
      first: surveyResults.first,
      last: surveyResults.last,
      email: surveyResults.email,
      role: surveyResults.roleName,
      status: surveyResults.status,
      submittedAt: surveyResults.submittedAt,
      archivedAt: surveyResults.archivedAt,
    })
    .from(surveyResults)
    .where(inArray(surveyResults.id, ids));
  for (const r of rows) {
    await emitEvent(db, r.companyId, type, {
      survey_result_id: r.id,
      first: r.first,
      last: r.last,
      email: r.email,
      role: r.role,
      status: r.status,
      submitted_at: r.submittedAt?.toISOString() ?? null,
      archived_at: r.archivedAt?.toISOString() ?? null,
    });
  }
}

/** application.submitted */
export async function emitApplicationSubmitted(db: Executor, applicationId: number): Promise<void> {
  const [row] = await db
    .select({ application: jobApplications, job: { id: jobs.id, title: jobs.title, companyId: jobs.companyId } })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(eq(jobApplications.id, applicationId));
  if (!row?.job.companyId) return;
  const a = row.application;
  await emitEvent(db, row.job.companyId, "application.submitted", {
    application_id: a.id,
    job_id: row.job.id,
    job_title: row.job.title,
    survey_result_id: a.surveyResultId,
    first: a.first,
    last: a.last,
    email: a.email,
    submitted_at: a.submittedAt?.toISOString() ?? null,
  });
}
