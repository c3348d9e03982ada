import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import { CONTINUE_LINK_SENT } from "../assessment/contracts";
import { mailContinueLink, type ContinueLinkDeps } from "../assessment/continue-link";
import { registerSurvey } from "../assessment/register-survey";
import type { Database } from "../db/client";
import {
  companies,
  departments,
  jobApplications,
  jobApplicationTemplates,
  jobs,
  locations,
  roleNames,
  surveyResults,
} from "../db/schema/index";
import type { FileStorage } from "../files/storage";
import { newFileKey } from "../files/storage";
import { ApiError, type FieldError } from "../http/errors";
import { companiesInScope } from "../services/scope";
import { interviewAfterApplicationFeature } from "./access";
import { applicantFilesPrefix, checkAnswers, checkUploadedFiles } from "./answers";
import type { ApplyInput, UpdateApplicationInput } from "./contracts";
import {
  OPEN_STATUS,
  RESUME_CONTENT_TYPES,
  RESUME_MAX_BYTES,
  type AnswerValue,
  type ApplicationSource,
  type ApplicationStatus,
  type EmploymentType,
  type JobStatus,
  type SalaryPeriod,
  type TemplateQuestion,
  type Workplace,
} from "./model";
import { containsPattern } from "../db/like";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Db = Database | Tx;

// ---------------------------------------------------------------------------------------------------------------
// The public job: what candidates see

export interface PublicJobJson {
  uuid: string;
  title: string;
  description: string;
  company: { name: string };
  location: string | null;
  department: string | null;
  employment_type: EmploymentType;
  workplace: Workplace;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  salary_period: SalaryPeriod | null;
  published_at: string | null;
}

export interface PublicJobDetailsJson extends PublicJobJson {
  status: JobStatus;
  /** False once the job is paused, closed or filled: the page says so instead of offering the form. */
  accepting_applications: boolean;
  /** Whether applicants go straight on into the assessment (the brand's feature and the job's choice). */
  interview_after_application: boolean;
  questions: TemplateQuestion[];
}

/** The job behind a public link with what applying needs (its company's assessment link, role and questions). */
async function findPublicJob(db: Db, uuid: string) {
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

function toPublicJson(row: {
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

const leadsToAssessment = (job: { interviewAfterApplication: boolean }) =>
  interviewAfterApplicationFeature() && job.interviewAfterApplication;

/** GET /jobs/public: published jobs (not archived, not tests), newest first. */
export async function listPublicJobs(
  db: Database,
  q: { company_id?: number; search?: string; limit: number; page: number },
) {
  const conditions: (SQL | undefined)[] = [
    eq(jobs.status, OPEN_STATUS),
    isNull(jobs.archivedAt),
    eq(jobs.isTest, false),
  ];
  if (q.company_id !== undefined) conditions.push(eq(jobs.companyId, q.company_id));
  if (q.search) {
    const pattern = containsPattern(q.search);
    conditions.push(or(ilike(jobs.title, pattern), ilike(companies.name, pattern), ilike(locations.name, pattern)));
  }
  const where = and(...conditions);
  const base = () =>
    db
      .select({ job: jobs, company: { name: companies.name }, location: locations.name, department: departments.name })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .leftJoin(locations, eq(locations.id, jobs.locationId))
      .leftJoin(departments, eq(departments.id, jobs.departmentId));
  const [rows, [{ total }]] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(jobs.publishedAt), desc(jobs.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ total: count() })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .leftJoin(locations, eq(locations.id, jobs.locationId))
      .where(where),
  ]);
  return { data: rows.map(toPublicJson), meta: { total, page: q.page, limit: q.limit } };
}

/** A company on the public job board: only what its open job ads already make public. */
export interface PublicCompanyJson {
  id: number;
  name: string;
  open_jobs: number;
}

/**
 * GET /companies/public (spec §7 Companies "public list"): the companies that advertise open jobs on the public
 * board, by name, with how many; the board filters by them. A company without an open, listed job is not public.
 */
export async function listPublicCompanies(db: Database, q: { search?: string; limit: number; page: number }) {
  const conditions: (SQL | undefined)[] = [
    eq(jobs.status, OPEN_STATUS),
    isNull(jobs.archivedAt),
    eq(jobs.isTest, false),
  ];
  if (q.search) conditions.push(ilike(companies.name, containsPattern(q.search)));
  const where = and(...conditions);
  const openJobs = count(jobs.id);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: companies.id, name: companies.name, open_jobs: openJobs })
      .from(companies)
      .innerJoin(jobs, eq(jobs.companyId, companies.id))
      .where(where)
      .groupBy(companies.id, companies.name)
      .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ total: sql<number>`count(distinct ${companies.id})`.mapWith(Number) })
      .from(companies)
      .innerJoin(jobs, eq(jobs.companyId, companies.id))
      .where(where),
  ]);
  const data: PublicCompanyJson[] = rows;
  return { data, meta: { total, page: q.page, limit: q.limit } };
}

/** GET /jobs/public/{uuid}/details. Test jobs open by their link (for trying them), but are never listed. */
export async function publicJobDetails(db: Database, uuid: string): Promise<PublicJobDetailsJson> {
  const row = await findPublicJob(db, uuid);
  if (!row) throw ApiError.notFound("Job not found");
  return {
    ...toPublicJson(row),
    status: row.job.status,
    accepting_applications: row.job.status === OPEN_STATUS,
    interview_after_application: leadsToAssessment(row.job),
    questions: row.questions ?? [],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Applying and application responses

/** What the applicant's next step is: the assessment (interview after application), or nothing more. */
/**
 * What follows a submitted application: the assessment (its page), the assessment's link by e-mail (the applicant
 * already had an unfinished one at the company: see continue-link.ts), or nothing.
 */
export type NextStep =
  | { kind: "assessment"; survey_result_uuid: string; path: string }
  | { kind: "continue-by-email"; message: string }
  | { kind: "done" };

export interface ApplicationResponseJson {
  candidate_reference: string;
  status: ApplicationStatus;
  job: { uuid: string; title: string; company: { name: string } };
  questions: TemplateQuestion[];
  first: string;
  last: string;
  email: string;
  phone: string | null;
  answers: Record<string, AnswerValue>;
  resume: { file_name: string } | null;
  submitted_at: string | null;
  next: NextStep | null;
}

const notAccepting = () => ApiError.conflict("This job is no longer taking applications");

function nextStep(
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

/**
 * Registers the applicant as a candidate of the job's company through the assessment's own registration (so a
 * person with an unfinished assessment there resumes it). The candidate's role is the job's role, or its title
 * for a company that offers no public roles.
 */
export async function registerApplicant(
  db: Db,
  job: { title: string; companyToken: string; roleName: string | null },
  person: {
    first: string;
    last: string;
    email: string;
    phone: string | null;
    sex?: "male" | "female" | "unspecified";
    age: number | null;
  },
) {
  try {
    const result = await registerSurvey(db as Database, {
      token: job.companyToken,
      first: person.first,
      last: person.last,
      email: person.email,
      phone: person.phone,
      sex: person.sex ?? "unspecified",
      age: person.age,
      role: job.roleName ?? job.title,
      consent: true,
    });
    const [row] = await db
      .select({ id: surveyResults.id })
      .from(surveyResults)
      .where(eq(surveyResults.uuid, result.survey_result_uuid));
    return { id: row.id, ...result };
  } catch (error) {
    if (error instanceof ApiError && error.status === 422 && error.errors.some((e) => e.path === "role")) {
      throw ApiError.conflict("This job is not set up to take applications: its role is not offered by the company");
    }
    throw error;
  }
}

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
    .returning({ reference: jobApplications.candidateReference });
  if (!created) throw ApiError.conflict("You have already applied for this job with this e-mail address");
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
    status: (input.submit ? "submitted" : "in_progress") as ApplicationStatus,
    // A joined assessment's id is the applicant's e-mail's to know, not the answer's.
    survey_result_uuid: candidate.resumed ? null : candidate.survey_result_uuid,
    next,
  };
}

async function findByReference(db: Db, reference: string) {
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
      company: { name: companies.name },
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

function toResponseJson(row: ReferenceRow): ApplicationResponseJson {
  const a = row.application;
  return {
    candidate_reference: a.candidateReference,
    status: a.status,
    job: { uuid: row.job.uuid, title: row.job.title, company: { name: row.company.name } },
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

/** PUT …/candidate: changes an application in progress (answers given replace the stored ones per question). */
export async function updateApplicationByReference(
  db: Database,
  storage: FileStorage,
  reference: string,
  input: UpdateApplicationInput,
): Promise<ApplicationResponseJson> {
  const row = await findByReference(db, reference);
  if (row.application.status === "submitted") throw ApiError.conflict("This application has been submitted already");
  if (row.job.status !== OPEN_STATUS || row.job.archivedAt) throw notAccepting();
  const merged = { ...row.application.answers, ...(input.answers ?? {}) };
  const checked = checkAnswers(row.questions ?? [], merged as Record<string, never>, { complete: false });
  const files = checked.files.filter((f) => input.answers && f.path.slice("answers.".length) in input.answers);
  if (input.resume_file_key) files.push({ path: "resume_file_key", key: input.resume_file_key });
  const errors = [...checked.errors, ...(await checkUploadedFiles(storage, row.job.uuid, files))];
  if (errors.length) throw ApiError.unprocessable(errors);
  await db
    .update(jobApplications)
    .set({
      phone: input.phone === undefined ? undefined : input.phone,
      answers: checked.answers,
      // null removes the resume; undefined keeps it.
      resumeKey: input.resume_file_key === undefined ? undefined : input.resume_file_key,
      resumeName: input.resume_file_key === undefined ? undefined : (input.resume_file_name ?? null),
      updatedAt: new Date(),
    })
    .where(eq(jobApplications.id, row.application.id));
  return getApplicationByReference(db, reference);
}

/** PUT …/submit: every required question answered, then submitted. Submitting again answers the same. */
export async function submitApplication(deps: ContinueLinkDeps, reference: string): Promise<ApplicationResponseJson> {
  const { db } = deps;
  const row = await findByReference(db, reference);
  if (row.application.status === "submitted") return toResponseJson(row);
  if (row.job.status !== OPEN_STATUS || row.job.archivedAt) throw notAccepting();
  const checked = checkAnswers(row.questions ?? [], row.application.answers as Record<string, never>, {
    complete: true,
  });
  if (checked.errors.length) throw ApiError.unprocessable(checked.errors);
  await db
    .update(jobApplications)
    .set({ status: "submitted", submittedAt: new Date(), updatedAt: new Date() })
    .where(eq(jobApplications.id, row.application.id));
  const submitted = await getApplicationByReference(db, reference);
  if (submitted.next?.kind === "continue-by-email" && row.surveyUuid) {
    await mailContinueLink(deps, { uuid: row.surveyUuid, email: row.surveyEmail!, companyName: row.company.name });
  }
  return submitted;
}

/**
 * POST …/resume/upload-presigned-url: where to upload a resume (or a file answer) for a published job, before
 * applying (`job_uuid`) or for an application in progress (`candidate_reference`).
 */
export async function resumeUploadUrl(
  db: Database,
  storage: FileStorage,
  input: { job_uuid?: string; candidate_reference?: string; file_name: string; content_type: string; size: number },
) {
  let jobUuid: string;
  if (input.candidate_reference) {
    const row = await findByReference(db, input.candidate_reference);
    if (row.application.status === "submitted") throw ApiError.conflict("This application has been submitted already");
    if (row.job.status !== OPEN_STATUS || row.job.archivedAt) throw notAccepting();
    jobUuid = row.job.uuid;
  } else {
    const row = await findPublicJob(db, input.job_uuid!);
    if (!row) throw ApiError.notFound("Job not found");
    if (row.job.status !== OPEN_STATUS) throw notAccepting();
    jobUuid = row.job.uuid;
  }
  const errors: FieldError[] = [];
  if (!(RESUME_CONTENT_TYPES as readonly string[]).includes(input.content_type)) {
    errors.push({ path: "content_type", message: "must be a PDF, Word, OpenDocument, RTF, text, PNG or JPEG file" });
  }
  if (input.size > RESUME_MAX_BYTES) errors.push({ path: "size", message: "must be at most 5 MB" });
  if (errors.length) throw ApiError.unprocessable(errors);
  return storage.presignUpload({
    key: newFileKey(applicantFilesPrefix(jobUuid), input.file_name),
    contentType: input.content_type,
    size: input.size,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The admin's view of applications

export interface ApplicationJson {
  id: number;
  job_id: number;
  job: { id: number; uuid: string; title: string };
  company: { id: number; name: string };
  survey_result_id: number | null;
  candidate: { first: string; last: string; email: string; phone: string | null };
  answers: Record<string, AnswerValue>;
  questions: TemplateQuestion[];
  resume: { file_name: string } | null;
  status: ApplicationStatus;
  source: ApplicationSource;
  is_test: boolean;
  /** The candidate's assessment: not started, in progress, or submitted. */
  assessment: { status: "not_started" | "in_progress" | "submitted"; submitted_at: string | null } | null;
  submitted_at: string | null;
  created_at: string;
  updated_at: string;
}

/** GET /job-application-responses: applications to jobs in scope, newest first. */
export async function listApplications(
  db: Database,
  actor: Actor,
  q: { job_id?: number; status?: ApplicationStatus; search?: string; limit: number; page: number },
) {
  const conditions: (SQL | undefined)[] = [companiesInScope(actor)];
  if (q.job_id !== undefined) conditions.push(eq(jobApplications.jobId, q.job_id));
  if (q.status) conditions.push(eq(jobApplications.status, q.status));
  if (q.search) {
    const pattern = containsPattern(q.search);
    conditions.push(
      or(
        ilike(jobApplications.first, pattern),
        ilike(jobApplications.last, pattern),
        ilike(jobApplications.email, pattern),
        ilike(sql`${jobApplications.first} || ' ' || ${jobApplications.last}`, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        application: jobApplications,
        job: { id: jobs.id, uuid: jobs.uuid, title: jobs.title },
        company: { id: companies.id, name: companies.name },
        questions: jobApplicationTemplates.questions,
        // The id first: drizzle decides from a joined object's first column whether the join found a row.
        survey: { id: surveyResults.id, startedAt: surveyResults.startedAt, submittedAt: surveyResults.submittedAt },
      })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .leftJoin(jobApplicationTemplates, eq(jobApplicationTemplates.id, jobs.templateId))
      .leftJoin(surveyResults, eq(surveyResults.id, jobApplications.surveyResultId))
      .where(where)
      .orderBy(desc(jobApplications.createdAt), asc(jobApplications.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ total: count() })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(where),
  ]);
  const data: ApplicationJson[] = rows.map(({ application: a, job, company, questions, survey }) => ({
    id: a.id,
    job_id: a.jobId,
    job,
    company,
    survey_result_id: a.surveyResultId,
    candidate: { first: a.first, last: a.last, email: a.email, phone: a.phone },
    answers: a.answers,
    questions: questions ?? [],
    resume: a.resumeKey && a.resumeName ? { file_name: a.resumeName } : null,
    status: a.status,
    source: a.source,
    is_test: a.isTest,
    assessment: survey?.id
      ? {
          status: survey.submittedAt ? "submitted" : survey.startedAt ? "in_progress" : "not_started",
          submitted_at: survey.submittedAt?.toISOString() ?? null,
        }
      : null,
    submitted_at: a.submittedAt?.toISOString() ?? null,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
  }));
  return { data, meta: { total, page: q.page, limit: q.limit } };
}

/** A short-lived download URL of an application's resume or file answer (admins of the job's company scope). */
export async function applicationFileUrl(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  id: number,
  file: string,
): Promise<{ url: string; file_name: string }> {
  const [row] = await db
    .select({ application: jobApplications })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobApplications.id, id), companiesInScope(actor)));
  if (!row) throw ApiError.notFound("Application not found");
  const a = row.application;
  let key: string | null = null;
  let name: string | null = null;
  if (file === "resume") {
    key = a.resumeKey;
    name = a.resumeName;
  } else {
    const answer = a.answers[file];
    if (answer && typeof answer === "object" && !Array.isArray(answer)) {
      key = answer.file_key;
      name = answer.file_name;
    }
  }
  if (!key) throw ApiError.notFound("No such file on this application");
  const fileName = name ?? key.split("/").pop() ?? "file";
  return { url: await storage.presignDownload({ key, fileName }), file_name: fileName };
}
