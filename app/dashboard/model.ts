// The home dashboard's wording and small calculations (safe for browser code). The brand's words come from `~brand`,
// so the coaching brand speaks of people and the hiring brand of candidates.
import { formatDate } from "../../domain/format";
import brand from "~brand";
import type { ChecklistKey, DashboardJson } from "../../api/dashboard/contract";

export type Dashboard = DashboardJson;

/** The people assessed, in running text ("candidates" / "people"). */
export const peopleWord = brand.wording.people;

/** "75 %" from 0.75; "—" when there is nothing to divide. */
export function percentText(rate: number | null): string {
  return rate === null ? "—" : `${Math.round(rate * 100)} %`;
}

/** "less than a day", "1 day", "3.5 days". */
export function daysText(days: number): string {
  if (days < 1) return "less than a day";
  const rounded = days >= 10 ? Math.round(days) : Math.round(days * 10) / 10;
  return `${rounded} ${rounded === 1 ? "day" : "days"}`;
}

/** "since your last visit on 3 Mar" / "in the last 7 days" (a first visit). */
export function sinceText(newCompletions: Dashboard["new_completions"], firstVisitDays = 7): string {
  if (newCompletions.first_visit) return `in the last ${firstVisitDays} days`;
  const date = formatDate(newCompletions.since, { style: "dayMonth" });
  return `since your last visit (${date})`;
}

/** What the completion rate counts: people sent the assessment link, and of them those who finished after it. */
export function completionNote(completion: Dashboard["completion"]): string {
  const days = completion.window_days;
  if (completion.sent === 0) return `no assessment link sent by message or invitation in ${days} days`;
  return `${completion.completed} of ${completion.sent} ${completion.sent === 1 ? "person" : "people"} sent the link in ${days} days finished`;
}

/** Where the people in stages are, in the reader's scope: a super admin's are every company's, not "yours". */
export function stagesNote(scope: Dashboard["scope"]["kind"]): string {
  if (scope === "all") return "in all companies' stages now";
  if (scope === "franchise") return "in your franchise's stages now";
  return "in your stages now";
}

/** Under the stages table: why its end stages show no time ("Hired and Not a fit end the journey: …"). */
export function endStagesNote(stages: string[]): string {
  const names = new Intl.ListFormat("en-US", { type: "conjunction" }).format(stages);
  return `${names} ${stages.length === 1 ? "ends" : "end"} the journey: nobody waits there, so no time in stage is shown.`;
}

/** "Nov 24" from "2026-11-24" (the platform chart's day labels). */
export const dayLabel = (date: string): string => formatDate(date, { style: "dayMonth" });

export interface ChecklistStep {
  key: ChecklistKey;
  done: boolean;
  title: string;
  description: string;
  /** Where to do it, when this user can. */
  href?: string;
  action?: string;
}

/** The first-run checklist's steps, with what to do next for the ones still open. */
export function checklistSteps(
  items: { key: ChecklistKey; done: boolean }[],
  can: { manageUsers: boolean; manageBenchmarks: boolean },
): ChecklistStep[] {
  const steps: Record<ChecklistKey, Omit<ChecklistStep, "key" | "done">> = {
    "invite-colleague": {
      title: "Invite a colleague",
      description: can.manageUsers
        ? "Add the people you work with so they can see results too."
        : "Ask your company owner to add the colleagues you work with.",
      ...(can.manageUsers && { href: "/user-management", action: "Invite a colleague" }),
    },
    "share-link": {
      title: "Share your assessment link",
      description: `Send the link below to ${peopleWord}; their results appear here as soon as they finish.`,
    },
    "set-benchmark": {
      title: "Set a role benchmark",
      description: can.manageBenchmarks
        ? `A benchmark shows how well ${peopleWord} fit a role.`
        : `A benchmark shows how well ${peopleWord} fit a role. Write to ${brand.wording.supportContact} to set one up.`,
      ...(can.manageBenchmarks && { href: "/role-benchmarks/add", action: "Set a benchmark" }),
    },
  };
  return items.map((item) => ({ ...item, ...steps[item.key] }));
}

/** The candidates list filtered to one stage. */
export const stageHref = (status: string) => `/candidates?${new URLSearchParams({ status })}`;
