// Counting a funnel's steps on the server. Visits: one row per page view of an open funnel. Registrations: the
// assessment registered with the funnel's campaign (carried through /survey/register). Completions and hires are
// read from the assessment itself (its submission, its pipeline history), see api/campaigns/model.ts.
import { and, eq } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { campaignRegistrations, campaignVisits, campaigns, surveyResults } from "../../server/db/schema/index";
import type { CampaignChannel } from "../../domain/campaigns";
import { startInstantInterview } from "../instant-interviews/start";
import { campaignRole } from "../campaigns/model";
import { findSurveyLink } from "../surveys/find-survey-link";
import { offeredRole } from "./contract";
import { findFunnel } from "./get-funnel";

/** POST /funnels/{slug}/visits: counts a visit of an open funnel (a closed one counts nothing). */
export async function recordVisit(db: Database, slug: string, channel?: CampaignChannel) {
  const { campaign, open } = await findFunnel(db, slug);
  if (!open) return { counted: false };
  await db.insert(campaignVisits).values({ campaignId: campaign.id, channel: channel ?? campaign.channel });
  return { counted: true };
}

/**
 * The role a registration through a funnel is for: its job's role, as the company offers it (offeredRole), when the
 * funnel is open and belongs to the company of the assessment link used. Otherwise null: the person's answer stands.
 */
export async function funnelRoleFor(db: Database, slug: string, linkToken: string): Promise<string | null> {
  const funnel = await findFunnel(db, slug).catch(() => null);
  if (!funnel?.open || !funnel.job || funnel.company.token !== linkToken) return null;
  const link = await findSurveyLink(db, linkToken);
  return offeredRole(campaignRole(funnel.job, null), link?.role_names.map((r) => r.name) ?? []);
}

/**
 * Ties a new assessment to the funnel it came through, when that funnel is open and its campaign is the
 * assessment's company's. Never fails the registration: a stale or foreign campaign id is simply not counted.
 */
export async function recordRegistration(
  db: Database,
  surveyResultUuid: string,
  funnel: { slug: string; channel?: CampaignChannel | null },
): Promise<boolean> {
  const [row] = await db
    .select({ campaign: campaigns, resultId: surveyResults.id })
    .from(campaigns)
    .innerJoin(surveyResults, eq(surveyResults.companyId, campaigns.companyId))
    .where(and(eq(campaigns.slug, funnel.slug), eq(surveyResults.uuid, surveyResultUuid)));
  if (!row) return false;
  const { open } = await findFunnel(db, funnel.slug);
  if (!open) return false;
  const inserted = await db
    .insert(campaignRegistrations)
    .values({
      campaignId: row.campaign.id,
      surveyResultId: row.resultId,
      channel: funnel.channel ?? row.campaign.channel,
    })
    .onConflictDoNothing()
    .returning({ id: campaignRegistrations.id });
  return inserted.length > 0;
}

/**
 * After an assessment is submitted: when it came through a funnel whose campaign goes on into the instant interview,
 * start it (api/instant-interviews/start.ts; idempotent), so that the thank-you page finds it.
 */
export async function afterFunnelCompletion(db: Database, surveyResultUuid: string): Promise<void> {
  const [row] = await db
    .select({ id: surveyResults.id, instantInterview: campaigns.instantInterview })
    .from(campaignRegistrations)
    .innerJoin(surveyResults, eq(surveyResults.id, campaignRegistrations.surveyResultId))
    .innerJoin(campaigns, eq(campaigns.id, campaignRegistrations.campaignId))
    .where(eq(surveyResults.uuid, surveyResultUuid));
  if (row?.instantInterview) await startInstantInterview(db, row.id, "campaign");
}
