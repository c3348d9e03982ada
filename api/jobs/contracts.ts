// The jobs API's request schemas (zod; they validate every input). Field messages read after the field's name
// ("title is required"), like the rest of the API. Answer shapes are in ./json.ts.
import { z } from "zod";
import { SEXES } from "../../domain/assessment/traits";
import { AD_CHANNELS } from "../ai/port";
import {
  EMPLOYMENT_TYPES,
  JOB_COMPANY_SORT_FIELDS,
  JOB_COMPUTED_SORT_FIELDS,
  JOB_DEPARTMENT_SORT_FIELDS,
  JOB_LOCATION_SORT_FIELDS,
  JOB_SORTS,
  JOB_STATUSES,
  QUESTION_TYPES,
  SALARY_PERIODS,
  WORKPLACES,
} from "./model";

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(", ")}` });

export const positiveId = (what: string) =>
  z.coerce
    .number({ error: `must be ${what}` })
    .int(`must be ${what}`)
    .positive(`must be ${what}`);

export const idParam = z.object({ id: positiveId("a positive integer") });
export const uuidParam = z.object({ uuid: z.uuid({ error: "is not a valid job id" }) });

/** A query flag: true/false/1/0 (absent → false). */
const flag = z
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

const text = (max: number) => z.string({ error: "must be text" }).trim().max(max, `must be at most ${max} characters`);
const required = (max: number) => text(max).min(1, "is required");

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
    include_archived: flag,
    include_tests: flag,
    search: text(100).optional(),
    job_id: positiveId("a job id").optional(),
    company_id: positiveId("a company id").optional(),
    created_by_user_id: positiveId("a user id").optional(),
    updated_by_user_id: positiveId("a user id").optional(),
    archived_by_user_id: positiveId("a user id").optional(),
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

const nullableId = (what: string) => z.union([positiveId(what), z.null()]).optional();
const money = z
  .number({ error: "must be a whole number" })
  .int("must be a whole number")
  .min(0, "must be 0 or more")
  .max(100_000_000, "is too large")
  .nullable()
  .optional();

const jobFields = {
  title: required(200),
  description: text(20_000).optional(),
  company_id: positiveId("a company id"),
  location_id: nullableId("a location id"),
  department_id: nullableId("a department id"),
  role_name_id: nullableId("a role name id"),
  template_id: nullableId("an application template id"),
  employment_type: oneOf(EMPLOYMENT_TYPES).optional(),
  workplace: oneOf(WORKPLACES).optional(),
  salary_min: money,
  salary_max: money,
  salary_currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, "must be a three-letter currency code")
    .nullable()
    .optional(),
  salary_period: oneOf(SALARY_PERIODS).nullable().optional(),
  status: oneOf(JOB_STATUSES).optional(),
  interview_after_application: z.boolean({ error: "must be true or false" }).optional(),
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

/** GET /jobs: every job in scope, unpaginated but with the same filters as the board needs. */
export const jobListQuery = z.object({
  include_archived: flag,
  include_tests: flag,
  company_id: positiveId("a company id").optional(),
  status: list(oneOf(JOB_STATUSES)),
});

// ---------------------------------------------------------------------------------------------------------------
// Application templates

export const questionInput = z
  .object({
    /** Kept for an existing question (its answers stay attached); a new question gets an id from the server. */
    id: z
      .string()
      .regex(/^q_[A-Za-z0-9_-]{4,40}$/, "is not a question id")
      .optional(),
    type: oneOf(QUESTION_TYPES),
    label: required(300),
    help: text(1000)
      .nullish()
      .transform((v) => v || null),
    required: z.boolean({ error: "must be true or false" }).default(false),
    options: z
      .array(required(200), { error: "must be a list of choices" })
      .max(30, "must be at most 30 choices")
      .default([]),
  })
  .superRefine((q, ctx) => {
    const choice = q.type === "single_choice" || q.type === "multiple_choice";
    if (choice && q.options.length < 2) {
      ctx.addIssue({ code: "custom", path: ["options"], message: "must hold at least two choices" });
    }
    if (!choice && q.options.length > 0) {
      ctx.addIssue({ code: "custom", path: ["options"], message: `are only for choice questions, not ${q.type}` });
    }
    const lower = q.options.map((o) => o.toLowerCase());
    if (new Set(lower).size !== lower.length) {
      ctx.addIssue({ code: "custom", path: ["options"], message: "must not repeat a choice" });
    }
  });

const templateFields = {
  name: required(200),
  description: text(2000)
    .nullish()
    .transform((v) => v || null),
  company_id: nullableId("a company id"),
  questions: z
    .array(questionInput, { error: "must be a list of questions" })
    .max(50, "must be at most 50 questions")
    .refine((qs) => {
      const ids = qs.map((q) => q.id).filter(Boolean);
      return new Set(ids).size === ids.length;
    }, "must not repeat a question id"),
  is_test: z.boolean({ error: "must be true or false" }).optional(),
};

export const createTemplateBody = z.strictObject({
  ...templateFields,
  questions: templateFields.questions.default([]),
});
export type CreateTemplateInput = z.output<typeof createTemplateBody>;

export const updateTemplateBody = z
  .strictObject({
    name: templateFields.name.optional(),
    description: templateFields.description,
    company_id: templateFields.company_id,
    questions: templateFields.questions.optional(),
    is_test: templateFields.is_test,
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), { message: "must change at least one field" });
export type UpdateTemplateInput = z.output<typeof updateTemplateBody>;

export const templateListQuery = z.object({
  include_archived: flag,
  include_tests: flag,
  company_id: positiveId("a company id").optional(),
  search: text(100).optional(),
});

// ---------------------------------------------------------------------------------------------------------------
// Public job board and applications

export const publicJobsQuery = z.object({
  company_id: positiveId("a company id").optional(),
  search: text(100).optional(),
  limit: z.coerce.number().int().min(1, "must be 1 to 50").max(50, "must be 1 to 50").default(20),
  page: z.coerce.number().int().min(1, "must be 1 or more").max(10_000).default(1),
});

export const publicCompaniesQuery = z.object({
  search: text(100).optional(),
  limit: z.coerce.number().int().min(1, "must be 1 to 100").max(100, "must be 1 to 100").default(100),
  page: z.coerce.number().int().min(1, "must be 1 or more").max(10_000).default(1),
});

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

/** An answer as sent; ./answers.ts checks it against its question. */
export const answerValue = z.union([
  z.string(),
  z.array(z.string()),
  z.boolean(),
  z.object({ file_key: z.string(), file_name: z.string().trim().min(1).max(200) }),
  z.null(),
]);
export const answersInput = z.record(z.string(), answerValue, { error: "must map question ids to answers" });

const fileName = required(200);
const fileKey = z.string().trim().min(1, "is required").max(400);

export const applyBody = z
  .strictObject({
    first: name,
    last: name,
    email,
    phone,
    sex: z.enum(SEXES, { error: "must be male, female or unspecified (prefer not to say)" }).optional(),
    age: z
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(16, "must be between 16 and 99")
      .max(99, "must be between 16 and 99")
      .nullish()
      .transform((v) => v ?? null),
    consent: z.literal(true, { error: "must be given to apply" }),
    answers: answersInput.default({}),
    resume_file_key: fileKey.nullish(),
    resume_file_name: fileName.nullish(),
    /** false saves the application to finish later (PUT …/candidate, then PUT …/submit). */
    submit: z.boolean({ error: "must be true or false" }).default(true),
  })
  .refine((b) => !b.resume_file_key || b.resume_file_name, {
    path: ["resume_file_name"],
    message: "is required with resume_file_key",
  });
export type ApplyInput = z.output<typeof applyBody>;

export const candidateReferenceQuery = z.object({
  candidate_reference: z.uuid({ error: "is not a valid candidate reference" }),
});

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

export const submitApplicationBody = z.object({
  candidate_reference: z.uuid({ error: "is not a valid candidate reference" }),
});

/** A resume (or file answer) to upload: for a job before applying, or for an application in progress. */
export const resumeUploadBody = z
  .strictObject({
    job_uuid: z.uuid({ error: "is not a valid job id" }).optional(),
    candidate_reference: z.uuid({ error: "is not a valid candidate reference" }).optional(),
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

export const applicationListQuery = z.object({
  job_id: positiveId("a job id").optional(),
  status: z.enum(["in_progress", "submitted"], { error: "must be in_progress or submitted" }).optional(),
  search: text(100).optional(),
  limit: z.coerce.number().int().min(1, "must be 1 to 200").max(200, "must be 1 to 200").default(50),
  page: z.coerce.number().int().min(1, "must be 1 or more").max(10_000).default(1),
});

export const fileUrlQuery = z.object({
  /** "resume", or the id of a file question. */
  file: z.string().regex(/^(resume|q_[A-Za-z0-9_-]{4,40})$/, "must be resume or a question id"),
});

// ---------------------------------------------------------------------------------------------------------------
// Candidate imports and generated text

export const importUploadBody = z.strictObject({
  file_name: fileName.refine((n) => /\.csv$/i.test(n), "must be a .csv file"),
  size: z
    .number({ error: "must be a number of bytes" })
    .int("must be a number of bytes")
    .min(1, "must be at least 1 byte"),
});

export const importRef = z.object({ import_id: positiveId("an import id") });

export const generateBody = z.strictObject({
  job_id: positiveId("a job id").optional(),
  company_id: positiveId("a company id").optional(),
  title: text(200).optional(),
  location_id: nullableId("a location id"),
  department_id: nullableId("a department id"),
  employment_type: oneOf(EMPLOYMENT_TYPES).optional(),
  workplace: oneOf(WORKPLACES).optional(),
  salary_min: money,
  salary_max: money,
  salary_currency: jobFields.salary_currency,
  salary_period: jobFields.salary_period,
  description: text(20_000).optional(),
  notes: text(2000).optional(),
});
export type GenerateInput = z.output<typeof generateBody>;

export const generateAdsBody = z.strictObject({
  job_id: positiveId("a job id"),
  channels: z.array(oneOf(AD_CHANNELS)).min(1, "must name at least one channel").optional(),
  notes: text(2000).optional(),
});
