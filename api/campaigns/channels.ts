// A campaign's channels and statuses: shared by the schema (its check constraints) and the contract (pure, so the
// app may import it through the contract).

export const CAMPAIGN_CHANNELS = ["link", "qr_code", "job_board", "email", "social"] as const;
export type CampaignChannel = (typeof CAMPAIGN_CHANNELS)[number];
export const CHANNEL_LABELS: Record<CampaignChannel, string> = {
  link: "Link",
  qr_code: "QR code",
  job_board: "Job board",
  email: "E-mail",
  social: "Social",
};

export const CAMPAIGN_STATUSES = ["draft", "live", "paused", "ended"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: "Draft",
  live: "Live",
  paused: "Paused",
  ended: "Ended",
};

/** The funnel's steps, in order. */
export const FUNNEL_STEPS = ["visits", "registrations", "completions", "hires"] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
export const STEP_LABELS: Record<FunnelStep, string> = {
  visits: "Visits",
  registrations: "Registrations",
  completions: "Completions",
  hires: "Hires",
};

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
