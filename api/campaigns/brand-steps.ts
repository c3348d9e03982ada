// What this brand's campaigns count and offer, and their labels (brands/<brand>/index.ts `campaigns` and
// `wording.campaigns`): the hiring brand counts visits, registrations, completions and hires; the coaching brand
// counts invitations opened, assessments started and completed, never hires. Shared by the API (its answers and CSV)
// and the pages.
import brand from "~brand";
import type { CampaignChannel, FunnelStep } from "../../domain/campaigns";
import type { StepCounts } from "./contract";

/** The steps this brand counts, in order. */
export const BRAND_STEPS: readonly FunnelStep[] = brand.campaigns.steps;
/** The channels this brand's campaigns are shared through. */
export const BRAND_CHANNELS: readonly CampaignChannel[] = brand.campaigns.channels;

export const stepLabel = (step: FunnelStep): string => brand.wording.campaigns.steps[step] ?? step;

/** A channel's label; one the brand does not offer (a link's `?via=` may still carry it) is "Other". */
export const channelLabel = (channel: CampaignChannel): string => brand.wording.campaigns.channels[channel] ?? "Other";

/** Only the steps this brand counts, in its order. */
export function brandCounts(all: Required<StepCounts>): StepCounts {
  return Object.fromEntries(BRAND_STEPS.map((step) => [step, all[step]])) as StepCounts;
}
