import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { surveyResults } from "./assessment";
import { createdAt, id } from "./columns";
import { jobs } from "./jobs";
import { companies, users } from "./tenancy";
import { CAMPAIGN_CHANNELS, CAMPAIGN_STATUSES } from "../../../domain/campaigns";

/**
 * A hiring campaign (api/campaigns/): a company's drive for a job or a role through one channel, with a public funnel
 * at /funnels/{slug}. `slug` is random so that nobody can walk from one company's funnel to another's.
 */
export const campaigns = pgTable(
  "campaigns",
  {
    id: id(),
    slug: uuid("slug").notNull().defaultRandom(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    jobId: integer("job_id").references(() => jobs.id, { onDelete: "set null" }),
    /** The role registrants are assessed for when there is no job (or the job's own role is not wanted). */
    roleName: text("role_name"),
    name: text("name").notNull(),
    channel: text("channel", { enum: CAMPAIGN_CHANNELS }).notNull(),
    status: text("status", { enum: CAMPAIGN_STATUSES }).notNull().default("draft"),
    startsOn: date("starts_on"),
    endsOn: date("ends_on"),
    /** After the assessment, the funnel goes on into the instant interview. */
    instantInterview: boolean("instant_interview").notNull().default(false),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("campaigns_slug_idx").on(t.slug),
    index("campaigns_company_idx").on(t.companyId, t.createdAt),
    index("campaigns_name_idx").on(sql`lower(${t.name})`),
    check("campaigns_channel_check", sql`${t.channel} in ('link', 'qr_code', 'job_board', 'email', 'social')`),
    check("campaigns_status_check", sql`${t.status} in ('draft', 'live', 'paused', 'ended')`),
  ],
);

/**
 * One funnel visit, counted by the funnel page's loader without any cookie (so no consent is needed and nothing
 * identifies the visitor): a row per page view of a live campaign, with the channel the link carried.
 */
export const campaignVisits = pgTable(
  "campaign_visits",
  {
    id: id(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: CAMPAIGN_CHANNELS }).notNull(),
    visitedAt: timestamp("visited_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("campaign_visits_campaign_idx").on(t.campaignId, t.visitedAt)],
);

/**
 * An assessment registered through a funnel. Completions (the assessment's submitted_at) and hires (its pipeline
 * status history reaching a hired stage) are read from the assessment itself, so they cannot drift from it. When the
 * assessment is deleted (erasure, retention clean-up), the row stays as an anonymous count: a trigger copies the
 * outcome into `completedAt` / `hiredAt` first (migration 0033, docs/decisions/073-campaign-counts-outlive-erasure.md).
 */
export const campaignRegistrations = pgTable(
  "campaign_registrations",
  {
    id: id(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    /** Null once the assessment is deleted: the row then counts with the outcome copied below. */
    surveyResultId: integer("survey_result_id").references(() => surveyResults.id, { onDelete: "set null" }),
    channel: text("channel", { enum: CAMPAIGN_CHANNELS }).notNull(),
    registeredAt: timestamp("registered_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set only as the assessment is deleted: when it was submitted (null: never). */
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** Set only as the assessment is deleted: when it first reached a hired stage (null: never). */
    hiredAt: timestamp("hired_at", { withTimezone: true }),
  },
  (t) => [
    // An assessment comes in through one funnel at most.
    uniqueIndex("campaign_registrations_result_idx").on(t.surveyResultId),
    index("campaign_registrations_campaign_idx").on(t.campaignId, t.registeredAt),
  ],
);
