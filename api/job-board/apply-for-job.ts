import { and, eq, sql } from "drizzle-orm";
import { checkAnswers, OPEN_STATUS } from "../../domain/jobs";
import { jobApplications } from "../../server/db/schema/index";
import type { FileStorage } from "../files/storage";
import { ApiError, type FieldError } from "../http/errors";
import { checkUploadedFiles } from "../job-applications/answers";
import type { ApplyInput } from "../job-applications/contract";
import { nextStep, notAccepting } from "../job-applications/model";
import { registerApplicant } from "../job-applications/register-applicant";
import { mailContinueLink, type ContinueLinkDeps } from "../surveys/continue-link";
import { recordRegistration } from "../funnels/track";
import { findPublicJob } from "./model";
import { checkSelfIdentification, saveSelfIdentification } from "../self-identification/save-self-identification";

/** POST /jobs/public/{uuid}/apply: the candidate in the job's company and their application, in one go. */
export async function applyForJob(deps: ContinueLinkDeps, storage: FileStorage, uuid: string, input: ApplyInput) {
  const { db } = deps;
  const row = await findPublicJob(db, uuid);
  if (!row) throw ApiError.notFound("Job not found");
  if (row.job.status !== OPEN_STATUS) throw notAccepting();

  const questions = row.questions ?? [];
  const checked = checkAnswers(questions, input.answers, { complete: input.submit });
  const files = [...checked.files];
  if (input.resume_file_key) files.push({ path: "resume_file_key", key: input.resume_file_key });
  const errors: FieldError[] = [...checked.errors, ...(await checkUploadedFiles(storage, uuid, files))];
  if (errors.length) throw ApiError.unprocessable(errors);
  // Checked before anything is stored, so a refused answer loses nothing (the form shows it again).
  const selfIdentification = await checkSelfIdentification(db, row.job.companyId, input.self_identification);

  const already = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(
      and(eq(jobApplications.jobId, row.job.id), sql`lower(${jobApplications.email}) = ${input.email.toLowerCase()}`),
    );
  if (already.length) throw ApiError.conflict("You have already applied for this job with this e-mail address");

  const candidate = await registerApplicant(
    db,
    { title: row.job.title, companyToken: row.company.assessmentToken, roleName: row.roleName },
    input,
  );
  const now = new Date();
  const [created] = await db
    .insert(jobApplications)
    .values({
      jobId: row.job.id,
      surveyResultId: candidate.id,
      joinedAssessment: candidate.resumed,
      first: input.first,
      last: input.last,
      email: input.email,
      phone: input.phone,
      answers: checked.answers,
      resumeKey: input.resume_file_key ?? null,
      resumeName: input.resume_file_key ? (input.resume_file_name ?? null) : null,
      status: input.submit ? "submitted" : "in_progress",
      source: "apply",
      isTest: row.job.isTest,
      submittedAt: input.submit ? now : null,
    })
    // Two taps racing: the unique index on (job, e-mail) lets one through.
    .onConflictDoNothing()
    .returning({ id: jobApplications.id, reference: jobApplications.candidateReference });
  if (!created) throw ApiError.conflict("You have already applied for this job with this e-mail address");
  await saveSelfIdentification(
    db,
    { companyId: row.job.companyId, surveyResultId: candidate.id, jobApplicationId: created.id },
    "application",
    selfIdentification,
  );
  // Through a hiring campaign's funnel: counted as the funnel's registration (api/funnels/track.ts).
  if (input.campaign && !candidate.resumed) {
    await recordRegistration(db, candidate.survey_result_uuid, {
      slug: input.campaign,
      channel: input.campaign_channel,
    });
  }
  const next = nextStep(row.job, { uuid: candidate.survey_result_uuid, joined: candidate.resumed }, input.submit);
  if (next?.kind === "continue-by-email") {
    await mailContinueLink(deps, {
      uuid: candidate.survey_result_uuid,
      email: candidate.email,
      companyName: candidate.company_name,
    });
  }
  return {
    candidate_reference: created.reference,
    status: input.submit ? ("submitted" as const) : ("in_progress" as const),
    // A joined assessment's id is the applicant's e-mail's to know, not the answer's.
    survey_result_uuid: candidate.resumed ? null : candidate.survey_result_uuid,
    next,
  };
}
