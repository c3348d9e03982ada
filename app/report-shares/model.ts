// What the share panel and the shared report page work with. Safe for browser code.
import { formatDate } from "../../domain/format";
import type { ActionResult } from "~/ui/action";
import type { ShareJson, SharedReportJson, ShareState } from "../../api/report-shares/contract";

export type { ShareJson, SharedReportJson, ShareState };

/** The expiries a coach chooses from, in days (the API takes 1–90). */
export const EXPIRY_CHOICES = [7, 14, 30, 90] as const;
export const DEFAULT_EXPIRY_DAYS = 14;

/** A link just made: its full URL is shown this once (it is never stored). */
export interface CreatedShare {
  id: number;
  url: string;
  expires_at: string;
}

export type ShareActionResult = ActionResult<{ created?: CreatedShare; revoked?: ShareJson }>;

/** What the panel's loader answers. */
export interface SharesData {
  shares: ShareJson[];
  /** The list could not be loaded (the panel offers to try again). */
  failed?: boolean;
}

export const STATE_LABELS: Record<ShareState, { label: string; color: string }> = {
  active: { label: "Active", color: "green" },
  expired: { label: "Expired", color: "gray" },
  revoked: { label: "Revoked", color: "red" },
};

/** A date as the panel shows it ("12 Mar 2026"), the same on server and browser. */
export function shortDate(iso: string | null): string {
  return formatDate(iso);
}
