// Adverse impact (hiring brand; docs/adverse-impact.md, ADR 078): per benchmark (passing = fit at or above the
// company's threshold) and per pipeline stage transition, the selection rate of each self-identified group (sex,
// race/ethnicity, their intersection), its impact ratio against the highest group, a two-sided Fisher exact p and the
// four-fifths flag; for the fit score, the scoring rate (share above the median). Over a period, for one company or
// (franchise owners, super admins) every company in scope. Only users granted "eeo:read"; counts 1–4 read "<5".
import { z } from "zod";
import { dataOf, id, operation } from "../http/contract";

const day = z.iso.date({ error: "must be a date (YYYY-MM-DD)" });
/** A count as shown: 1–4 as "<5" (a group that small could name a person). */
const shownCount = z.union([z.number().int(), z.literal("<5")]);

const periodFilters = {
  /** One company in scope; without it, the caller's own company, or every company in a franchise owner's or super admin's scope. */
  company_id: id("a company id").optional(),
  /** First day of the period (UTC), inclusive; default a year before `to`. */
  from: day.optional(),
  /** Last day of the period (UTC), inclusive; default today. */
  to: day.optional(),
};
const datesInOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const datesMessage = { path: ["to"], message: "must not be before from" };

export const impactQuery = z.object(periodFilters).refine(datesInOrder, datesMessage);
export type ImpactQuery = z.output<typeof impactQuery>;

export const impactRowJson = z.object({
  group: z.string(),
  label: z.string(),
  total: shownCount,
  selected: shownCount,
  /** selected / total, 0–1. */
  rate: z.number(),
  /** rate / the highest group's rate; null when no group had anyone selected. */
  impact_ratio: z.number().nullable(),
  /** Two-sided Fisher exact p against the highest group; null for that group. */
  fisher_p: z.number().nullable(),
  /** Impact ratio under four fifths. */
  flagged: z.boolean(),
  highest: z.boolean(),
});
export type ImpactRowJson = z.infer<typeof impactRowJson>;

export const impactTableJson = z.object({
  dimension: z.enum(["sex", "race_ethnicity", "sex_race_ethnicity"]),
  rows: z.array(impactRowJson),
  /** Groups under 2 % of the people with a known category: listed, not compared. */
  excluded: z.array(z.object({ group: z.string(), label: z.string(), total: shownCount, selected: shownCount })),
  /** People who did not say or declined: in no group. */
  unknown: z.object({ total: shownCount, selected: shownCount }),
});
export type ImpactTableJson = z.infer<typeof impactTableJson>;

export const benchmarkImpactJson = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The company it belongs to; null for a benchmark for every company. */
  company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  version: z.number().int(),
  created_at: z.string(),
  /** When its current version was saved: the tool's distribution date for an audit. */
  version_date: z.string(),
  /** Candidates with a fit in the period, and how many of them gave their sex or race/ethnicity. */
  candidates: z.number().int(),
  self_identified: z.number().int(),
  /** Passing (fit at or above the threshold), per dimension. */
  passing: z.array(impactTableJson),
  /** The median fit of everyone scored; the scoring rate is the share above it. */
  median_fit: z.number().nullable(),
  scoring: z.array(impactTableJson),
});
export type BenchmarkImpactJson = z.infer<typeof benchmarkImpactJson>;

export const stageImpactJson = z.object({
  from: z.string(),
  to: z.string(),
  /** People ever in `from`, and of those, people moved straight to `to`. */
  reached: z.number().int(),
  moved: z.number().int(),
  tables: z.array(impactTableJson),
});
export type StageImpactJson = z.infer<typeof stageImpactJson>;

export const adverseImpactJson = z.object({
  /** The one company, or null for every company in the caller's scope. */
  company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The companies counted. */
  companies: z.number().int(),
  period: z.object({ from: z.string(), to: z.string() }),
  /** The company's passing threshold for fit; null across companies (each uses its own). */
  pass_threshold: z.number().int().nullable(),
  /** Candidates assessed in the period (with or without a fit), and how many gave their sex or race/ethnicity. */
  candidates: z.number().int(),
  self_identified: z.number().int(),
  benchmarks: z.array(benchmarkImpactJson),
  stages: z.array(stageImpactJson),
});
export type AdverseImpactJson = z.infer<typeof adverseImpactJson>;

export const settingsBody = z.object({
  company_id: id("a company id").optional(),
  pass_threshold: z
    .number({ error: "must be a whole number from 1 to 100" })
    .int("must be a whole number from 1 to 100")
    .min(1, "must be at least 1")
    .max(100, "must be at most 100"),
});
export type SettingsBody = z.output<typeof settingsBody>;

const EEO = {
  access: "eeo:read",
  denied: "Only users granted access to self-identification answers see adverse impact",
  feature: "selfIdentification",
} as const;

export const adverseImpactContract = {
  read: operation({
    method: "GET",
    path: "/adverse-impact",
    summary:
      "Adverse impact per benchmark and pipeline stage transition: selection and scoring rates per group, impact ratios, Fisher p, four-fifths flags",
    description:
      "Answers, for candidates assessed in the period, per benchmark (passing = fit at or above the company's threshold) and per stage transition, each sex, race/ethnicity and intersection group's rate, impact ratio against the highest group, two-sided Fisher exact p and four-fifths flag; groups under 2 % are listed apart, counts 1–4 read \"<5\".",
    ...EEO,
    query: impactQuery,
    response: dataOf(adverseImpactJson),
    errors: [400, 403, 404],
  }),
  packCsv: operation({
    method: "GET",
    path: "/adverse-impact/audit-pack/csv",
    summary: "The bias-audit pack as CSV: the adverse-impact figures of a period for an independent auditor",
    description:
      "Answers the period's figures with the fields a NYC Local Law 144 summary needs (dates, data source, counts, unknown count, selection and scoring rates, impact ratios, distribution dates), one row per group; the download is audited.",
    ...EEO,
    query: impactQuery,
    produces: "text/csv",
    status: 200,
    errors: [400, 403, 404],
  }),
  packPdf: operation({
    method: "GET",
    path: "/adverse-impact/audit-pack/pdf",
    summary: "The bias-audit pack as PDF: the adverse-impact figures of a period for an independent auditor",
    description:
      "Answers the same figures as the CSV pack as a PDF summary with its method and definitions; the download is audited.",
    ...EEO,
    query: impactQuery,
    produces: "application/pdf",
    status: 200,
    errors: [400, 403, 404],
  }),
  updateSettings: operation({
    method: "PUT",
    path: "/adverse-impact/settings",
    summary: "Set a company's passing threshold for fit (1–100)",
    description:
      "Sets the fit at or above which a candidate counts as passing a benchmark in the company's adverse-impact figures; owners of the company, its franchise owner or a super admin.",
    access: "fit-settings:manage",
    denied: "Only owners set the passing threshold",
    feature: "selfIdentification",
    body: settingsBody,
    response: dataOf(z.object({ company_id: z.number().int(), pass_threshold: z.number().int() })),
    errors: [400, 403, 404],
  }),
};
