import { z } from "zod";
import type { BenchmarkTargets, TargetRange } from "~domain/assessment/fit";
import { DOMAIN_NAMES, DOMAINS, facetName, FACETS, type DomainCode, type FacetCode } from "~domain/assessment/traits";
import { apiFailure, parseFormData, parseSubmission, type Submission } from "~/ui/action/index.server";
import type { roleBenchmarksContract } from "../../api/role-benchmarks/contract";
import { id, type InputOf } from "../../api/http/contract";

const whole = (n: number) => Number.isInteger(n) && n >= 1 && n <= 99;

/** A scale's range from its `CODE.min` and `CODE.max` fields; a problem is the scale's, shown on its row. */
function readRange(raw: unknown, label: string, ctx: z.RefinementCtx): TargetRange {
  const given = (raw ?? {}) as { min?: unknown; max?: unknown };
  const min = Number(given.min);
  const max = Number(given.max);
  if (!whole(min) || !whole(max)) {
    ctx.addIssue({ code: "custom", message: `${label}: both ends must be whole percentiles from 1 to 99` });
    return z.NEVER;
  }
  if (min > max) {
    ctx.addIssue({ code: "custom", message: `${label}: the lower end must not be above the upper end` });
    return z.NEVER;
  }
  return { min, max };
}

const domainRange = (code: DomainCode) => z.unknown().transform((raw, ctx) => readRange(raw, DOMAIN_NAMES[code], ctx));
/** A facet counts only when its `CODE.on` box is ticked. */
const facetRange = (code: FacetCode) =>
  z
    .unknown()
    .transform((raw, ctx) =>
      (raw as { on?: unknown } | undefined)?.on === "on" ? readRange(raw, facetName(code), ctx) : undefined,
    )
    .optional();

const scales = {
  ...(Object.fromEntries(DOMAINS.map((d) => [d, domainRange(d)])) as Record<
    DomainCode,
    ReturnType<typeof domainRange>
  >),
  ...(Object.fromEntries(FACETS.map((f) => [f, facetRange(f)])) as Record<FacetCode, ReturnType<typeof facetRange>>),
};

function toTargets(ranges: z.output<z.ZodObject<typeof scales>>): BenchmarkTargets {
  const facets: BenchmarkTargets["facets"] = {};
  for (const f of FACETS) if (ranges[f]) facets[f] = ranges[f];
  return { domains: Object.fromEntries(DOMAINS.map((d) => [d, ranges[d]])) as BenchmarkTargets["domains"], facets };
}

/**
 * The form's fields that show their own problems: each scale's row, the named inputs, and "targets" (the ranges as
 * a whole: the warning that they narrow nothing).
 */
const FIELDS = new Set<string>(["name", "description", "company_id", "targets", ...DOMAINS, ...FACETS]);

/**
 * The field that shows a problem: the form's own names, and the API's paths of the same things
 * ("targets.domains.N.max" is the Neuroticism row). Anything else (the model's result) becomes a toast.
 */
export function benchmarkField(path: string): string | undefined {
  const field = /^targets\.(?:domains|facets)\.([A-Z]\d?)\b/.exec(path)?.[1] ?? path;
  return FIELDS.has(field) ? field : undefined;
}

type BenchmarkBody = InputOf<typeof roleBenchmarksContract.create>["body"];

/** A benchmark form (see BenchmarkForm) as the API's body: the ranges checked here, the rest by the API. */
export const benchmarkForm = z
  .object({
    name: z.string({ error: "Name is required" }).trim().min(1, "Name is required"),
    description: z.string().optional(),
    company_id: z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (!value || value === "all") return null;
        const id = Number(value);
        if (Number.isInteger(id) && id > 0) return id;
        ctx.addIssue({ code: "custom", message: "must be a company id" });
        return z.NEVER;
      }),
    /** The top performer the ranges were set around (kept with the benchmark), if any. */
    model_survey_result_id: z.string().optional(),
    ...scales,
  })
  .transform((form): BenchmarkBody => {
    const model = Number(form.model_survey_result_id);
    return {
      name: form.name,
      description: form.description?.trim() || null,
      company_id: form.company_id,
      targets: toTargets(form),
      ...(Number.isInteger(model) && model > 0 && { model: { survey_result_id: model } }),
    };
  });

/** Reads a benchmark form: the API's body, or the answer that shows each problem on its field. */
export const parseBenchmarkForm = (request: Request) =>
  parseSubmission(request, benchmarkForm, { fields: benchmarkField });

/** A refused save: the API's field problems on the form's fields; a name conflict's own message otherwise. */
export const benchmarkFailure = (error: unknown, submission: Submission<unknown>) =>
  apiFailure(error, { submission, fields: benchmarkField, ownMessages: [409] });

/** The list's Delete: which benchmark, and its name for the toast. */
export const deleteBenchmarkForm = z.object({
  id: id("a role benchmark id"),
  name: z.string().optional(),
});

/** Reads the form's ranges alone (`N.min`, `N.max`, `C4.on`, `C4.min`…): the targets, or each scale's problem. */
export function targetsFromForm(form: FormData): {
  targets: BenchmarkTargets | null;
  problems: Record<string, string>;
} {
  const parsed = parseFormData(form, z.object(scales).transform(toTargets), { fields: benchmarkField });
  return parsed.ok ? { targets: parsed.value, problems: {} } : { targets: null, problems: parsed.result.fieldErrors };
}
