// Campaigns (spec §2 /hiring-campaigns, §7 "hiring campaigns and funnels (create, search)"): in the hiring brand a
// company's drive for a job or a role through one channel, in the coaching brand an invitation of a group of
// employees (a department's reassessment, a new team's onboarding) to their assessment; each with a public page
// (api/funnels/). Company owners manage their company's, franchise and provider staff those in their scope
// (`campaigns:manage`). What is counted is the brand's (`brand.campaigns.steps`, ADR 041).
import { z } from "zod";
import { dataOf, id, idParam, listOf, operation, pageOf, pageQuery, searchText, timestamp } from "../http/contract";
import { CAMPAIGN_CHANNELS, CAMPAIGN_STATUSES, FUNNEL_STEPS } from "../../domain/campaigns";

// What this brand's campaigns count and offer, and their words: part of what the contract tells its clients.
export { BRAND_CHANNELS, BRAND_STEPS, channelLabel, stepLabel } from "./brand-steps";

export * from "../../domain/campaigns";

const deny = "Only company owners, franchise staff and super admins manage campaigns";
const manage = { access: "campaigns:manage", denied: deny, feature: "campaigns" } as const;

// ---------------------------------------------------------------------------------------------------------------
// Inputs

const isoDate = z.iso.date({ error: "must be a date (YYYY-MM-DD)" });
const channel = z.enum(CAMPAIGN_CHANNELS, { error: `must be one of ${CAMPAIGN_CHANNELS.join(", ")}` });
const status = z.enum(CAMPAIGN_STATUSES, { error: `must be one of ${CAMPAIGN_STATUSES.join(", ")}` });

export const campaignFields = z.object({
  name: z.string({ error: "is required" }).trim().min(1, "is required").max(120, "must be at most 120 characters"),
  company_id: id("a company id"),
  /** The job the funnel advertises (its title and summary); optional. */
  job_id: id("a job id")
    .nullish()
    .transform((v) => v ?? null),
  /** The role registrants are assessed for when there is no job; with a job, the job's role is used instead. */
  role_name: z
    .string()
    .trim()
    .max(200, "must be at most 200 characters")
    .nullish()
    .transform((v) => v || null),
  channel,
  status: status.default("draft"),
  starts_on: isoDate.nullish().transform((v) => v ?? null),
  ends_on: isoDate.nullish().transform((v) => v ?? null),
  instant_interview: z.boolean({ error: "must be true or false" }).default(false),
});

/** Dates in order; a job or a role to assess for. */
const campaignRules = <T extends z.ZodType<z.output<typeof campaignFields>>>(schema: T) =>
  schema.superRefine((c, ctx) => {
    if (c.starts_on && c.ends_on && c.ends_on < c.starts_on) {
      ctx.addIssue({ code: "custom", path: ["ends_on"], message: "must be on or after the start date" });
    }
    if (c.job_id === null && c.role_name === null) {
      // Worded for both brands: the coaching brand's form has no job to choose.
      ctx.addIssue({ code: "custom", path: ["role_name"], message: "is required" });
    }
  });

export const campaignInput = campaignRules(campaignFields.strict());
export type CampaignInput = z.output<typeof campaignInput>;

export const CAMPAIGN_SORTS = ["created_at", "name", "starts_on"] as const;

export const campaignSearchQuery = z.object({
  ...pageQuery({ defaultLimit: 25 }),
  sort_by: z.enum(CAMPAIGN_SORTS, { error: `must be one of ${CAMPAIGN_SORTS.join(", ")}` }).default("created_at"),
  order_by: z.enum(["asc", "desc"], { error: "must be asc or desc" }).default("desc"),
  search: searchText().optional(),
  company_id: id("a company id").optional(),
  status: listOf(status),
  channel: listOf(channel),
});
export type CampaignSearch = z.output<typeof campaignSearchQuery>;

// ---------------------------------------------------------------------------------------------------------------
// Answers

/** The counts of the steps the brand counts (`brand.campaigns.steps`): the coaching brand counts no hires. */
export const stepCounts = z.object({
  visits: z.number().int(),
  registrations: z.number().int(),
  completions: z.number().int(),
  hires: z.number().int().optional(),
});
export type StepCounts = z.infer<typeof stepCounts>;

export const campaignJson = z.object({
  id: z.number().int(),
  /** The funnel's public, random id: /funnels/{slug}. */
  slug: z.string(),
  name: z.string(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  job: z.object({ id: z.number().int(), uuid: z.string(), title: z.string() }).nullable(),
  /** What registrants are assessed for: the job's role (its title when it names none), else the campaign's own. */
  role_name: z.string().nullable(),
  channel,
  status,
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  instant_interview: z.boolean(),
  /** Whether the funnel takes visitors today (live and within its dates). */
  open: z.boolean(),
  counts: stepCounts,
  created_by: z.object({ id: z.number().int(), first: z.string(), last: z.string() }).nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type CampaignJson = z.infer<typeof campaignJson>;

export const campaignStats = z.object({
  steps: z.array(
    z.object({
      step: z.enum(FUNNEL_STEPS),
      count: z.number().int(),
      /** Share of the step before it (of visits for registrations…), 0–1; null for visits or when nothing came before. */
      conversion: z.number().nullable(),
    }),
  ),
  channels: z.array(stepCounts.extend({ channel })),
  /** One row per UTC day with any activity, oldest first. */
  days: z.array(stepCounts.extend({ date: z.string() })),
});
export type CampaignStats = z.infer<typeof campaignStats>;

export const campaignOptions = z.object({
  companies: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      /** `role`: what a campaign for the job assesses for (the job's role, or its title when it names none). */
      jobs: z.array(z.object({ id: z.number().int(), title: z.string(), status: z.string(), role: z.string() })),
      role_names: z.array(z.string()),
    }),
  ),
});
export type CampaignOptions = z.infer<typeof campaignOptions>;

// ---------------------------------------------------------------------------------------------------------------
// Operations

export const campaignsContract = {
  search: operation({
    method: "GET",
    path: "/campaigns",
    summary: "Search campaigns (name, company, status, channel), newest first, with their counts",
    description:
      "Answers a page of campaigns, newest first, with their counts, filtered by name, company, status and channel.",
    ...manage,
    query: campaignSearchQuery,
    response: pageOf(campaignJson),
    errors: [400, 403, 404],
  }),
  options: operation({
    method: "GET",
    path: "/campaigns/options",
    summary: "What a campaign can be for: the companies in scope with their jobs and role names",
    description: "Answers what a campaign can be for: the companies in scope with their jobs and role names.",
    ...manage,
    response: campaignOptions,
    errors: [403, 404],
  }),
  create: operation({
    method: "POST",
    path: "/campaigns",
    summary: "Create a campaign (its public page gets a random id)",
    description: "Creates a campaign; its public page is reached by a random id, never the campaign's id.",
    ...manage,
    body: campaignInput,
    response: dataOf(campaignJson),
    status: 201,
    errors: [400, 403, 404, 422],
  }),
  get: operation({
    method: "GET",
    path: "/campaigns/:id",
    summary: "One campaign with its funnel counts",
    description: "Answers one campaign with its counts.",
    ...manage,
    params: idParam,
    response: dataOf(campaignJson),
    errors: [400, 403, 404],
  }),
  update: operation({
    method: "PUT",
    path: "/campaigns/:id",
    summary: "Change a campaign (name, job or role, channel, dates, status, instant interview)",
    description: "Changes a campaign's name, what it is for, channel, dates or status.",
    ...manage,
    params: idParam,
    body: campaignInput,
    response: dataOf(campaignJson),
    errors: [400, 403, 404, 422],
  }),
  end: operation({
    method: "POST",
    path: "/campaigns/:id/end",
    summary: "End a campaign: its funnel closes for good (its counts stay)",
    description: "Ends a campaign: its public page closes for good and its counts stay.",
    ...manage,
    params: idParam,
    response: dataOf(campaignJson),
    errors: [400, 403, 404],
  }),
  stats: operation({
    method: "GET",
    path: "/campaigns/:id/stats",
    summary: "A campaign's funnel: conversion per step, per channel and per day",
    description:
      "Answers the counts of each step this brand counts for a campaign, with the conversion per step, per channel and per day.",
    ...manage,
    params: idParam,
    response: dataOf(campaignStats),
    errors: [400, 403, 404],
  }),
  export: operation({
    method: "GET",
    path: "/campaigns/:id/export",
    summary: "A campaign's funnel per day and channel as CSV (counts only, no personal data)",
    description: "Answers a campaign's counts per day and channel as a CSV file: counts only, no personal data.",
    ...manage,
    params: idParam,
    produces: "text/csv",
    status: 200,
    errors: [400, 403, 404],
  }),
};
