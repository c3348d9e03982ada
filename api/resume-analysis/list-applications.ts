import { asc, eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { jobApplications, jobApplicationTemplates, jobs } from "../../server/db/schema/index";
import { findSurveyResultInScope } from "../survey-results/model";
import type { CandidateApplicationJson } from "./contract";
import { resumeKind, resumeOf } from "./model";

/** GET /candidates/applications?survey_result_id=: the candidate's applications, oldest first. */
export async function listCandidateApplications(
  db: Database,
  actor: Actor,
  surveyResultId: number,
): Promise<CandidateApplicationJson[]> {
  // The candidate's scope decides; the applications hang off the candidate (same company as their jobs).
  const result = await findSurveyResultInScope(db, actor, surveyResultId);
  const rows = await db
    .select({
      application: jobApplications,
      job: { id: jobs.id, uuid: jobs.uuid, title: jobs.title },
      questions: jobApplicationTemplates.questions,
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .leftJoin(jobApplicationTemplates, eq(jobApplicationTemplates.id, jobs.templateId))
    .where(eq(jobApplications.surveyResultId, result.id))
    .orderBy(asc(jobApplications.createdAt), asc(jobApplications.id));
  return rows.map(({ application, job, questions }) => {
    const a = { ...application, ...resumeOf(application, result) };
    return {
      id: a.id,
      job,
      questions: questions ?? [],
      answers: a.answers,
      resume: a.resumeKey && a.resumeName ? { file_name: a.resumeName, kind: resumeKind(a.resumeName) } : null,
      status: a.status,
      submitted_at: a.submittedAt?.toISOString() ?? null,
      created_at: a.createdAt.toISOString(),
    };
  });
}
