import type { Response } from "express";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../db/client";
import { SENT } from "../http/implement";
import { csvCell } from "../survey-results/export-survey-results";
import { CHANNEL_LABELS, STEP_LABELS, FUNNEL_STEPS } from "./contract";
import { campaignStats } from "./campaign-stats";
import { findCampaign } from "./model";

export const CAMPAIGN_CSV_HEADER = ["Section", "Date or channel", ...FUNNEL_STEPS.map((s) => STEP_LABELS[s])];

/**
 * GET /campaigns/{id}/export: the funnel as CSV with the product's CSV writer (csvCell: quoting, formula-safe
 * cells): the totals, one line per channel and one per day. Counts only: no visitor or candidate appears in it.
 */
export async function exportCampaign(db: Database, actor: Actor, id: number, res: Response): Promise<typeof SENT> {
  const { campaign } = await findCampaign(db, actor, id);
  const stats = await campaignStats(db, actor, id);
  const line = (cells: (string | number)[]) => cells.map(csvCell).join(",") + "\r\n";
  const totals = Object.fromEntries(stats.steps.map((s) => [s.step, s.count])) as Record<string, number>;
  let body = `\uFEFF${line(CAMPAIGN_CSV_HEADER)}`;
  body += line(["Total", campaign.name, ...FUNNEL_STEPS.map((s) => totals[s])]);
  for (const c of stats.channels)
    body += line(["Channel", CHANNEL_LABELS[c.channel], ...FUNNEL_STEPS.map((s) => c[s])]);
  for (const d of stats.days) body += line(["Day", d.date, ...FUNNEL_STEPS.map((s) => d[s])]);
  const slug =
    campaign.name
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 40) || "campaign";
  res.status(200);
  res.setHeader("Content-Type", "text/csv; charset=utf-8");
  res.setHeader("Content-Disposition", `attachment; filename="campaign-${campaign.id}-${slug}.csv"`);
  res.setHeader("Cache-Control", "no-store");
  res.end(body);
  return SENT;
}
