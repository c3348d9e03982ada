import type { AuditEntryJson } from "../../api/audit/contract";

export type AuditEntry = AuditEntryJson;

/** Page sizes the page offers (the API allows up to 100). */
export const PAGE_SIZES = [25, 50, 100] as const;

/** The list's defaults, left out of its URL. */
export const LIST_DEFAULTS = { limit: 50 } as const;

/**
 * A readable name for an action. `people` is the brand's word for the people assessed (brand.wording.candidates);
 * an action this page does not know yet (another feature's) shows as recorded.
 */
export function actionLabel(action: string, people: string): string {
  switch (action) {
    case "proxy.start":
      return "Support session started";
    case "proxy.end":
      return "Support session ended";
    case "proxy.write":
      return "Change in a support session";
    case "user.role_change":
      return "Role changed";
    case "user.company_change":
      return "User moved to another company";
    case "user.deactivate":
      return "User deactivated";
    case "user.reactivate":
      return "User reactivated";
    case "survey_results.export":
      return `${people} exported`;
    case "audit.export":
      return "Audit trail exported";
    default:
      return action;
  }
}

/** Who did it, as one line: "Olivia Owner", or "Olivia Owner (by Ava Admin, support)" in a proxy session. */
export function whoText(entry: Pick<AuditEntry, "actor" | "support_user">): string {
  const actor = entry.actor?.name ?? "Someone signed out";
  return entry.support_user ? `${actor} (by ${entry.support_user.name}, support)` : actor;
}

/** The time of an entry as the page shows it: day and minute, UTC (the trail's one clock). */
export function timeText(iso: string): string {
  return `${new Date(iso).toLocaleString("en-GB", { timeZone: "UTC", dateStyle: "medium", timeStyle: "short" })} UTC`;
}

/** One line of a company's Activity tab: a company event or an audit row. */
export interface ActivityItem {
  key: string;
  /** ISO time. */
  at: string;
  title: string;
  /** Who, and a proxy session's super admin. */
  who: string | null;
  /** Whether a super admin did it in a proxy session. */
  support: boolean;
}

/**
 * A company's activity, newest first: the events the app reports (company_events) and the audit trail's rows,
 * merged by time (the newest `limit`).
 */
export function companyActivity(
  events: {
    id: number;
    description: string;
    timestamp: string;
    user: { name: string } | null;
    proxy_super_user_id: number | null;
  }[],
  audit: AuditEntry[],
  people: string,
  limit = 50,
): ActivityItem[] {
  const items: ActivityItem[] = [
    ...events.map((e) => ({
      key: `event-${e.id}`,
      at: e.timestamp,
      title: e.description,
      who: e.user?.name ?? null,
      support: e.proxy_super_user_id !== null,
    })),
    ...audit.map((a) => ({
      key: `audit-${a.id}`,
      at: a.created_at,
      title:
        a.action === "proxy.write" ? `${actionLabel(a.action, people)}: ${a.summary}` : actionLabel(a.action, people),
      who: a.actor || a.support_user ? whoText(a) : null,
      support: a.support_user !== null,
    })),
  ];
  return items.sort((x, y) => Date.parse(y.at) - Date.parse(x.at)).slice(0, limit);
}
