// A campaign's channels and statuses: shared by the schema (its check constraints) and the contract (pure, so the
// app may import it through the contract).

export const CAMPAIGN_CHANNELS = ["link", "qr_code", "job_board", "email", "social"] as const;
export type CampaignChannel = (typeof CAMPAIGN_CHANNELS)[number];

export const CAMPAIGN_STATUSES = ["draft", "live", "paused", "ended"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: "Draft",
  live: "Live",
  paused: "Paused",
  ended: "Ended",
};

/**
 * Every step a funnel can count, in order; each brand counts some of them (`brand.campaigns.steps`) and names them
 * in its own words (`brand.wording.campaigns.steps`, api/campaigns/brand-steps.ts).
 */
export const FUNNEL_STEPS = ["visits", "registrations", "completions", "hires"] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** A pipeline status that means hired (the demo and default pipelines name it so); case does not matter. */
export const HIRED_STATUS = "hired";

/** A date as the campaign stores it (YYYY-MM-DD), today in UTC. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** Whether a campaign's funnel takes visitors now: live, and today within its dates (either may be open). */
export function isFunnelOpen(
  campaign: { status: CampaignStatus; starts_on: string | null; ends_on: string | null },
  today = todayUtc(),
): boolean {
  if (campaign.status !== "live") return false;
  if (campaign.starts_on && today < campaign.starts_on) return false;
  if (campaign.ends_on && today > campaign.ends_on) return false;
  return true;
}

/** The public funnel's path; `via` names the channel a link or QR code was shared through. */
export const funnelPath = (slug: string, via?: CampaignChannel) => `/funnels/${slug}${via ? `?via=${via}` : ""}`;
