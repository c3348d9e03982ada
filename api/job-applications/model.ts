// What the applicant's operations share: the application behind a candidate_reference, its JSON, and what follows
// a submitted application.
import { eq } from "drizzle-orm";
import { DEFAULT_LANGUAGE, isLanguage } from "../../domain/languages";
import type { Database } from "../../server/db/client";
import { companies, jobApplications, jobApplicationTemplates, jobs, surveyResults } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import { interviewAfterApplicationFeature } from "../jobs/access";
import { CONTINUE_LINK_SENT } from "../surveys/contract";
import type { ApplicationResponseJson, NextStep } from "./contract";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Db = Database | Tx;

/** Whether applicants go on into the assessment: the brand's feature and the job's choice. */
export const leadsToAssessment = (job: { interviewAfterApplication: boolean }) =>
  interviewAfterApplicationFeature() && job.interviewAfterApplication;

export const notAccepting = () => ApiError.conflict("This job is no longer taking applications");

export function nextStep(
  job: { interviewAfterApplication: boolean },
  assessment: { uuid: string | null; joined: boolean },
  submitted: boolean,
): NextStep | null {
  if (!submitted) return null;
  if (!assessment.uuid || !leadsToAssessment(job)) return { kind: "done" };
  if (assessment.joined) return { kind: "continue-by-email", message: CONTINUE_LINK_SENT };
  const uuid = assessment.uuid;
  return { kind: "assessment", survey_result_uuid: uuid, path: `/survey/take?id=${uuid}` };
}

export async function findByReference(db: Db, reference: string) {
  const [row] = await db
    .select({
      application: jobApplications,
      job: {
        uuid: jobs.uuid,
        title: jobs.title,
        status: jobs.status,
        archivedAt: jobs.archivedAt,
        interviewAfterApplication: jobs.interviewAfterApplication,
      },
      company: { name: companies.name, defaultLanguage: companies.defaultLanguage },
      questions: jobApplicationTemplates.questions,
      surveyUuid: surveyResults.uuid,
      surveyEmail: surveyResults.email,
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .leftJoin(jobApplicationTemplates, eq(jobApplicationTemplates.id, jobs.templateId))
    .leftJoin(surveyResults, eq(surveyResults.id, jobApplications.surveyResultId))
    .where(eq(jobApplications.candidateReference, reference));
  if (!row) throw ApiError.notFound("Application not found");
  return row;
}
type ReferenceRow = Awaited<ReturnType<typeof findByReference>>;

export function toResponseJson(row: ReferenceRow): ApplicationResponseJson {
  const a = row.application;
  return {
    candidate_reference: a.candidateReference,
    status: a.status,
    job: {
      uuid: row.job.uuid,
      title: row.job.title,
      company: {
        name: row.company.name,
        default_language: isLanguage(row.company.defaultLanguage) ? row.company.defaultLanguage : DEFAULT_LANGUAGE,
      },
    },
    questions: row.questions ?? [],
    first: a.first,
    last: a.last,
    email: a.email,
    phone: a.phone,
    answers: a.answers,
    resume: a.resumeKey && a.resumeName ? { file_name: a.resumeName } : null,
    submitted_at: a.submittedAt?.toISOString() ?? null,
    next: nextStep(row.job, { uuid: row.surveyUuid, joined: a.joinedAssessment }, a.status === "submitted"),
  };
}

/** GET /job-application-responses/candidate?candidate_reference= (public: the reference is the applicant's key). */
export async function getApplicationByReference(db: Database, reference: string): Promise<ApplicationResponseJson> {
  return toResponseJson(await findByReference(db, reference));
}
