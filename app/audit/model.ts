import { formatDate } from "../../domain/format";
import brand from "~brand";
import type { AuditEntryJson } from "../../api/audit/contract";

export type AuditEntry = AuditEntryJson;

/** Page sizes the page offers (the API allows up to 100). */
export const PAGE_SIZES = [25, 50, 100] as const;

/** The list's defaults, left out of its URL. */
export const LIST_DEFAULTS = { limit: 50 } as const;

/**
 * The kinds of person or object an entry can concern, for the "Concerning" filter (the API's `subject_type`), in the
 * brand's words and only those of features the brand has.
 */
export const SUBJECT_KINDS: { value: string; label: string }[] = [
  { value: "user", label: "Users" },
  { value: "survey_result", label: brand.wording.candidates },
  { value: "job_application", label: "Applications", feature: brand.features.jobs },
  { value: "campaign", label: "Campaigns", feature: brand.features.campaigns },
  { value: "message_batch", label: "Messages" },
  { value: "message_template", label: "Message templates" },
  { value: "custom_interview_question", label: "Interview questions", feature: brand.features.interviewQuestions },
  { value: "resume_analysis", label: "Resume analyses", feature: brand.features.resumeAnalysis },
  { value: "book_code", label: "Book codes", feature: brand.features.bookCodeSystem },
  { value: "book_code_batch", label: "Book code batches", feature: brand.features.bookCodeSystem },
  { value: "academy_course", label: "Courses", feature: brand.features.academy },
  { value: "report_mapping", label: "Report texts", feature: brand.features.reportConfigurator },
  { value: "webhook", label: "Webhooks" },
  { value: "company", label: "Companies" },
]
  .filter((kind) => kind.feature !== false)
  .map(({ value, label }) => ({ value, label }));

/**
 * The entry's details when they add to its action's name: "Company user → Company owner" for a role change, none
 * for a deactivation whose summary only repeats "User deactivated".
 */
export function detailsText(entry: Pick<AuditEntry, "action_label" | "details">): string | null {
  const details = entry.details.trim();
  const same = (a: string, b: string) => a.toLowerCase().replace(/\.$/, "") === b.toLowerCase();
  return details && !same(details, entry.action_label) ? details : null;
}

/** One entry as a line of text: "Role changed — Rita Recruiter: Company user → Company owner". */
export function headline(entry: Pick<AuditEntry, "action_label" | "details" | "subject">): string {
  const details = detailsText(entry);
  return `${entry.action_label}${entry.subject ? ` — ${entry.subject.name}` : ""}${details ? `: ${details}` : ""}`;
}

/** The time of an entry as the page shows it: day and minute, UTC (the trail's one clock). */
export function timeText(iso: string): string {
  return formatDate(iso, { style: "dateTime" });
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
      title: headline(a),
      who: a.who,
      support: a.support_user !== null,
    })),
  ];
  return items.sort((x, y) => Date.parse(y.at) - Date.parse(x.at)).slice(0, limit);
}
