// The staff side of the assessment API: survey results (candidates), their notes, role benchmarks and fit scores.
// Request schemas validate every input (query strings arrive as text); the JSON shapes are what the app reads.
import { z } from "zod";
import type { ScoreBand } from "../../brands/types";
import type { BenchmarkTargets, TargetRange } from "../../domain/assessment/fit";
import type { AssessmentScores } from "../../domain/assessment/scoring";
import { DOMAINS, FACETS, type DomainCode, type Sex } from "../../domain/assessment/traits";
import type { RescoreState } from "../db/schema/benchmarks";

// ---------------------------------------------------------------------------------------------------------------
// Shared pieces

export const idParam = z.object({
  id: z.coerce.number({ error: "must be an id" }).int("must be an id").positive("must be an id"),
});
const id = (what = "an id") =>
  z.coerce
    .number({ error: `must be ${what}` })
    .int(`must be ${what}`)
    .positive(`must be ${what}`);
const flag = z
  .enum(["true", "false", "1", "0"], { error: "must be true or false" })
  .transform((v) => v === "true" || v === "1");
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
    search: z.string().trim().max(100, "must be at most 100 characters").optional(),
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
    sort_by: z
      .enum(SURVEY_RESULT_SORTS, { error: `must be one of ${SURVEY_RESULT_SORTS.join(", ")}` })
      .default("created_at"),
    order_by: z.enum(["asc", "desc"], { error: "must be asc or desc" }).default("desc"),
    page: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be 1 or more")
      .max(100_000, "is too large")
      .default(1),
    limit: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be 1 to 100")
      .max(100, "must be 1 to 100")
      .default(25),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    path: ["end_date"],
    message: "must not be before start_date",
  });
export type SurveyResultSearch = z.output<typeof surveyResultSearchQuery>;

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

// ---------------------------------------------------------------------------------------------------------------
// Candidate notes

export const notesQuery = z.object({ surveyResultId: id("a survey result id") });
const noteBody = z
  .string({ error: "is required" })
  .trim()
  .min(1, "is required")
  .max(5000, "must be at most 5000 characters");
export const noteCreateInput = z
  .object({ body: noteBody, survey_result_id: id("a survey result id").optional() })
  .strict();
export const noteUpdateInput = z.object({ body: noteBody }).strict();

// Role benchmarks and fit scores: their contract (api/role-benchmarks/contract.ts).
export {
  benchmarkInput,
  benchmarkListQuery,
  benchmarkSearchQuery,
  BENCHMARK_SORTS,
  calculateInput,
  scoresQuery,
  targetsInput,
  triggerUpdateInput,
  type BenchmarkInput,
  type BenchmarkJson,
  type BenchmarkSearch,
  type FitScoreJson,
  type RescoreJson,
} from "../role-benchmarks/contract";

// ---------------------------------------------------------------------------------------------------------------
// Answer shapes

export interface Named {
  id: number;
  name: string;
}

export interface DomainSummary {
  percentile: number;
  band: ScoreBand;
}

/** A survey result as lists show it. */
export interface SurveyResultJson {
  id: number;
  first: string;
  last: string;
  email: string;
  phone: string | null;
  company: Named;
  location: Named | null;
  department: Named | null;
  role_name: string;
  role_name_id: number | null;
  status: string;
  pipeline_id: number | null;
  is_test: boolean;
  archived_at: string | null;
  started_at: string | null;
  submitted_at: string | null;
  created_at: string;
  updated_at: string;
  /** The five domains' percentiles and bands; null until the assessment is submitted. */
  domains: Record<DomainCode, DomainSummary> | null;
}

/** GET /survey-results/{id}: everything the report shows. */
export interface SurveyResultDetailJson extends SurveyResultJson {
  sex: Sex;
  age: number | null;
  consent_at: string;
  answered_count: number;
  scores: AssessmentScores | null;
}

export interface SurveyResultSearchJson {
  data: SurveyResultJson[];
  meta: { total: number; page: number; limit: number };
}

export interface NoteJson {
  id: number;
  survey_result_id: number;
  body: string;
  author: { id: number; first: string; last: string } | null;
  created_at: string;
  updated_at: string;
  /** Whether the caller may edit and delete it (its author, or a super admin). */
  can_edit: boolean;
}



