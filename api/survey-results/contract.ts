// Survey results (spec §7 "Survey results": base, search, export, update, update-role, bulk-update, track-event): the
// people assessed, as staff see them, always inside the actor's tenant scope — a foreign id is not found, a list
// never holds a foreign row. Status moves of single cards belong to the hiring pipeline's board.
import { z } from "zod";
import { DOMAINS, FACETS, type FacetCode } from "../../domain/assessment/traits";
import type { AssessmentScores } from "../../domain/assessment/scoring";
import type { AssessmentEntry } from "./supersede";
import { NORMS, NORMS_LABELS } from "../../domain/assessment/norms-name";
import { LANGUAGES } from "../../domain/languages";
import { VALIDITY_VERDICTS, type ResponseValidity } from "../../domain/assessment/validity-types";
import {
  dataOf,
  id,
  idParam,
  flag,
  operation,
  pageOf,
  pageQuery,
  searchText,
  sortQuery,
  timestamp,
} from "../http/contract";
import { scoreBand } from "../role-benchmarks/contract";
import { RESUME_CONTENT_TYPES, RESUME_MAX_BYTES } from "../../domain/jobs";

// ---------------------------------------------------------------------------------------------------------------
// Inputs

const day = z.iso.date({ error: "must be a date (YYYY-MM-DD)" });
/** One value or many (`status=New&status=Offer`, or `status=New,Offer`). */
const oneOrMany = (max: number) =>
  z
    .union([z.string(), z.array(z.string())], { error: "must be text" })
    .transform((v) => (Array.isArray(v) ? v : v.split(",")).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string().max(max, `must be at most ${max} characters`)).max(20, "must hold at most 20 values"));

export const SURVEY_RESULT_SORTS = [
  "name",
  "email",
  "company",
  "location",
  "department",
  "role",
  "status",
  "created_at",
  "submitted_at",
] as const;
export type SurveyResultSort = (typeof SURVEY_RESULT_SORTS)[number];

/** GET /survey-results/search and GET /survey-results/export: the list's filters, sort and page. */
export const surveyResultSearchQuery = z
  .object({
    search: searchText().optional(),
    company_id: id("a company id").optional(),
    location_id: id("a location id").optional(),
    department_id: id("a department id").optional(),
    role: oneOrMany(200).optional(),
    status: oneOrMany(100).optional(),
    start_date: day.optional(),
    end_date: day.optional(),
    include_archived: flag.optional(),
    include_tests: flag.optional(),
    /** Only archived results (the /archived page). */
    only_archived: flag.optional(),
    ...sortQuery(SURVEY_RESULT_SORTS, "created_at"),
    order_by: z.enum(["asc", "desc"], { error: "must be asc or desc" }).default("desc"),
    ...pageQuery(),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    path: ["end_date"],
    message: "must not be before start_date",
  });
export type SurveyResultSearch = z.output<typeof surveyResultSearchQuery>;
/** The search as a caller sends it (query text). */
export type SurveyResultSearchInput = z.input<typeof surveyResultSearchQuery>;

export const statusesQuery = z.object({ company_id: id("a company id").optional() });

const name = z.string({ error: "is required" }).trim().min(1, "is required").max(100, "must be at most 100 characters");

/** PUT /survey-results/update */
export const surveyResultUpdateInput = z
  .object({
    id: id(),
    first: name.optional(),
    last: name.optional(),
    email: z
      .string({ error: "must be text" })
      .trim()
      .max(254, "must be at most 254 characters")
      .pipe(z.email({ error: "must be a valid e-mail address" }))
      .optional(),
    phone: z
      .string({ error: "must be text" })
      .trim()
      .max(32, "must be at most 32 characters")
      .regex(/^(\+?[0-9][0-9 ().-]{5,30})?$/, "must be a valid phone number")
      .nullish()
      .transform((v) => (v === undefined ? undefined : v || null)),
    location_id: id("a location id").nullish(),
    department_id: id("a department id").nullish(),
    is_test: z.boolean({ error: "must be true or false" }).optional(),
  })
  .strict();
export type SurveyResultUpdate = z.output<typeof surveyResultUpdateInput>;

const roleName = z
  .string({ error: "is required" })
  .trim()
  .min(1, "is required")
  .max(200, "must be at most 200 characters");

/** PUT /survey-results/update-role */
export const surveyResultRoleInput = z.object({ id: id(), role: roleName }).strict();

/** POST /survey-results/bulk-update: one or more changes for up to 500 results at once. */
export const bulkUpdateInput = z
  .object({
    ids: z
      .array(id(), { error: "must be a list of ids" })
      .min(1, "must hold at least one id")
      .max(500, "must hold at most 500 ids"),
    status: z
      .string({ error: "must be text" })
      .trim()
      .min(1, "is required")
      .max(100, "must be at most 100 characters")
      .optional(),
    role: roleName.optional(),
    archived: z.boolean({ error: "must be true or false" }).optional(),
  })
  .strict()
  .refine((b) => b.status !== undefined || b.role !== undefined || b.archived !== undefined, {
    path: ["(body)"],
    message: "Say what to change: status, role or archived",
  });
export type BulkUpdate = z.output<typeof bulkUpdateInput>;
export type BulkUpdateInput = z.input<typeof bulkUpdateInput>;

export const SURVEY_RESULT_EVENTS = ["report_viewed", "report_printed", "fit_viewed", "exported"] as const;

/** POST /survey-results/track-event */
export const trackEventInput = z
  .object({
    survey_result_id: id("a survey result id"),
    event: z.enum(SURVEY_RESULT_EVENTS, { error: `must be one of ${SURVEY_RESULT_EVENTS.join(", ")}` }),
    data: z
      .record(z.string(), z.union([z.string().max(200), z.number(), z.boolean(), z.null()]), {
        error: "must be an object",
      })
      .refine((d) => Object.keys(d).length <= 20, "must hold at most 20 values")
      .optional(),
  })
  .strict();
export type TrackEvent = z.output<typeof trackEventInput>;
export type TrackEventInput = z.input<typeof trackEventInput>;

const resumeFileName = z
  .string({ error: "is required" })
  .trim()
  .min(1, "is required")
  .max(200, "must be at most 200 characters");

/** POST /survey-results/{id}/upload-presigned-url/resume: the file about to be uploaded. */
export const personResumeUploadInput = z.strictObject({
  file_name: resumeFileName,
  content_type: z
    .string({ error: "is required" })
    .trim()
    .toLowerCase()
    .refine((type) => (RESUME_CONTENT_TYPES as readonly string[]).includes(type), {
      message: "must be a PDF, Word, OpenDocument, RTF, text, PNG or JPEG file",
    }),
  size: z
    .number({ error: "must be a number of bytes" })
    .int("must be a number of bytes")
    .min(1, "must be at least 1 byte")
    .max(RESUME_MAX_BYTES, "must be at most 5 MB"),
});
export type PersonResumeUploadInput = z.output<typeof personResumeUploadInput>;

/** PUT /survey-results/{id}/resume: the uploaded file's key (from the upload URL's answer) and its name. */
export const personResumeAttachInput = z.strictObject({
  file_key: z.string({ error: "is required" }).min(1, "is required").max(400, "must be at most 400 characters"),
  file_name: resumeFileName,
});
export type PersonResumeAttachInput = z.output<typeof personResumeAttachInput>;

// ---------------------------------------------------------------------------------------------------------------
// Answers

const named = z.object({ id: z.number().int(), name: z.string() });
export type Named = z.infer<typeof named>;

const percentile = z.number().int();
export const domainSummary = z.object({ percentile, band: scoreBand });
export type DomainSummary = z.infer<typeof domainSummary>;

/** A survey result as lists show it. */
export const surveyResultJson = z.object({
  id: z.number().int(),
  first: z.string(),
  last: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: named,
  location: named.nullable(),
  department: named.nullable(),
  role_name: z.string(),
  role_name_id: z.number().int().nullable(),
  status: z.string(),
  pipeline_id: z.number().int().nullable(),
  is_test: z.boolean(),
  archived_at: timestamp.nullable(),
  started_at: timestamp.nullable(),
  submitted_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  /** The five domains' percentiles and bands; null until the assessment is submitted. */
  domains: z.record(z.enum(DOMAINS), domainSummary).nullable(),
  /** How sure the result is (docs/assessment/response-validity.md); null until the assessment is submitted. */
  validity: z.enum(VALIDITY_VERDICTS).nullable(),
});
export type SurveyResultJson = z.infer<typeof surveyResultJson>;

const scaleScore = z.object({
  raw: z.number(),
  t: z.number(),
  percentile,
  band: scoreBand,
  level: z.enum(["low", "neutral", "high"]),
});
/** The stored scores of a submitted assessment (domain/assessment/scoring.ts). */
const assessmentScores = z.object({
  version: z.literal(1),
  /** Which norms scored the answers, by name only: the person's sex and age are never part of a staff payload. */
  norms: z.literal(NORMS).meta({ description: NORMS_LABELS[NORMS] }),
  domains: z.record(z.enum(DOMAINS), scaleScore),
  facets: z.record(z.enum(FACETS as [FacetCode, ...FacetCode[]]), scaleScore),
}) satisfies z.ZodType<AssessmentScores>;

/** How sure a result is: the verdict, its reasons in plain words and the indices behind them. */
export const responseValidityJson = z.object({
  version: z.literal(1),
  verdict: z.enum(VALIDITY_VERDICTS),
  reasons: z.array(z.string()),
  indices: z.object({
    longest_run: z.number().int(),
    irv: z.number(),
    even_odd: z.number().nullable(),
    antonyms: z.number().nullable(),
    mahalanobis: z.number(),
    median_seconds_per_item: z.number().nullable(),
  }),
}) satisfies z.ZodType<ResponseValidity>;

/** One of a person's submitted assessments (api/survey-results/supersede.ts). */
export const assessmentEntryJson = z.object({
  id: z.number().int(),
  submitted_at: timestamp,
  role_name: z.string(),
  archived: z.boolean(),
  /** The latest: the one lists, the board and pickers show. */
  current: z.boolean(),
}) satisfies z.ZodType<AssessmentEntry>;
export type AssessmentEntryJson = z.infer<typeof assessmentEntryJson>;

/** GET /survey-results/{id}: everything the report shows. */
export const surveyResultDetailJson = surveyResultJson.extend({
  consent_at: timestamp,
  answered_count: z.number().int(),
  scores: assessmentScores.nullable(),
  /** The verdict with its reasons and the indices behind it; null until submitted. */
  response_validity: responseValidityJson.nullable(),
  /** A later submitted assessment of the same person replaced this one: it is history, read-only (supersede.ts). */
  superseded: z.boolean(),
  /** The person's submitted assessments with this company, newest first; `current` marks the latest. */
  assessments: z.array(assessmentEntryJson),
  /** The resume staff attached to the person (not one of a job application); null when none. */
  resume: z.object({ file_name: z.string(), attached_at: timestamp }).nullable(),
  /** The language of administration: the language the person answered the items in (reports name it). */
  language: z.enum(LANGUAGES),
});
export type SurveyResultDetailJson = z.infer<typeof surveyResultDetailJson>;

/** A row of the list: the person's current assessment, and how many submitted assessments they have (its history). */
export const surveyResultRowJson = surveyResultJson.extend({ assessment_count: z.number().int() });
export type SurveyResultRowJson = z.infer<typeof surveyResultRowJson>;

export const surveyResultPage = pageOf(surveyResultRowJson);
export type SurveyResultSearchJson = z.infer<typeof surveyResultPage>;

/** Where and how to upload a file (api/files/storage.ts PresignedUpload). */
export const presignedUploadJson = z.object({
  upload_url: z.string(),
  method: z.literal("PUT"),
  headers: z.record(z.string(), z.string()),
  file_key: z.string(),
  expires_at: timestamp,
});

export const trackedEventJson = z.object({
  id: z.number().int(),
  survey_result_id: z.number().int(),
  event: z.string(),
  created_at: timestamp,
});

/** One scale of the hiring report's texts (domain/assessment/report-texts.ts `ScaleReport`). */
const scaleReportJson = z.object({
  code: z.enum([...DOMAINS, ...FACETS]),
  title: z.string(),
  level: z.enum(["low", "neutral", "high"]),
  atWork: z.string(),
  ask: z.string(),
});
const domainReportJson = scaleReportJson.extend({
  code: z.enum(DOMAINS),
  measures: z.string(),
  facets: z.array(scaleReportJson),
});
export type DomainReportJson = z.infer<typeof domainReportJson>;

// ---------------------------------------------------------------------------------------------------------------
// Operations (literal paths before `/survey-results/:id`)

const search = {
  summary: "Survey results in the caller's scope, filtered, sorted and paged",
  access: "signed-in",
  query: surveyResultSearchQuery,
  response: surveyResultPage,
  errors: [400, 404],
} as const;

export const surveyResultsContract = {
  list: operation({
    method: "GET",
    path: "/survey-results",
    ...search,
    description: "Answers a page of the survey results in the caller's scope, with the list's filters and sort order.",
  }),
  search: operation({
    method: "GET",
    path: "/survey-results/search",
    ...search,
    description:
      "The same as the list, at the path the specification names: a page of the results in the caller's scope.",
  }),
  export: operation({
    method: "GET",
    path: "/survey-results/export",
    summary: "Every result the list's filters select, as CSV (page, limit and sort are ignored)",
    description: "Answers every result the list's filters select as a CSV file; page, limit and sort do not apply.",
    access: "signed-in",
    query: surveyResultSearchQuery,
    produces: "text/csv",
    status: 200,
    errors: [400, 404],
  }),
  statuses: operation({
    method: "GET",
    path: "/survey-results/statuses",
    summary: "The status names of the pipelines in scope (or of one company), in pipeline order",
    description:
      "Answers the status names of the pipelines in the caller's scope, or of one company's, in pipeline order (for the list's status filter).",
    access: "signed-in",
    query: statusesQuery,
    response: dataOf(z.array(z.string())),
    errors: [400, 404],
  }),
  update: operation({
    method: "PUT",
    path: "/survey-results/update",
    summary: "Change a result's contact details, location, department or test marker",
    description: "Changes a result's contact details, location, department or test mark.",
    access: "signed-in",
    body: surveyResultUpdateInput,
    response: dataOf(surveyResultDetailJson),
    errors: [400, 404, 409, 422],
  }),
  updateRole: operation({
    method: "PUT",
    path: "/survey-results/update-role",
    summary: "Change the role a result applied for (one of its company's role names)",
    description: "Changes the role a result is for; it must be one of the company's role names (422 otherwise).",
    access: "signed-in",
    body: surveyResultRoleInput,
    response: dataOf(surveyResultDetailJson),
    errors: [400, 404, 422],
  }),
  bulkUpdate: operation({
    method: "POST",
    path: "/survey-results/bulk-update",
    summary: "Status (needs the hiring pipeline), role and archived of many results at once, all or nothing",
    description:
      "Changes the status, role or archived mark of many results at once; if one cannot change, none does. Changing the status needs the hiring pipeline.",
    access: "signed-in",
    body: bulkUpdateInput,
    response: dataOf(z.object({ ids: z.array(z.number().int()), updated: z.number().int() })),
    errors: [400, 403, 404, 409, 422],
  }),
  trackEvent: operation({
    method: "POST",
    path: "/survey-results/track-event",
    summary: "Record what staff did with a result, for its history",
    description: "Records an action of staff on a result (e.g. a report opened) in the result's history.",
    access: "signed-in",
    body: trackEventInput,
    response: dataOf(trackedEventJson),
    status: 201,
    errors: [400, 404],
  }),
  resumeUploadUrl: operation({
    method: "POST",
    path: "/survey-results/:id/upload-presigned-url/resume",
    summary:
      "Where to upload a resume for a person, outside any job application (a PDF, Word, OpenDocument, RTF, text, PNG or JPEG file of at most 5 MB)",
    description:
      "Answers a short-lived URL to PUT the file to, with the headers the PUT must carry and the file's key. The " +
      "resume is the person's once PUT /survey-results/{id}/resume names that key. Needs the hiring pipeline " +
      "permission, like moving the person between stages.",
    access: "hiring-pipeline:view",
    denied: "Attaching a resume needs the hiring pipeline permission",
    params: idParam,
    body: personResumeUploadInput,
    response: dataOf(presignedUploadJson),
    status: 201,
    errors: [400, 403, 404],
  }),
  attachResume: operation({
    method: "PUT",
    path: "/survey-results/:id/resume",
    summary: "Make an uploaded file the person's resume (it replaces an earlier one)",
    description:
      "Names the key an upload URL of this person answered, once the file is uploaded. A job application of the " +
      "person without a resume of its own shows and analyzes this one. Needs the hiring pipeline permission.",
    access: "hiring-pipeline:view",
    denied: "Attaching a resume needs the hiring pipeline permission",
    params: idParam,
    body: personResumeAttachInput,
    response: dataOf(surveyResultDetailJson),
    errors: [400, 403, 404, 422],
  }),
  resumeUrl: operation({
    method: "GET",
    path: "/survey-results/:id/resume-url",
    summary: "A short-lived link to download the person's resume (valid five minutes)",
    description: "Answers a signed link to the resume staff attached to the person; 404 when there is none.",
    access: "signed-in",
    params: idParam,
    response: dataOf(z.object({ url: z.string(), file_name: z.string() })),
    errors: [400, 404],
  }),
  reportTexts: operation({
    method: "GET",
    path: "/survey-results/:id/report-texts",
    summary: "What the hiring report says about the person, per domain and facet",
    description:
      "Answers, per domain and facet, what the person's level usually looks like at work and what to ask in an interview: the brand's text for the level, or the active hiring report mapping's for the percentile. Empty before the assessment is submitted and in a brand without a hiring report.",
    access: "signed-in",
    params: idParam,
    response: dataOf(z.array(domainReportJson)),
    errors: [400, 404],
  }),
  get: operation({
    method: "GET",
    path: "/survey-results/:id",
    summary: "One result with its full scores",
    description: "Answers one result with its contact details, status and full scores.",
    access: "signed-in",
    params: idParam,
    response: dataOf(surveyResultDetailJson),
    errors: [400, 404],
  }),
};
