// Who a message goes to, as the compose page's URL carries it: `ids=1,2,3` (the list's selection) or `all=1` with
// the list's own filters (everyone matching them). Shared by the page, its action and the list's buttons.
import { formatDate } from "../../domain/format";
import { formatNumber } from "../../domain/format";

export type Audience =
  { kind: "ids"; ids: number[] } | { kind: "filters"; filters: Record<string, string> } | { kind: "none" };

/** The list's paging and sorting say nothing about who matches. */
const NOT_FILTERS = new Set(["all", "ids", "page", "limit", "sort_by", "order_by"]);

export function audienceOf(params: URLSearchParams): Audience {
  const ids = (params.get("ids") ?? "")
    .split(",")
    .map((v) => Number(v))
    .filter((n) => Number.isInteger(n) && n > 0);
  if (ids.length) return { kind: "ids", ids: [...new Set(ids)] };
  if (params.get("all") === "1") {
    const filters: Record<string, string> = {};
    for (const [key, value] of params) if (!NOT_FILTERS.has(key) && value !== "") filters[key] = value;
    return { kind: "filters", filters };
  }
  return { kind: "none" };
}

/** The compose page for the list's selection. */
export const composeSelectedHref = (ids: number[]) => `/messages/new?ids=${ids.join(",")}`;

/** The compose page for everyone the list's current filters match (its URL's query). */
export function composeMatchingHref(listSearch: string) {
  const params = new URLSearchParams(listSearch);
  for (const key of ["page", "limit", "sort_by", "order_by", "ids"]) params.delete(key);
  params.set("all", "1");
  return `/messages/new?${params.toString()}`;
}

export const STATUS_LABELS = {
  pending: "Waiting",
  sending: "Sending",
  sent: "Sent",
  skipped: "Skipped",
  failed: "Failed",
} as const;

export const STATUS_COLORS = {
  pending: "gray",
  sending: "blue",
  sent: "green",
  skipped: "yellow",
  failed: "red",
} as const;

/**
 * The variables the compose and template forms list (a part of the API's MESSAGE_VARIABLES). `{{ job }}` is offered
 * only where people apply to jobs (the brand's jobs feature): there it is the job's title and `{{ role }}` the role.
 * Elsewhere nobody applies to anything, so only `{{ role }}` is offered (the API still fills an old `{{ job }}` with
 * the role).
 */
export function variableHelp(jobs: boolean): string {
  const role = jobs
    ? "{{ job }} (the title of the job they applied for; their role if they have not applied to one), {{ role }} (their role)"
    : "{{ role }} (their role)";
  return `Variables: {{ name }}, {{ full_name }}, ${role}, {{ company }}, {{ link }} (the assessment link), {{ brand }}.`;
}

/** The past sends' list: its page sizes and the defaults left out of its URL. */
export const HISTORY_PAGE_SIZES = [25, 50, 100] as const;
export const HISTORY_DEFAULTS = { limit: 25 } as const;

/** When a send was made: "Nov 29, 2026, 9:58 PM UTC" (UTC, so server and browser agree). */
export const sentAtText = (iso: string) => formatDate(iso, { style: "dateTime" });

/** A send's results in words, the ones that happened: "12 sent · 1 opted out · 1 failed". */
export function resultsText(b: {
  sent: number;
  skipped: number;
  opted_out: number;
  failed: number;
  pending: number;
}): string {
  const parts = [`${formatNumber(b.sent)} sent`];
  if (b.opted_out) parts.push(`${formatNumber(b.opted_out)} opted out`);
  const otherSkips = b.skipped - b.opted_out;
  if (otherSkips) parts.push(`${formatNumber(otherSkips)} skipped`);
  if (b.failed) parts.push(`${formatNumber(b.failed)} failed`);
  if (b.pending) parts.push(`${formatNumber(b.pending)} waiting`);
  return parts.join(" · ");
}
