// Job application responses (spec §7). The applicant's side is public: the random candidate_reference is the
// applicant's only key, as an assessment's uuid is. The admin's side lists them and hands out short-lived links to
// their files. Both are part of the jobs area, behind its gate.
import { z } from "zod";
import { APPLICATION_SOURCES, APPLICATION_STATUSES } from "../../domain/jobs";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../domain/languages";
import { dataOf, id, operation, pageOf, timestamp } from "../http/contract";
import { funnelReference } from "../funnels/contract";
import { selfIdentificationInput } from "../self-identification/contract";
import { templateQuestion } from "../job-templates/contract";
import { fileName, idParam, JOBS_ADMIN, presignedUpload, required, text } from "../jobs/contract";

// ---------------------------------------------------------------------------------------------------------------
// Inputs

const name = required(100);
const email = z
  .string({ error: "is required" })
  .trim()
  .min(1, "is required")
  .max(254, "must be at most 254 characters")
  .pipe(z.email({ error: "must be a valid e-mail address" }));
export const phone = z
  .string()
  .trim()
  .max(32, "must be at most 32 characters")
  .regex(/^(\+?[0-9][0-9 ().-]{5,30})?$/, "must be a valid phone number")
  .nullish()
  .transform((v) => v || null);

/** An answer as sent; answers.ts checks it against its question. */
export const answerValue = z.union([
  z.string(),
  z.array(z.string()),
  z.boolean(),
  z.object({ file_key: z.string(), file_name: z.string().trim().min(1).max(200) }),
  z.null(),
]);
export const answersInput = z.record(z.string(), answerValue, { error: "must map question ids to answers" });
export type AnswersInput = z.output<typeof answersInput>;

const fileKey = z.string().trim().min(1, "is required").max(400);
const candidateReference = z.uuid({ error: "is not a valid candidate reference" });

export const applyBody = z
  .strictObject({
    first: name,
    last: name,
    email,
    phone,
    // No sex or age: they choose the assessment's comparison group only, so the assessment asks them (optional),
    // never the application a company reads.
    consent: z.literal(true, { error: "must be given to apply" }),
    answers: answersInput.default({}),
    resume_file_key: fileKey.nullish(),
    resume_file_name: fileName.nullish(),
    /** false saves the application to finish later (PUT …/candidate, then PUT …/submit). */
    submit: z.boolean({ error: "must be true or false" }).default(true),
    ...funnelReference,
    /** Optional, voluntary and stored apart (api/self-identification): never shown with the application. */
    self_identification: selfIdentificationInput.optional(),
    /** The language the application's pages were in: the assessment's language, until its page is shown in another. */
    language: z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(", ")}` }).default(DEFAULT_LANGUAGE),
  })
  .refine((b) => !b.resume_file_key || b.resume_file_name, {
    path: ["resume_file_name"],
    message: "is required with resume_file_key",
  });
export type ApplyInput = z.output<typeof applyBody>;

export const candidateReferenceQuery = z.object({ candidate_reference: candidateReference });

export const updateApplicationBody = z
  .strictObject({
    phone,
    answers: answersInput.optional(),
    resume_file_key: fileKey.nullish(),
    resume_file_name: fileName.nullish(),
  })
  .refine((b) => !b.resume_file_key || b.resume_file_name, {
    path: ["resume_file_name"],
    message: "is required with resume_file_key",
  });
export type UpdateApplicationInput = z.output<typeof updateApplicationBody>;

export const submitApplicationBody = z.object({ candidate_reference: candidateReference });

/** A resume (or file answer) to upload: for a job before applying, or for an application in progress. */
export const resumeUploadBody = z
  .strictObject({
    job_uuid: z.uuid({ error: "is not a valid job id" }).optional(),
    candidate_reference: candidateReference.optional(),
    file_name: fileName,
    content_type: z.string().trim().toLowerCase().min(1, "is required"),
    size: z
      .number({ error: "must be a number of bytes" })
      .int("must be a number of bytes")
      .min(1, "must be at least 1 byte"),
  })
  .refine((b) => Boolean(b.job_uuid) !== Boolean(b.candidate_reference), {
    path: ["job_uuid"],
    message: "give either job_uuid or candidate_reference",
  });
export type ResumeUploadInput = z.output<typeof resumeUploadBody>;

export const applicationListQuery = z.object({
  job_id: id("a job id").optional(),
  status: z.enum(APPLICATION_STATUSES, { error: "must be in_progress or submitted" }).optional(),
  search: text(100).optional(),
  limit: z.coerce.number().int().min(1, "must be 1 to 200").max(200, "must be 1 to 200").default(50),
  page: z.coerce.number().int().min(1, "must be 1 or more").max(10_000).default(1),
});
export type ApplicationListQuery = z.output<typeof applicationListQuery>;

export const fileUrlQuery = z.object({
  /** "resume", or the id of a file question. */
  file: z.string().regex(/^(resume|q_[A-Za-z0-9_-]{4,40})$/, "must be resume or a question id"),
});

// ---------------------------------------------------------------------------------------------------------------
// Answers

const int = z.number().int();

/**
 * An answer as stored: text for text questions, one option for single choice, a list for multiple choice, a
 * boolean for yes/no and the uploaded file for file questions.
 */
const storedAnswer = z.union([
  z.string(),
  z.array(z.string()),
  z.boolean(),
  z.object({ file_key: z.string(), file_name: z.string() }),
  z.null(),
]);
const answers = z.record(z.string(), storedAnswer);

/**
 * What follows a submitted application: the assessment (its page), the assessment's link by e-mail (the applicant
 * already had an unfinished one at the company), or nothing.
 */
export const nextStep = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("assessment"), survey_result_uuid: z.string(), path: z.string() }),
  z.object({ kind: z.literal("continue-by-email"), message: z.string() }),
  z.object({ kind: z.literal("done") }),
]);
export type NextStep = z.infer<typeof nextStep>;

/** An application as its applicant sees it (by candidate_reference). */
export const applicationResponseJson = z.object({
  candidate_reference: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  job: z.object({
    uuid: z.string(),
    title: z.string(),
    /** `default_language`: what the applicant's pages fall back to when their browser asks for none we offer. */
    company: z.object({ name: z.string(), default_language: z.enum(LANGUAGES) }),
  }),
  questions: z.array(templateQuestion),
  first: z.string(),
  last: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  answers,
  resume: z.object({ file_name: z.string() }).nullable(),
  submitted_at: timestamp.nullable(),
  next: nextStep.nullable(),
});
export type ApplicationResponseJson = z.infer<typeof applicationResponseJson>;

/** An application as the admin sees it. */
export const applicationJson = z.object({
  id: int,
  job_id: int,
  job: z.object({ id: int, uuid: z.string(), title: z.string() }),
  company: z.object({ id: int, name: z.string() }),
  survey_result_id: int.nullable(),
  candidate: z.object({ first: z.string(), last: z.string(), email: z.string(), phone: z.string().nullable() }),
  answers,
  questions: z.array(templateQuestion),
  resume: z.object({ file_name: z.string() }).nullable(),
  status: z.enum(APPLICATION_STATUSES),
  source: z.enum(APPLICATION_SOURCES),
  is_test: z.boolean(),
  /** The candidate's assessment: not started, in progress, or submitted. */
  assessment: z
    .object({
      status: z.enum(["not_started", "in_progress", "submitted"]),
      submitted_at: timestamp.nullable(),
    })
    .nullable(),
  submitted_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type ApplicationJson = z.infer<typeof applicationJson>;

// ---------------------------------------------------------------------------------------------------------------
// Operations

const PUBLIC = { access: "public", feature: "jobs" } as const;
const BASE = "/job-application-responses";

// The literal paths (candidate, submit, resume) come before `/:id/file-url`, which they never match anyway.
export const jobApplicationsContract = {
  get: operation({
    method: "GET",
    path: `${BASE}/candidate`,
    summary: "The applicant's application, by its candidate_reference",
    description: "Answers the applicant's own application, found by its `candidate_reference`.",
    ...PUBLIC,
    query: candidateReferenceQuery,
    response: dataOf(applicationResponseJson),
    errors: [400, 404],
  }),
  update: operation({
    method: "PUT",
    path: `${BASE}/candidate`,
    summary: "Change an application in progress (answers given replace the stored ones per question)",
    description:
      "Changes an application in progress; each answer given replaces the stored answer to that question. Refused once submitted (409).",
    ...PUBLIC,
    query: candidateReferenceQuery,
    body: updateApplicationBody,
    response: dataOf(applicationResponseJson),
    errors: [400, 404, 409, 422],
  }),
  submit: operation({
    method: "PUT",
    path: `${BASE}/submit`,
    summary: "Submit an application in progress (every required question answered)",
    description: "Submits an application in progress once every required question is answered (422 otherwise).",
    ...PUBLIC,
    body: submitApplicationBody,
    response: dataOf(applicationResponseJson),
    errors: [400, 404, 409, 422],
  }),
  resumeUploadUrl: operation({
    method: "POST",
    path: `${BASE}/resume/upload-presigned-url`,
    summary: "Where to upload a resume or file answer, for a published job or an application in progress",
    description:
      "Answers an upload URL for a resume or file answer, for a published job or an application in progress; the file is then sent to that URL.",
    ...PUBLIC,
    body: resumeUploadBody,
    response: dataOf(presignedUpload),
    status: 201,
    errors: [400, 404, 409, 422],
  }),
  list: operation({
    method: "GET",
    path: BASE,
    summary: "Applications to jobs in scope, newest first",
    description: "Answers a page of the applications to jobs in the caller's scope, newest first.",
    ...JOBS_ADMIN,
    query: applicationListQuery,
    response: pageOf(applicationJson),
    errors: [400, 403],
  }),
  fileUrl: operation({
    method: "GET",
    path: `${BASE}/:id/file-url`,
    summary: "A short-lived download link of an application's resume or file answer",
    description: "Answers a short-lived download link of an application's resume or file answer.",
    ...JOBS_ADMIN,
    params: idParam,
    query: fileUrlQuery,
    response: dataOf(z.object({ url: z.string(), file_name: z.string() })),
    errors: [400, 403, 404],
  }),
};
