// Jobs (spec §2 /jobs/*, §3 job search query, §6, §7 Jobs): the super admin's, outside the prod stage, with the
// brand's jobs feature — their search, board list, life cycle, generated texts and candidate imports. Field
// messages read after the field's name ("title is required"), like the rest of the API. The schema helpers below
// are shared by the jobs area's other contracts (application templates, applications, the public job board).
import { z } from "zod";
import {
  AD_CHANNELS,
  EMPLOYMENT_TYPES,
  IMPORT_STATUSES,
  JOB_COMPANY_SORT_FIELDS,
  JOB_COMPUTED_SORT_FIELDS,
  JOB_DEPARTMENT_SORT_FIELDS,
  JOB_LOCATION_SORT_FIELDS,
  JOB_SORTS,
  JOB_STATUSES,
  SALARY_PERIODS,
  WORKPLACES,
} from "../../domain/jobs";
import { dataOf, id, operation, pageMeta, timestamp } from "../http/contract";

// ---------------------------------------------------------------------------------------------------------------
// Schema helpers of the jobs area

export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(", ")}` });

export const idParam = z.object({ id: id("a positive integer") });

/** A query flag: true/false/1/0 (absent → false). */
export const optionalFlag = z
  .enum(["true", "false", "1", "0"], { error: "must be true or false" })
  .optional()
  .transform((v) => v === "true" || v === "1");

/** A date (YYYY-MM-DD) or a date-time with offset. */
const dateOrDateTime = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: "must be a date (YYYY-MM-DD) or an ISO 8601 date-time",
});

/** One or more values given as repeated parameters and/or comma-separated. */
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => {
    if (v === undefined || v === "") return undefined;
    const values = (Array.isArray(v) ? v : [v]).flatMap((s) => String(s).split(",")).map((s) => s.trim());
    return values.filter(Boolean);
  }, z.array(item).optional());

export const text = (max: number) =>
  z.string({ error: "must be text" }).trim().max(max, `must be at most ${max} characters`);
export const required = (max: number) => text(max).min(1, "is required");
export const nullableId = (what: string) => z.union([id(what), z.null()]).optional();

const money = z
  .number({ error: "must be a whole number" })
  .int("must be a whole number")
  .min(0, "must be 0 or more")
  .max(100_000_000, "is too large")
  .nullable()
  .optional();

export const fileName = required(200);

// ---------------------------------------------------------------------------------------------------------------
// Inputs

/**
 * Spec §3 "Job search query", every parameter. Several sort keys may be given: they apply in the order
 * company field, location field, department field, computed field, then sort_by (all in `order_by`), with the
 * job's id last so pages never overlap. `archived_by_user_id` looks at archived jobs, so it implies
 * include_archived. Dates filter on when the job was created; end_date is inclusive.
 */
export const jobSearchQuery = z
  .object({
    limit: z.coerce
      .number({ error: "must be 1 to 100" })
      .int("must be 1 to 100")
      .min(1, "must be 1 to 100")
      .max(100, "must be 1 to 100")
      .default(20),
    page: z.coerce
      .number({ error: "must be 1 or more" })
      .int("must be 1 or more")
      .min(1, "must be 1 or more")
      .max(100_000)
      .default(1),
    sort_by: oneOf(JOB_SORTS).optional(),
    order_by: oneOf(["asc", "desc"]).default("desc"),
    include_archived: optionalFlag,
    include_tests: optionalFlag,
    search: text(100).optional(),
    job_id: id("a job id").optional(),
    company_id: id("a company id").optional(),
    created_by_user_id: id("a user id").optional(),
    updated_by_user_id: id("a user id").optional(),
    archived_by_user_id: id("a user id").optional(),
    status: list(oneOf(JOB_STATUSES)),
    start_date: dateOrDateTime.optional(),
    end_date: dateOrDateTime.optional(),
    sort_by_company_field: oneOf(JOB_COMPANY_SORT_FIELDS).optional(),
    sort_by_location_field: oneOf(JOB_LOCATION_SORT_FIELDS).optional(),
    sort_by_department_field: oneOf(JOB_DEPARTMENT_SORT_FIELDS).optional(),
    sort_by_computed_field: oneOf(JOB_COMPUTED_SORT_FIELDS).optional(),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date.slice(0, 10) <= q.end_date.slice(0, 10), {
    path: ["end_date"],
    message: "must not be before start_date",
  });
export type JobSearchQuery = z.output<typeof jobSearchQuery>;

/** GET /jobs: every job in scope, unpaginated but with the same filters as the board needs. */
export const jobListQuery = z.object({
  include_archived: optionalFlag,
  include_tests: optionalFlag,
  company_id: id("a company id").optional(),
  status: list(oneOf(JOB_STATUSES)),
});
export type JobListQuery = z.output<typeof jobListQuery>;

const salaryCurrency = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, "must be a three-letter currency code")
  .nullable()
  .optional();
const salaryPeriod = oneOf(SALARY_PERIODS).nullable().optional();

/** A job's terms as a job's body and the texts' generator take them: employment, workplace and pay. */
const jobTermsFields = {
  employment_type: oneOf(EMPLOYMENT_TYPES).optional(),
  workplace: oneOf(WORKPLACES).optional(),
  salary_min: money,
  salary_max: money,
  salary_currency: salaryCurrency,
  salary_period: salaryPeriod,
};

const jobFields = {
  title: required(200),
  description: text(20_000).optional(),
  company_id: id("a company id"),
  location_id: nullableId("a location id"),
  department_id: nullableId("a department id"),
  role_name_id: nullableId("a role name id"),
  template_id: nullableId("an application template id"),
  ...jobTermsFields,
  status: oneOf(JOB_STATUSES).optional(),
  interview_after_application: z.boolean({ error: "must be true or false" }).optional(),
  /** Whether the job's applicants get a link to their own report (the company's switch still applies). */
  participant_reports: z.boolean({ error: "must be true or false" }).optional(),
  is_test: z.boolean({ error: "must be true or false" }).optional(),
};

const salaryOrder = (body: { salary_min?: number | null; salary_max?: number | null }) =>
  body.salary_min == null || body.salary_max == null || body.salary_min <= body.salary_max;

export const createJobBody = z
  .strictObject(jobFields)
  .refine(salaryOrder, { path: ["salary_max"], message: "must not be below salary_min" });
export type CreateJobInput = z.output<typeof createJobBody>;

export const updateJobBody = z
  .strictObject(
    Object.fromEntries(Object.entries(jobFields).map(([k, v]) => [k, v.optional()])) as {
      [K in keyof typeof jobFields]: z.ZodOptional<(typeof jobFields)[K]>;
    },
  )
  .refine((body) => Object.values(body).some((v) => v !== undefined), { message: "must change at least one field" });
export type UpdateJobInput = z.output<typeof updateJobBody>;

export const importUploadBody = z.strictObject({
  file_name: fileName.refine((n) => /\.csv$/i.test(n), "must be a .csv file"),
  size: z
    .number({ error: "must be a number of bytes" })
    .int("must be a number of bytes")
    .min(1, "must be at least 1 byte"),
});

export const importRef = z.object({ import_id: id("an import id") });

export const generateBody = z.strictObject({
  job_id: id("a job id").optional(),
  company_id: id("a company id").optional(),
  title: text(200).optional(),
  location_id: nullableId("a location id"),
  department_id: nullableId("a department id"),
  ...jobTermsFields,
  description: text(20_000).optional(),
  notes: text(2000).optional(),
});
export type GenerateInput = z.output<typeof generateBody>;

export const generateAdsBody = z.strictObject({
  job_id: id("a job id"),
  channels: z.array(oneOf(AD_CHANNELS)).min(1, "must name at least one channel").optional(),
  notes: text(2000).optional(),
});
export type GenerateAdsInput = z.output<typeof generateAdsBody>;

// ---------------------------------------------------------------------------------------------------------------
// Answers

const int = z.number().int();
const named = z.object({ id: int, name: z.string() });

/** A job's terms as the API answers them (the staff's job and the public's): employment, workplace and pay. */
export const jobTermsJson = {
  employment_type: z.enum(EMPLOYMENT_TYPES),
  workplace: z.enum(WORKPLACES),
  salary_min: int.nullable(),
  salary_max: int.nullable(),
  salary_currency: z.string().nullable(),
  salary_period: z.enum(SALARY_PERIODS).nullable(),
};

/** A job as the API answers it. */
export const jobJson = z.object({
  id: int,
  uuid: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(JOB_STATUSES),
  ...jobTermsJson,
  interview_after_application: z.boolean(),
  participant_reports: z.boolean(),
  is_test: z.boolean(),
  company_id: int,
  company: z.object({ id: int, name: z.string(), industry: z.string().nullable() }),
  location_id: int.nullable(),
  location: named.nullable(),
  department_id: int.nullable(),
  department: named.nullable(),
  role_name_id: int.nullable(),
  role_name: named.nullable(),
  template_id: int.nullable(),
  template: named.nullable(),
  application_count: int,
  submitted_count: int,
  last_applied_at: timestamp.nullable(),
  /** Where candidates see and apply for the job (the app's public pages). */
  public_path: z.string(),
  published_at: timestamp.nullable(),
  archived_at: timestamp.nullable(),
  archived_by_user_id: int.nullable(),
  created_by_user_id: int.nullable(),
  updated_by_user_id: int.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type JobJson = z.infer<typeof jobJson>;

/** A text written by the AI text port (or, without one, by the deterministic generator, which says so). */
export const generatedText = z.object({
  text: z.string(),
  source: z.enum(["openai", "templates"]),
  /** "generated from templates" for the deterministic generator; null for a model's text. */
  label: z.string().nullable(),
  /** The model that wrote it, when one did. */
  model: z.string().nullable(),
});
export type GeneratedText = z.infer<typeof generatedText>;
export const generatedAd = generatedText.extend({ channel: z.enum(AD_CHANNELS) });
export type GeneratedAd = z.infer<typeof generatedAd>;

const importRowError = z.object({
  /** The row's line number in the file (the header is line 1). */
  row: int,
  field: z.string().nullable(),
  message: z.string(),
});

/** A CSV import of candidates for a job, with its progress (processed_rows of total_rows). */
export const importJson = z.object({
  id: int,
  job_id: int,
  file_name: z.string(),
  status: z.enum(IMPORT_STATUSES),
  total_rows: int,
  processed_rows: int,
  imported_rows: int,
  /** 0–100. */
  progress: int,
  errors: z.array(importRowError),
  created_at: timestamp,
  updated_at: timestamp,
  completed_at: timestamp.nullable(),
});
export type ImportJson = z.infer<typeof importJson>;

/** Where to PUT a file: a presigned URL with the headers it must carry exactly (they are part of the signature). */
export const presignedUpload = z.object({
  upload_url: z.string(),
  method: z.literal("PUT"),
  headers: z.record(z.string(), z.string()),
  file_key: z.string(),
  expires_at: timestamp,
});

// ---------------------------------------------------------------------------------------------------------------
// Operations

const ADMIN = { access: "jobs:manage", denied: "Only super admins manage jobs", feature: "jobs" } as const;
export { ADMIN as JOBS_ADMIN };

// Literal paths (search, clean-tests, generate) come before `/jobs/:id`.
export const jobsContract = {
  search: operation({
    method: "GET",
    path: "/jobs/search",
    summary: "Search jobs (spec §3 job search query): filters, joined and computed sort fields, pages",
    description: "Answers a page of jobs in the caller's scope, with the job search's filters and sort fields.",
    ...ADMIN,
    query: jobSearchQuery,
    response: z.object({ data: z.array(jobJson), meta: pageMeta.extend({ pages: int }) }),
    errors: [400, 403],
  }),
  list: operation({
    method: "GET",
    path: "/jobs",
    summary: "Every job in scope (the board), most recently changed first",
    description: "Answers every job in the caller's scope, most recently changed first, for the jobs board.",
    ...ADMIN,
    query: jobListQuery,
    response: dataOf(z.array(jobJson)),
    errors: [400, 403],
  }),
  create: operation({
    method: "POST",
    path: "/jobs",
    summary: "Create a job (a draft unless a status is given)",
    description: "Creates a job, a draft unless a status is given.",
    ...ADMIN,
    body: createJobBody,
    response: dataOf(jobJson),
    status: 201,
    errors: [400, 403, 422],
  }),
  cleanTests: operation({
    method: "DELETE",
    path: "/jobs/clean-tests",
    summary: "Delete every test job in scope with its applications",
    description: "Deletes every test job in the caller's scope with its applications.",
    ...ADMIN,
    response: z.object({ deleted: int }),
    errors: [403],
  }),
  generate: operation({
    method: "POST",
    path: "/jobs/generate",
    summary: "Write a job description for a saved job or one being written",
    description:
      "Writes a job description for a saved job or for one being written, and answers it without storing it.",
    ...ADMIN,
    body: generateBody,
    response: dataOf(generatedText),
    errors: [400, 403, 404, 422, 502],
  }),
  generateAds: operation({
    method: "POST",
    path: "/jobs/ads/generate",
    summary: "Write a saved job's ads, one per channel",
    description: "Writes a saved job's ads, one per channel.",
    ...ADMIN,
    body: generateAdsBody,
    response: dataOf(z.array(generatedAd)),
    errors: [400, 403, 404, 502],
  }),
  get: operation({
    method: "GET",
    path: "/jobs/:id",
    summary: "One job (archived ones too)",
    description: "Answers one job, archived ones too.",
    ...ADMIN,
    params: idParam,
    response: dataOf(jobJson),
    errors: [400, 403, 404],
  }),
  update: operation({
    method: "PUT",
    path: "/jobs/:id",
    summary: "Change a job's fields or status",
    description: "Changes a job's fields or status.",
    ...ADMIN,
    params: idParam,
    body: updateJobBody,
    response: dataOf(jobJson),
    errors: [400, 403, 404, 422],
  }),
  remove: operation({
    method: "DELETE",
    path: "/jobs/:id",
    summary: "Delete a job with its applications, imports and their files",
    description: "Deletes a job with its applications, its candidate imports and their files.",
    ...ADMIN,
    params: idParam,
    status: 204,
    errors: [400, 403, 404],
  }),
  duplicate: operation({
    method: "POST",
    path: "/jobs/:id/duplicate",
    summary: "Copy a job as a new draft",
    description: "Copies a job as a new draft and answers the copy.",
    ...ADMIN,
    params: idParam,
    response: dataOf(jobJson),
    status: 201,
    errors: [400, 403, 404],
  }),
  archive: operation({
    method: "DELETE",
    path: "/jobs/:id/archive",
    summary: "Archive a job: off the job board and out of searches",
    description: "Archives a job: it leaves the job board and searches but keeps its applications.",
    ...ADMIN,
    params: idParam,
    response: dataOf(jobJson),
    errors: [400, 403, 404],
  }),
  startImport: operation({
    method: "POST",
    path: "/jobs/:id/import-candidates/upload-presigned-url",
    summary: "Start a candidate import: where to upload its CSV file",
    description: "Starts a candidate import for a job and answers where to upload its CSV file.",
    ...ADMIN,
    params: idParam,
    body: importUploadBody,
    response: dataOf(presignedUpload.extend({ import_id: int, import: importJson })),
    status: 201,
    errors: [400, 403, 404, 422],
  }),
  importStatus: operation({
    method: "GET",
    path: "/jobs/:id/import-candidates/status",
    summary: "A candidate import's status and progress",
    description: "Answers a candidate import's status, progress and the problems found in its rows.",
    ...ADMIN,
    params: idParam,
    query: importRef,
    response: dataOf(importJson),
    errors: [400, 403, 404],
  }),
  checkImport: operation({
    method: "PUT",
    path: "/jobs/:id/import-candidates/status",
    summary: "The upload is done: read the file and check every row",
    description:
      "Marks the upload done: the file is read and every row checked, and the answer lists the problems found.",
    ...ADMIN,
    params: idParam,
    body: importRef,
    response: dataOf(importJson),
    errors: [400, 403, 404, 409, 422],
  }),
  confirmImport: operation({
    method: "POST",
    path: "/jobs/:id/import-candidates/confirm",
    summary: "Import every row as a candidate and an application, all or none",
    description: "Imports every row as a candidate with an application; if one row fails, none is imported.",
    ...ADMIN,
    params: idParam,
    body: importRef,
    response: dataOf(importJson),
    errors: [400, 403, 404, 409],
  }),
};
