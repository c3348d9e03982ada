// The public job board (no token: candidates have no account): published jobs, the companies that advertise them
// (spec §7 Companies "public list"), a job's page and applying. Part of the jobs area, behind its gate.
import { z } from "zod";
import { APPLICATION_STATUSES, JOB_STATUSES } from "../../domain/jobs";
import { LANGUAGES } from "../../domain/languages";
import { dataOf, id, operation, pageOf, timestamp } from "../http/contract";
import { applyBody, nextStep } from "../job-applications/contract";
import { templateQuestion } from "../job-templates/contract";
import { jobTermsJson, text } from "../jobs/contract";

// ---------------------------------------------------------------------------------------------------------------
// Inputs

export const uuidParam = z.object({ uuid: z.uuid({ error: "is not a valid job id" }) });

export const publicJobsQuery = z.object({
  company_id: id("a company id").optional(),
  search: text(100).optional(),
  limit: z.coerce.number().int().min(1, "must be 1 to 50").max(50, "must be 1 to 50").default(20),
  page: z.coerce.number().int().min(1, "must be 1 or more").max(10_000).default(1),
});
export type PublicJobsQuery = z.output<typeof publicJobsQuery>;

export const publicCompaniesQuery = z.object({
  search: text(100).optional(),
  limit: z.coerce.number().int().min(1, "must be 1 to 100").max(100, "must be 1 to 100").default(100),
  page: z.coerce.number().int().min(1, "must be 1 or more").max(10_000).default(1),
});
export type PublicCompaniesQuery = z.output<typeof publicCompaniesQuery>;

// ---------------------------------------------------------------------------------------------------------------
// Answers

const int = z.number().int();

/** A job as candidates see it. */
export const publicJobJson = z.object({
  uuid: z.string(),
  title: z.string(),
  description: z.string(),
  /** `default_language`: the language its public pages fall back to when a browser asks for none we offer. */
  company: z.object({ name: z.string(), default_language: z.enum(LANGUAGES) }),
  location: z.string().nullable(),
  department: z.string().nullable(),
  ...jobTermsJson,
  published_at: timestamp.nullable(),
});
export type PublicJobJson = z.infer<typeof publicJobJson>;

export const publicJobDetailsJson = publicJobJson.extend({
  status: z.enum(JOB_STATUSES),
  /** False once the job is paused, closed or filled: the page says so instead of offering the form. */
  accepting_applications: z.boolean(),
  /** Whether applicants go straight on into the assessment (the brand's feature and the job's choice). */
  interview_after_application: z.boolean(),
  /** The company's assessment link token: what its public pages (how it uses automated tools) go by. */
  company_link: z.string(),
  questions: z.array(templateQuestion),
  /** The optional voluntary self-identification section and its questions; null where the product has none. */
  self_identification: z.object({ ask_veteran: z.boolean(), ask_disability: z.boolean() }).nullable(),
});
export type PublicJobDetailsJson = z.infer<typeof publicJobDetailsJson>;

/** A company on the public job board: only what its open job ads already make public. */
export const publicCompanyJson = z.object({
  id: int,
  name: z.string(),
  open_jobs: int,
  /** The language the board falls back to while it shows this company's jobs. */
  default_language: z.enum(LANGUAGES),
});
export type PublicCompanyJson = z.infer<typeof publicCompanyJson>;

export const applyJson = z.object({
  candidate_reference: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  /** Null when the application joined an assessment the applicant had started: its id goes to their e-mail only. */
  survey_result_uuid: z.string().nullable(),
  next: nextStep.nullable(),
});

// ---------------------------------------------------------------------------------------------------------------
// Operations

const PUBLIC = { access: "public", feature: "jobs" } as const;

// Mounted before the jobs contract: `/jobs/public` is not a `/jobs/:id`.
export const jobBoardContract = {
  list: operation({
    method: "GET",
    path: "/jobs/public",
    summary: "Published jobs (not archived, not tests), newest first",
    description:
      "Answers a page of the published jobs on the public job board, newest first; archived and test jobs are not listed.",
    ...PUBLIC,
    query: publicJobsQuery,
    response: pageOf(publicJobJson),
    errors: [400],
  }),
  companies: operation({
    method: "GET",
    path: "/companies/public",
    summary: "The companies that advertise open jobs on the board, by name, with how many",
    description: "Answers the companies with open jobs on the board, by name, with how many each has.",
    ...PUBLIC,
    query: publicCompaniesQuery,
    response: pageOf(publicCompanyJson),
    errors: [400],
  }),
  details: operation({
    method: "GET",
    path: "/jobs/public/:uuid/details",
    summary: "A job's public page with its questions (test jobs open by their link, but are never listed)",
    description:
      "Answers a job's public page with its application questions; a test job opens by its link but is never listed.",
    ...PUBLIC,
    params: uuidParam,
    response: dataOf(publicJobDetailsJson),
    errors: [400, 404],
  }),
  apply: operation({
    method: "POST",
    path: "/jobs/public/:uuid/apply",
    summary: "Apply: the candidate in the job's company and their application, in one go",
    description: "Applies to a job: creates the candidate in the job's company and their application in one step.",
    ...PUBLIC,
    publicForm: true,
    params: uuidParam,
    body: applyBody,
    response: dataOf(applyJson),
    status: 201,
    errors: [400, 404, 409, 422, 429],
  }),
};
