// What the campaign operations share: a campaign's row with its company, job and maker, its funnel counts and its
// JSON. Every read goes through the actor's tenant scope (a campaign of another company is not found: 404).
import { and, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import {
  campaignRegistrations,
  campaignVisits,
  campaigns,
  companies,
  jobs,
  roleNames,
  surveyResultStatusChanges,
  surveyResults,
  users,
} from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import { ApiError } from "../http/errors";
import { brandCounts } from "./brand-steps";
import { HIRED_STATUS, isFunnelOpen, type CampaignJson, type StepCounts } from "./contract";

export const campaignColumns = {
  campaign: campaigns,
  company: { id: companies.id, name: companies.name },
  job: { id: jobs.id, uuid: jobs.uuid, title: jobs.title },
  // Apart from `job`: a nested object is null only when all its columns come from one left-joined table.
  jobRoleName: roleNames.name,
  createdBy: { id: users.id, first: users.first, last: users.last },
};
export type CampaignRow = {
  campaign: typeof campaigns.$inferSelect;
  company: { id: number; name: string };
  job: { id: number; uuid: string; title: string } | null;
  jobRoleName: string | null;
  createdBy: { id: number; first: string; last: string } | null;
};

/** Campaigns inside the actor's scope with their company, job and maker. */
export function campaignQuery(db: Database, actor: Actor, where?: SQL) {
  return db
    .select(campaignColumns)
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .leftJoin(jobs, eq(jobs.id, campaigns.jobId))
    .leftJoin(roleNames, eq(roleNames.id, jobs.roleNameId))
    .leftJoin(users, eq(users.id, campaigns.createdByUserId))
    .where(and(companiesInScope(actor), where));
}

export const notFound = () => ApiError.notFound("Campaign not found");

export async function findCampaign(db: Database, actor: Actor, id: number): Promise<CampaignRow> {
  const [row] = await campaignQuery(db, actor, eq(campaigns.id, id));
  if (!row) throw notFound();
  return row;
}

/** Every step's count, before the brand's are picked (`brandCounts`). */
export type AllCounts = Required<StepCounts>;
export const ZERO: AllCounts = { visits: 0, registrations: 0, completions: 0, hires: 0 };

/**
 * Whether a registered assessment counts as hired: it is in a hired stage now, or its status history ever reached
 * one (moving a hire on to another column later does not undo the hire).
 */
export const hiredCondition = sql`(lower(${surveyResults.status}) = ${HIRED_STATUS} or exists (
  select 1 from ${surveyResultStatusChanges}
  where ${surveyResultStatusChanges.surveyResultId} = ${surveyResults.id}
    and lower(${surveyResultStatusChanges.toStatus}) = ${HIRED_STATUS}))`;

/**
 * A registration's submission and hire: read from its assessment while it exists, else the outcome copied onto the
 * registration as the assessment was deleted (an erasure does not lower a campaign's past counts: ADR 073).
 */
export const completedAt = sql`coalesce(${surveyResults.submittedAt}, ${campaignRegistrations.completedAt})`;
export const wasHired = sql`((${surveyResults.id} is not null and ${hiredCondition}) or ${campaignRegistrations.hiredAt} is not null)`;

/** Visits, registrations, completions and hires of each campaign (ids already in the actor's scope). */
export async function countsFor(db: Database, ids: number[]): Promise<Map<number, AllCounts>> {
  const counts = new Map(ids.map((id) => [id, { ...ZERO }]));
  if (!ids.length) return counts;
  const [visits, registered] = await Promise.all([
    db
      .select({ id: campaignVisits.campaignId, n: count() })
      .from(campaignVisits)
      .where(inArray(campaignVisits.campaignId, ids))
      .groupBy(campaignVisits.campaignId),
    db
      .select({
        id: campaignRegistrations.campaignId,
        registrations: count(),
        completions: sql<number>`(count(*) filter (where ${completedAt} is not null))::int`,
        hires: sql<number>`(count(*) filter (where ${wasHired}))::int`,
      })
      .from(campaignRegistrations)
      .leftJoin(surveyResults, eq(surveyResults.id, campaignRegistrations.surveyResultId))
      .where(inArray(campaignRegistrations.campaignId, ids))
      .groupBy(campaignRegistrations.campaignId),
  ]);
  for (const v of visits) counts.get(v.id)!.visits = Number(v.n);
  for (const r of registered) {
    Object.assign(counts.get(r.id)!, {
      registrations: Number(r.registrations),
      completions: Number(r.completions),
      hires: Number(r.hires),
    });
  }
  return counts;
}

/**
 * What a campaign's registrants are assessed for: its job's role (the job's title when the job names no role, as an
 * application to the job registers it: api/job-applications/register-applicant.ts), else the campaign's own role.
 */
export function campaignRole(
  job: { title: string; roleName: string | null } | null,
  campaignRoleName: string | null,
): string | null {
  return job ? (job.roleName ?? job.title) : campaignRoleName;
}

/** A campaign's JSON with the counts of the steps this brand counts. */
export function toCampaignJson(row: CampaignRow, counts: AllCounts): CampaignJson {
  const c = row.campaign;
  const json = {
    id: c.id,
    slug: c.slug,
    name: c.name,
    company: row.company,
    job: row.job,
    role_name: campaignRole(row.job && { title: row.job.title, roleName: row.jobRoleName }, c.roleName),
    channel: c.channel,
    status: c.status,
    starts_on: c.startsOn,
    ends_on: c.endsOn,
    instant_interview: c.instantInterview,
    counts: brandCounts(counts),
    created_by: row.createdBy,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
  return { ...json, open: isFunnelOpen(json) };
}

/** One campaign's JSON with its counts (404 outside the actor's scope). */
export async function getCampaign(db: Database, actor: Actor, id: number): Promise<CampaignJson> {
  const row = await findCampaign(db, actor, id);
  return toCampaignJson(row, (await countsFor(db, [id])).get(id)!);
}
