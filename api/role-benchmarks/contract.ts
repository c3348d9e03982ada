// Role benchmarks, their re-scoring and candidates' fit to them (spec §6: super admins manage benchmarks; everyone
// reads those that apply to the results they see; §7 role benchmarks, benchmark-scores, candidates scoring).
import { z } from "zod";
import { SCORE_BANDS } from "../../brands/types";
import { narrowsAnything, OPEN_TARGETS_MESSAGE, type BenchmarkTargets } from "../../domain/assessment/fit";
import { BENCHMARK_SOURCES } from "../../domain/assessment/fit-benchmark";
import { DOMAINS, FACETS, type DomainCode } from "../../domain/assessment/traits";
import { impactTableJson } from "../adverse-impact/contract";
import { dataOf, id, idParam, operation, pageOf, pageQuery, searchText, sortQuery, timestamp } from "../http/contract";

// ---------------------------------------------------------------------------------------------------------------
// Inputs

const percentile = z
  .number({ error: "must be a whole percentile from 1 to 99" })
  .int("must be a whole percentile from 1 to 99")
  .min(1, "must be a whole percentile from 1 to 99")
  .max(99, "must be a whole percentile from 1 to 99");
const range = z
  .object({ min: percentile, max: percentile }, { error: "must be a range { min, max }" })
  .strict()
  .refine((r) => r.min <= r.max, { path: ["max"], message: "must not be below min" });

export const targetsInput = z
  .object(
    {
      domains: z
        .object(Object.fromEntries(DOMAINS.map((d) => [d, range])) as Record<DomainCode, typeof range>, {
          error: "must give a range for each of N, E, O, A and C",
        })
        .strict(),
      facets: z
        .partialRecord(z.enum(FACETS as [string, ...string[]]), range, {
          // zod reports keys outside the enum as "unrecognized_keys" here, which its types do not list.
          error: (issue) => {
            const keys = (issue as { keys?: string[] }).keys;
            return keys
              ? `names no facet: ${keys.join(", ")} (facets are N1 … C6)`
              : "must be an object of facet ranges";
          },
        })
        .optional()
        .transform((f) => f ?? {}),
    },
    { error: "must give the target ranges" },
  )
  .strict() as unknown as z.ZodType<BenchmarkTargets, BenchmarkTargets>;

const spread = z
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .min(1, "must be 1 to 40")
  .max(40, "must be 1 to 40");

export const benchmarkInput = z
  .object({
    name: z.string({ error: "is required" }).trim().min(1, "is required").max(120, "must be at most 120 characters"),
    description: z
      .string({ error: "must be text" })
      .trim()
      .max(2000, "must be at most 2000 characters")
      .nullish()
      .transform((v) => v || null),
    company_id: id("a company id")
      .nullish()
      .transform((v) => v ?? null),
    targets: targetsInput.optional(),
    /** "Model after a top performer": ranges around this candidate's percentiles (when no targets are given). */
    model: z
      .object({
        survey_result_id: id("a survey result id"),
        spread: spread.optional(),
        facets: z.boolean({ error: "must be true or false" }).optional(),
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine((b) => b.targets !== undefined || b.model !== undefined, {
    path: ["targets"],
    message: "is required (or model)",
  })
  // A saved benchmark that narrows nothing would fit everyone at 100 and rank no one: refused, not stored. (A
  // preview through calculateFit may still use open targets: it stores nothing.)
  .refine((b) => b.targets === undefined || narrowsAnything(b.targets), {
    path: ["targets"],
    message: OPEN_TARGETS_MESSAGE,
  });
export type BenchmarkInput = z.output<typeof benchmarkInput>;

export const BENCHMARK_SORTS = ["name", "company", "updated_at", "created_at"] as const;
export const benchmarkSearchQuery = z.object({
  search: searchText().optional(),
  company_id: z.union([z.literal("none"), id("a company id")], { error: "must be a company id or none" }).optional(),
  ...sortQuery(BENCHMARK_SORTS, "name"),
  ...pageQuery({ maxPage: 10_000 }),
});
export type BenchmarkSearch = z.output<typeof benchmarkSearchQuery>;

/** Benchmarks that apply to a result (GET /role-benchmarks?surveyResultId=) or to every company in scope. */
export const benchmarkListQuery = z.object({ surveyResultId: id("a survey result id").optional() });

export const triggerUpdateInput = z.object({ role_benchmark_id: id("a role benchmark id").optional() }).strict();

export const calculateInput = z
  .object({
    survey_result_id: id("a survey result id"),
    role_benchmark_id: id("a role benchmark id").optional(),
    /** Targets not saved yet (a benchmark being edited): the fit is computed and answered, not stored. */
    targets: targetsInput.optional(),
  })
  .strict()
  .refine((b) => !(b.role_benchmark_id && b.targets), {
    path: ["targets"],
    message: "cannot be given with role_benchmark_id",
  });

export const scoresQuery = z.object({ surveyResultId: id("a survey result id") });

/** A draft's targets and the company whose candidates the preview counts (a benchmark for every company has none). */
export const impactPreviewInput = z
  .object({
    company_id: id("a company id"),
    /** Open ranges are allowed here: a preview stores nothing (everyone would pass). */
    targets: targetsInput,
  })
  .strict();

/** The company whose candidates count; a benchmark for one company has its own, one for every company needs one. */
export const benchmarkImpactQuery = z.object({ company_id: id("a company id").optional() });

export const candidateFitQuery = z.object({
  surveyResultId: id("a survey result id"),
  /** The benchmark the user picked for the whole page; one that does not apply is ignored (the rule's is used). */
  role_benchmark_id: id("a role benchmark id").optional(),
});

// ---------------------------------------------------------------------------------------------------------------
// Answers

const named = z.object({ id: z.number().int(), name: z.string() });
const targetRange = z.object({ min: z.number().int(), max: z.number().int() });
const targets = z.object({
  domains: z.object(Object.fromEntries(DOMAINS.map((d) => [d, targetRange])) as Record<DomainCode, typeof targetRange>),
  facets: z.partialRecord(z.enum(FACETS as [string, ...string[]]), targetRange),
}) as unknown as z.ZodType<BenchmarkTargets, BenchmarkTargets>;
export const scoreBand = z.enum(SCORE_BANDS.map((b) => b.key) as [string, ...string[]]) as z.ZodType<
  (typeof SCORE_BANDS)[number]["key"]
>;

export const rescoreJson = z.object({
  state: z.enum(["queued", "running", "done", "failed"]),
  done: z.number().int(),
  total: z.number().int(),
  /** The benchmark version the stored fit scores belong to (equal to `version` when they are current). */
  scored_version: z.number().int(),
  error: z.string().nullable(),
  updated_at: timestamp,
});
export type RescoreJson = z.infer<typeof rescoreJson>;

export const benchmarkJson = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  company: named.nullable(),
  targets,
  model_survey_result_id: z.number().int().nullable(),
  version: z.number().int(),
  rescore: rescoreJson,
  created_at: timestamp,
  updated_at: timestamp,
});
export type BenchmarkJson = z.infer<typeof benchmarkJson>;

export const fitScoreJson = z.object({
  role_benchmark: z.object({
    id: z.number().int(),
    name: z.string(),
    company_id: z.number().int().nullable(),
    version: z.number().int(),
  }),
  /** 0–100; null while not computed yet. */
  fit: z.number().nullable(),
  band: scoreBand.nullable(),
  benchmark_version: z.number().int().nullable(),
  /** The benchmark changed since this fit was computed; a job is re-scoring it. */
  stale: z.boolean(),
  computed_at: timestamp.nullable(),
  /** Per trait, when the answer comes from a calculation. */
  traits: z
    .array(
      z.object({
        code: z.string(),
        percentile: z.number(),
        target: targetRange,
        distance: z.number(),
        fit: z.number(),
      }),
    )
    .optional(),
});
export type FitScoreJson = z.infer<typeof fitScoreJson>;

const benchmarkRef = z.object({ id: z.number().int(), name: z.string(), company_id: z.number().int().nullable() });
const traitFitJson = z.object({
  code: z.string(),
  percentile: z.number(),
  target: targetRange,
  distance: z.number(),
  fit: z.number(),
});

export const candidateFitJson = z.object({
  survey_result_id: z.number().int(),
  /** The benchmark the page measures the candidate against; null when none applies. */
  benchmark: benchmarkRef.nullable(),
  /** picked: by the user for this page; job: the job applied to's; role: the role's; none: no benchmark applies. */
  source: z.enum(BENCHMARK_SOURCES),
  /** Why, for staff: "the benchmark of the job Front Desk Coordinator", "no benchmark for Receptionist". */
  reason: z.string(),
  /** With a pick: what the page would use without it. */
  default_reason: z.string().nullable(),
  default_benchmark_id: z.number().int().nullable(),
  /** Every benchmark that applies to the candidate, to pick another. */
  benchmarks: z.array(benchmarkRef),
  /** The stored fit (0–100) when current; null otherwise (see state). */
  fit: z.number().nullable(),
  band: scoreBand.nullable(),
  /** unreliable: the answers were judged unreliable (response validity), so there is no fit. */
  state: z.enum(["scored", "stale", "not_scored", "not_submitted", "unreliable", "no_benchmark"]),
  /** Trait by trait, the facets the policy excludes left out. */
  traits: z.array(traitFitJson),
  /** The facets left out of this fit, with their staff-facing names. */
  excluded_facets: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type CandidateFitJson = z.infer<typeof candidateFitJson>;

/**
 * A benchmark's fairness figures on one company's candidates of the last 12 months, before it is saved (the preview)
 * or after: per group, the adverse-impact feature's table (passing = a fit at or above the company's threshold).
 */
export const impactFiguresJson = z.object({
  company: named,
  /** The last 12 months up to today, as days (UTC), both inclusive. */
  period: z.object({ from: z.string(), to: z.string() }),
  /** The fit (0–100) at or above which a candidate counts as passing: the company's threshold. */
  pass_threshold: z.number(),
  /** Candidates with a fit in the period, and how many of them gave their sex or race/ethnicity. */
  candidates: z.number().int(),
  self_identified: z.number().int(),
  /** Per dimension (sex, race/ethnicity, both): each group's count passing, rate, impact ratio, Fisher p, flag. */
  tables: z.array(impactTableJson),
});
export type ImpactFiguresJson = z.infer<typeof impactFiguresJson>;

// ---------------------------------------------------------------------------------------------------------------
// Operations

const MANAGE = { access: "role-benchmarks:manage", denied: "Only super admins manage role benchmarks" } as const;

export const roleBenchmarksContract = {
  search: operation({
    method: "GET",
    path: "/role-benchmarks/search",
    summary: "Search role benchmarks by name and company, sorted and paged",
    description: "Answers a page of the role benchmarks in the caller's scope that match the name and company filters.",
    ...MANAGE,
    query: benchmarkSearchQuery,
    response: pageOf(benchmarkJson),
    errors: [400, 403],
  }),
  list: operation({
    method: "GET",
    path: "/role-benchmarks",
    summary: "The benchmarks the caller may read, or those that apply to one survey result",
    description:
      "Answers the benchmarks the caller may read; with a survey result id, only those that apply to that result.",
    access: "signed-in",
    query: benchmarkListQuery,
    response: dataOf(z.array(benchmarkJson)),
    errors: [400, 404],
  }),
  get: operation({
    method: "GET",
    path: "/role-benchmarks/:id",
    summary: "One role benchmark",
    description: "Answers one role benchmark with its trait targets.",
    access: "signed-in",
    params: idParam,
    response: dataOf(benchmarkJson),
    errors: [400, 404],
  }),
  create: operation({
    method: "POST",
    path: "/role-benchmarks",
    summary: "Create a benchmark (its fit scores are computed in the background)",
    description:
      "Creates a role benchmark from its trait targets; the fit of every result it applies to is computed afterwards by the job queue.",
    ...MANAGE,
    body: benchmarkInput,
    response: dataOf(benchmarkJson),
    status: 201,
    errors: [400, 403, 404, 409, 422],
  }),
  update: operation({
    method: "PUT",
    path: "/role-benchmarks/:id",
    summary: "Change a benchmark; new targets or company make a new version that is re-scored",
    description:
      "Changes a benchmark. New targets or a new company make a new version, and its results are re-scored in the background.",
    ...MANAGE,
    params: idParam,
    body: benchmarkInput,
    response: dataOf(benchmarkJson),
    errors: [400, 403, 404, 409, 422],
  }),
  remove: operation({
    method: "DELETE",
    path: "/role-benchmarks/:id",
    summary: "Delete a benchmark and its fit scores",
    description: "Deletes a benchmark together with the fit scores computed against it.",
    ...MANAGE,
    params: idParam,
    status: 204,
    errors: [400, 403, 404],
  }),
  triggerRescore: operation({
    method: "POST",
    path: "/benchmark-scores/trigger-update",
    summary: "Re-score one benchmark's results, or every benchmark's, in the background",
    description:
      "Queues the re-scoring of one benchmark's results, or of every benchmark's when none is named; answers at once.",
    ...MANAGE,
    body: triggerUpdateInput,
    response: dataOf(z.object({ role_benchmark_ids: z.array(z.number().int()) })),
    status: 202,
    errors: [400, 403, 404],
  }),
  calculateFit: operation({
    method: "POST",
    path: "/candidates/scoring/calculate",
    summary: "A result's fit to a benchmark, to given targets, or to every benchmark that applies",
    description:
      "Computes and answers a result's fit to one benchmark, to targets given in the body, or to every benchmark that applies. Nothing is stored.",
    access: "signed-in",
    body: calculateInput,
    response: dataOf(z.array(fitScoreJson)),
    errors: [400, 404, 422],
  }),
  candidateFit: operation({
    method: "GET",
    path: "/candidates/scoring/fit",
    summary:
      "A result's one fit: to the job's benchmark, else the role's, else none (or to the one picked for the page), " +
      "with why, the trait detail and the facets left out",
    description:
      "Answers the one fit a result's page shows, with the benchmark it came from, why that one was chosen, the trait detail and the facets the company leaves out.",
    access: "signed-in",
    query: candidateFitQuery,
    response: dataOf(candidateFitJson),
    errors: [400, 404],
  }),
  impactPreview: operation({
    method: "POST",
    path: "/role-benchmarks/impact-preview",
    summary: "The impact ratios unsaved targets would give on a company's candidates of the last 12 months",
    description:
      'Answers, per self-identified group, the share of the company\'s candidates of the last 12 months whose fit to the given targets passes, with impact ratios, Fisher p and the four-fifths flag. Nothing is stored; counts under 5 are "<5".',
    access: "eeo:read",
    denied: "Only users who may read self-identification data see impact figures",
    feature: "selfIdentification",
    body: impactPreviewInput,
    response: dataOf(impactFiguresJson),
    errors: [400, 403, 404],
  }),
  impact: operation({
    method: "GET",
    path: "/role-benchmarks/:id/impact",
    summary: "The impact ratios a saved benchmark gives on a company's candidates of the last 12 months",
    description:
      "Answers the same figures as the preview for a saved benchmark's targets: on its company's candidates, or on the named company's for a benchmark for every company.",
    access: "eeo:read",
    denied: "Only users who may read self-identification data see impact figures",
    feature: "selfIdentification",
    params: idParam,
    query: benchmarkImpactQuery,
    response: dataOf(impactFiguresJson),
    errors: [400, 403, 404],
  }),
  fitScores: operation({
    method: "GET",
    path: "/candidates/scoring/scores",
    summary: "A result's stored fit to each benchmark that applies to it",
    description: "Answers the fit scores stored for a result, one per benchmark that applies to it.",
    access: "signed-in",
    query: scoresQuery,
    response: dataOf(z.array(fitScoreJson)),
    errors: [400, 404],
  }),
};
