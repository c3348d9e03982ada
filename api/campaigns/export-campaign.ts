import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { csvFile, type FileAnswer } from "../http/answers";
import { CSV_BOM, csvRecords } from "../utils/csv";
import { BRAND_STEPS, channelLabel, stepLabel } from "./brand-steps";
import { campaignStats } from "./campaign-stats";
import { findCampaign } from "./model";

/** The CSV's columns: the steps this brand counts, in its words. */
export const CAMPAIGN_CSV_HEADER = ["Section", "Date or channel", ...BRAND_STEPS.map(stepLabel)];

/**
 * GET /campaigns/{id}/export: the funnel as CSV with the product's CSV writer (csvRecords: quoting, formula-safe
 * cells): the totals, one line per channel and one per day. Counts only: no visitor or person appears in it.
 */
export async function exportCampaign(db: Database, actor: Actor, id: number): Promise<FileAnswer> {
  const { campaign } = await findCampaign(db, actor, id);
  const stats = await campaignStats(db, actor, id);
  const line = (cells: (string | number)[]) => csvRecords([cells]);
  const totals = Object.fromEntries(stats.steps.map((s) => [s.step, s.count])) as Record<string, number>;
  let body = CSV_BOM + line(CAMPAIGN_CSV_HEADER);
  body += line(["Total", campaign.name, ...BRAND_STEPS.map((s) => totals[s])]);
  for (const c of stats.channels)
    body += line(["Channel", channelLabel(c.channel), ...BRAND_STEPS.map((s) => c[s] ?? 0)]);
  for (const d of stats.days) body += line(["Day", d.date, ...BRAND_STEPS.map((s) => d[s] ?? 0)]);
  const slug =
    campaign.name
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 40) || "campaign";
  return csvFile(body, `campaign-${campaign.id}-${slug}.csv`);
}
