import { asc, count, eq, sql } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import {
  campaignRegistrations,
  campaignVisits,
  surveyResultStatusChanges,
  surveyResults,
} from "../../server/db/schema/index";
import { BRAND_STEPS, brandCounts } from "./brand-steps";
import { CAMPAIGN_CHANNELS, HIRED_STATUS, type CampaignStats } from "./contract";
import { completedAt, findCampaign, wasHired, ZERO, type AllCounts } from "./model";

type Step = keyof AllCounts;

/** The UTC day of a timestamp column, as YYYY-MM-DD. */
const day = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * GET /campaigns/{id}/stats: each step's count and its conversion from the step before, the same per channel (the
 * channel the visitor's link carried), and per UTC day: a visit on the day it happened, a registration on its day, a
 * completion on the day the assessment was submitted, a hire on the day its stage first became a hired one (for an
 * erased person, the dates kept on the registration: ADR 073). Only the
 * steps the brand counts are answered (brand-steps.ts), each step's conversion from the brand's step before it.
 */
export async function campaignStats(db: Database, actor: Actor, id: number): Promise<CampaignStats> {
  const { campaign } = await findCampaign(db, actor, id);
  // A live assessment's first move into a hired stage; an erased one's copied date (ADR 073).
  const hiredAt = sql`coalesce(${campaignRegistrations.hiredAt}, (select min(${surveyResultStatusChanges.changedAt})
    from ${surveyResultStatusChanges}
    where ${surveyResultStatusChanges.surveyResultId} = ${surveyResults.id}
      and lower(${surveyResultStatusChanges.toStatus}) = ${HIRED_STATUS}), ${surveyResults.updatedAt})`;
  const registered = () =>
    db
      .select({
        channel: campaignRegistrations.channel,
        registeredOn: day(campaignRegistrations.registeredAt),
        completedOn: sql<string | null>`case when ${completedAt} is null then null else ${day(completedAt)} end`,
        hiredOn: sql<string | null>`case when ${wasHired} then ${day(hiredAt)} else null end`,
      })
      .from(campaignRegistrations)
      .leftJoin(surveyResults, eq(surveyResults.id, campaignRegistrations.surveyResultId))
      .where(eq(campaignRegistrations.campaignId, campaign.id));
  const [visits, registrations] = await Promise.all([
    db
      .select({ channel: campaignVisits.channel, date: day(campaignVisits.visitedAt), n: count() })
      .from(campaignVisits)
      .where(eq(campaignVisits.campaignId, campaign.id))
      .groupBy(campaignVisits.channel, day(campaignVisits.visitedAt))
      .orderBy(asc(day(campaignVisits.visitedAt))),
    registered(),
  ]);

  const total: AllCounts = { ...ZERO };
  const byChannel = new Map<string, AllCounts>();
  const byDay = new Map<string, AllCounts>();
  const add = (step: Step, channel: string, date: string, n = 1) => {
    total[step] += n;
    if (!byChannel.has(channel)) byChannel.set(channel, { ...ZERO });
    byChannel.get(channel)![step] += n;
    if (!byDay.has(date)) byDay.set(date, { ...ZERO });
    byDay.get(date)![step] += n;
  };
  for (const v of visits) add("visits", v.channel, v.date, Number(v.n));
  for (const r of registrations) {
    add("registrations", r.channel, r.registeredOn);
    if (r.completedOn) add("completions", r.channel, r.completedOn);
    if (r.hiredOn) add("hires", r.channel, r.hiredOn);
  }

  const rate = (n: number, of: number) => (of > 0 ? n / of : null);
  return {
    steps: BRAND_STEPS.map((step, i) => ({
      step,
      count: total[step],
      conversion: i === 0 ? null : rate(total[step], total[BRAND_STEPS[i - 1]]),
    })),
    channels: CAMPAIGN_CHANNELS.filter((c) => byChannel.has(c)).map((channel) => ({
      channel,
      ...brandCounts(byChannel.get(channel)!),
    })),
    days: [...byDay.keys()].sort().map((date) => ({ date, ...brandCounts(byDay.get(date)!) })),
  };
}
