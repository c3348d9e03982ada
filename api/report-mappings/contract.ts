// Trait-scale report mappings (spec §7 "Trait-scale-mappings reports": GET search, POST, GET and PUT by id; the
// Report Configurator): versioned sets of percentile ranges and the text blocks a report shows for them, per
// trait scale and report kind. Only the internal super admins use them (403 for any other caller), and only in a
// brand with the feature (404 elsewhere). Activation, rollback and archive are operations of their own.
import { z } from "zod";
import { DOMAINS, FACETS, type ScaleCode } from "../../domain/assessment/traits";
import { BLOCK_FIELDS, REPORT_KINDS, type BlockField, type ReportKind } from "../../domain/report-mappings";
import {
  dataOf,
  flag,
  id,
  idParam,
  operation,
  pageOf,
  pageQuery,
  searchText,
  sortQuery,
  timestamp,
} from "../http/contract";

export const SCALES = [...DOMAINS, ...FACETS] as [ScaleCode, ...ScaleCode[]];
export const MAPPING_STATUSES = ["draft", "active", "archived"] as const;

// ---------------------------------------------------------------------------------------------------------------
// Inputs

const percentile = z
  .number({ error: "must be a whole percentile from 1 to 99" })
  .int("must be a whole percentile from 1 to 99")
  .min(1, "must be a whole percentile from 1 to 99")
  .max(99, "must be a whole percentile from 1 to 99");

const TEXT_MAX = 2000;
const blockText = z
  .string({ error: "is required" })
  .trim()
  .min(1, "is required")
  .max(TEXT_MAX, `must be at most ${TEXT_MAX} characters`);

/** A kind's block schema, built from its fields (domain/report-mappings.ts BLOCK_FIELDS): one definition for both. */
function blockSchema(fields: readonly BlockField[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    if (field.type === "choice") {
      shape[field.key] = z.enum(field.options as [string, ...string[]], {
        error: `must be one of ${field.options!.join(", ")}`,
      });
    } else if (field.type === "list") {
      shape[field.key] = z
        .array(blockText, { error: `must be a list of ${field.count} texts` })
        .length(field.count!, `must hold exactly ${field.count} texts`);
    } else {
      shape[field.key] = blockText;
    }
  }
  return z.object(shape, { error: "must be a text block" }).strict();
}

export const BLOCK_SCHEMAS = Object.fromEntries(REPORT_KINDS.map((k) => [k, blockSchema(BLOCK_FIELDS[k])])) as Record<
  ReportKind,
  ReturnType<typeof blockSchema>
>;

/** The ranges as sent: ends checked here, each text checked against the set's kind by the handler (`rangesOf`). */
export const rangesInput = z
  .array(
    z
      .object({ min: percentile, max: percentile, text: z.record(z.string(), z.unknown(), { error: "is required" }) })
      .strict()
      .refine((r) => r.min <= r.max, { path: ["max"], message: "must not be below min" }),
    { error: "must be a list of ranges { min, max, text }" },
  )
  .min(1, "must hold at least one range")
  .max(99, "must hold at most 99 ranges");

const mappingName = z
  .string({ error: "is required" })
  .trim()
  .min(1, "is required")
  .max(120, "must be at most 120 characters");

export const mappingCreateInput = z
  .object({
    scale: z.enum(SCALES, { error: "must be a trait scale: N, E, O, A, C or a facet N1 … C6" }),
    report_kind: z.enum(REPORT_KINDS, { error: `must be one of ${REPORT_KINDS.join(", ")}` }),
    name: mappingName,
    is_test: z.boolean({ error: "must be true or false" }).optional(),
    /** Absent: the draft starts from the active version's ranges, or from the built-in texts. */
    ranges: rangesInput.optional(),
  })
  .strict();
export type MappingCreateInput = z.output<typeof mappingCreateInput>;

export const mappingUpdateInput = z
  .object({
    name: mappingName.optional(),
    is_test: z.boolean({ error: "must be true or false" }).optional(),
    ranges: rangesInput.optional(),
  })
  .strict();
export type MappingUpdateInput = z.output<typeof mappingUpdateInput>;

export const MAPPING_SORTS = ["updated_at", "created_at", "name", "scale", "version", "status"] as const;

/**
 * Spec §3 "Trait-scale report mapping search", every parameter: archived and test sets are left out unless asked
 * for; `search` matches the name (contains) or a scale code; `uuid` names one set (found whatever its state);
 * `is_active` keeps only the active sets (true) or only the others (false).
 */
export const mappingSearchQuery = z.object({
  search: searchText().optional(),
  uuid: z.uuid({ error: "must be a UUID" }).optional(),
  is_active: flag.optional(),
  include_archived: flag.optional(),
  include_tests: flag.optional(),
  scale: z.enum(SCALES, { error: "must be a trait scale: N, E, O, A, C or a facet N1 … C6" }).optional(),
  report_kind: z.enum(REPORT_KINDS, { error: `must be one of ${REPORT_KINDS.join(", ")}` }).optional(),
  ...sortQuery(MAPPING_SORTS, "updated_at"),
  ...pageQuery(),
});
export type MappingSearch = z.output<typeof mappingSearchQuery>;

export const previewInput = z
  .object({
    survey_result_id: id("a survey result id"),
    /** Ranges not saved yet (the editor's form): previewed instead of the saved draft's. */
    ranges: rangesInput.optional(),
  })
  .strict();

// ---------------------------------------------------------------------------------------------------------------
// Answers

const rangeJson = z.object({
  min: z.number().int(),
  max: z.number().int(),
  text: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
});
export type MappingRangeJson = z.infer<typeof rangeJson>;

export const mappingJson = z.object({
  id: z.number().int(),
  uuid: z.string(),
  scale: z.string(),
  scale_name: z.string(),
  report_kind: z.enum(REPORT_KINDS),
  version: z.number().int(),
  name: z.string(),
  status: z.enum(MAPPING_STATUSES),
  is_test: z.boolean(),
  ranges: z.array(rangeJson),
  /** The version a rollback of this one re-activates (null: the built-in texts). */
  previous_id: z.number().int().nullable(),
  created_by: z.object({ id: z.number().int(), first: z.string(), last: z.string() }).nullable(),
  activated_at: timestamp.nullable(),
  archived_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type MappingJson = z.infer<typeof mappingJson>;

/** One set with what it would replace: the active version of its scale and kind, else the built-in texts. */
export const mappingDetailJson = mappingJson.extend({
  /** For the active set itself: the version a rollback brings back ("previous"), else the built-in texts. */
  baseline: z.object({
    source: z.enum(["active", "previous", "built-in"]),
    id: z.number().int().nullable(),
    version: z.number().int().nullable(),
    ranges: z.array(rangeJson),
  }),
  /** What keeps the ranges from being activated ("gap 41–50", "overlap 60–65"); empty when they may be. */
  problems: z.array(z.string()),
});
export type MappingDetailJson = z.infer<typeof mappingDetailJson>;

const previewTextJson = z.object({
  /** Where the text comes from: the range of the set previewed, the active version, or the built-in texts. */
  source: z.enum(["draft", "active", "built-in"]),
  range: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  text: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
});

export const previewJson = z.object({
  person: z.object({ id: z.number().int(), first: z.string(), last: z.string() }),
  scale: z.string(),
  scale_name: z.string(),
  percentile: z.number().int(),
  level: z.enum(["low", "neutral", "high"]),
  /** The person's report text for the scale with the set applied, with names filled in. */
  draft: previewTextJson,
  /** The same text as the report shows it today. */
  current: previewTextJson,
  /** Growth report only: where the scale shows in this person's report with the set applied. */
  shown_in: z.array(z.string()),
});
export type PreviewJson = z.infer<typeof previewJson>;

// ---------------------------------------------------------------------------------------------------------------
// Operations

const USE = {
  access: "report-configurator:use",
  denied: "Only the internal super admins use the Report Configurator",
  feature: "reportConfigurator",
} as const;

export const reportMappingsContract = {
  search: operation({
    method: "GET",
    path: "/trait-scale-mappings/reports/search",
    summary: "Search trait-scale report mappings, sorted and paged (archived and test sets only when asked for)",
    description:
      "Answers a page of report mappings (the texts a report shows per range of a scale); archived and test sets only when asked for.",
    ...USE,
    query: mappingSearchQuery,
    response: pageOf(mappingJson),
    errors: [400, 403, 404],
  }),
  create: operation({
    method: "POST",
    path: "/trait-scale-mappings/reports",
    summary: "Start a draft mapping for a scale and report kind (from the active version or the built-in texts)",
    description:
      "Creates a draft mapping for a scale and report kind, copied from the active version or from the built-in texts.",
    ...USE,
    body: mappingCreateInput,
    response: dataOf(mappingDetailJson),
    status: 201,
    errors: [400, 403, 404, 409],
  }),
  get: operation({
    method: "GET",
    path: "/trait-scale-mappings/reports/:id",
    summary: "One mapping, with the active version (or built-in texts) it would replace and its range problems",
    description:
      "Answers one mapping with the active version (or built-in texts) it would replace and any gaps or overlaps in its ranges.",
    ...USE,
    params: idParam,
    response: dataOf(mappingDetailJson),
    errors: [400, 403, 404],
  }),
  update: operation({
    method: "PUT",
    path: "/trait-scale-mappings/reports/:id",
    summary: "Change a draft's name, test mark or ranges (only drafts change)",
    description: "Changes a draft's name, test mark or ranges. Only drafts change; others answer 409.",
    ...USE,
    params: idParam,
    body: mappingUpdateInput,
    response: dataOf(mappingDetailJson),
    errors: [400, 403, 404, 409],
  }),
  activate: operation({
    method: "POST",
    path: "/trait-scale-mappings/reports/:id/activate",
    summary: "Make a draft (or an archived version) the active one; refused while its ranges leave gaps or overlap",
    description:
      "Makes a draft or an archived version the one reports use. Refused with 409 while its ranges leave gaps or overlap.",
    ...USE,
    params: idParam,
    response: dataOf(mappingDetailJson),
    errors: [400, 403, 404, 409],
  }),
  rollback: operation({
    method: "POST",
    path: "/trait-scale-mappings/reports/:id/rollback",
    summary: "Archive the active version and re-activate the one before it (none: the built-in texts again)",
    description:
      "Archives the active version and makes the previous one active again; with none before it, reports use the built-in texts.",
    ...USE,
    params: idParam,
    response: dataOf(z.object({ archived: mappingJson, active: mappingJson.nullable() })),
    errors: [400, 403, 404, 409],
  }),
  archive: operation({
    method: "POST",
    path: "/trait-scale-mappings/reports/:id/archive",
    summary: "Archive a draft or the active version (an archived active version leaves the built-in texts)",
    description:
      "Archives a draft or the active version; archiving the active version returns reports to the built-in texts.",
    ...USE,
    params: idParam,
    response: dataOf(mappingJson),
    errors: [400, 403, 404, 409],
  }),
  preview: operation({
    method: "POST",
    path: "/trait-scale-mappings/reports/:id/preview",
    summary: "A person's report text for the mapping's scale with this set applied, beside today's text",
    description:
      "Answers a person's report text for the mapping's scale with this set applied, beside the text they get today. Nothing is stored.",
    ...USE,
    params: idParam,
    body: previewInput,
    response: dataOf(previewJson),
    errors: [400, 403, 404, 409],
  }),
};
