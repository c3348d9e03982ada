// The home page's data (spec §2 "/", as a dashboard): the acting user's company and its
// shareable assessment link, and the figures of the actor's tenant scope — new completions since the last visit,
// people by pipeline stage and time in stage (none for end stages), the completion rate of the links sent, open jobs (brands with jobs),
// people due for reassessment (brands with changes over time), a first-run checklist for the actor's own company,
// and for super admins the platform at a glance. Every figure counts inside the actor's scope only.
import { z } from "zod";
import { dataOf, operation, timestamp } from "../http/contract";

/** A new visit of the home page starts after this much time away; reloads within it keep "since" where it was. */
export const VISIT_GAP_MINUTES = 30;
/** Without an earlier visit, "new" means the last this many days. */
export const FIRST_VISIT_DAYS = 7;
/** The completion rate looks at the links sent in the last this many days. */
export const COMPLETION_WINDOW_DAYS = 30;
/** A person is due for reassessment this long after their latest assessment (a quarterly check-in). */
export const REASSESS_AFTER_DAYS = 90;
/** The platform view's completions per day cover this many days, today included. */
export const PLATFORM_DAYS = 14;
/** Lists on the home page show at most this many rows; their counts are complete. */
export const DASHBOARD_LIST_LIMIT = 5;

const int = z.number().int();
const personJson = z.object({
  id: int,
  first: z.string(),
  last: z.string(),
  company: z.object({ id: int, name: z.string() }),
});

export const stageJson = z.object({
  status: z.string(),
  /** People (not archived, not tests) whose assessment is in this stage now. */
  count: int,
  /** A stage where the journey has ended (the brand's `terminalStages`): nobody waits there. */
  terminal: z.boolean(),
  /**
   * Their average days in the stage so far (since their latest move, or since they registered), one decimal; null
   * for a terminal stage.
   */
  average_days: z.number().nullable(),
  longest_days: z.number().nullable(),
});
export type StageJson = z.infer<typeof stageJson>;

export const CHECKLIST_KEYS = ["invite-colleague", "share-link", "set-benchmark"] as const;
export type ChecklistKey = (typeof CHECKLIST_KEYS)[number];

export const dashboardJson = z.object({
  company: z.object({ id: int, name: z.string(), industry: z.string().nullable() }),
  /** Token of the company's shareable assessment link. */
  assessment_link_token: z.string(),
  /** What the figures cover: one company, a franchise's companies, or every company (super admins). */
  scope: z.object({ kind: z.enum(["company", "franchise", "all"]), companies: int }),
  new_completions: z.object({
    /** Completions after this moment count as new: the start of the previous visit (or FIRST_VISIT_DAYS ago). */
    since: timestamp,
    first_visit: z.boolean(),
    count: int,
    /** The newest of them, newest first. */
    latest: z.array(personJson.extend({ role_name: z.string(), submitted_at: timestamp })),
  }),
  /** People by pipeline stage, in the pipelines' order. */
  stages: z.array(stageJson),
  completion: z.object({
    window_days: int,
    /**
     * People sent the assessment link in the window: by a message carrying it or an invitation to reassess (each
     * person once; tests left out).
     */
    sent: int,
    /** Of them, those who submitted an assessment after their link was sent. */
    completed: int,
    /** completed / sent, 0…1; null when no link was sent. */
    rate: z.number().nullable(),
  }),
  /** Brands with jobs: published jobs and their applicants (null elsewhere). */
  jobs: z
    .object({
      open: int,
      top: z.array(
        z.object({
          id: int,
          title: z.string(),
          company: z.object({ id: int, name: z.string() }),
          applicants: int,
          new_applicants: int,
        }),
      ),
    })
    .nullable(),
  /** Brands with changes over time: people whose latest assessment is REASSESS_AFTER_DAYS old (null elsewhere). */
  reassessment: z
    .object({
      after_days: int,
      due: int,
      /** The longest-waiting first. */
      people: z.array(personJson.extend({ last_assessed_at: timestamp })),
    })
    .nullable(),
  /** The first steps of the actor's own company, each ticked from its data (null for super admins). */
  checklist: z
    .object({
      items: z.array(z.object({ key: z.enum(CHECKLIST_KEYS), done: z.boolean() })),
      complete: z.boolean(),
    })
    .nullable(),
  /** Super admins: the platform at a glance (null for everyone else). */
  platform: z
    .object({
      companies: int,
      new_companies_30d: int,
      active_users: int,
      /** Companies with an assessment started or finished in the last 30 days. */
      active_companies_30d: int,
      /** Oldest day first, PLATFORM_DAYS days up to today (UTC dates). */
      completions_per_day: z.array(z.object({ date: z.string().describe("YYYY-MM-DD"), count: int })),
      /** The companies with the most completions in the last 30 days. */
      most_active: z.array(
        z.object({ id: int, name: z.string(), completions_30d: int, last_activity_at: timestamp.nullable() }),
      ),
    })
    .nullable(),
});
export type DashboardJson = z.infer<typeof dashboardJson>;

export const visitJson = z.object({
  /** When the current visit began. */
  visit_at: timestamp.nullable(),
  /** When the visit before it began: the dashboard counts "new" from here. */
  previous_visit_at: timestamp.nullable(),
});
export type VisitJson = z.infer<typeof visitJson>;

export const dashboardContract = {
  get: operation({
    method: "GET",
    path: "/dashboard",
    summary:
      "The home page's figures for the acting user's scope: new completions since the last visit, people by stage " +
      "and time in stage, the link's completion rate, open jobs or people due for reassessment (by brand), the " +
      "company's first steps, and for super admins the platform",
    description:
      "Answers the home page's figures for the acting user's scope; which figures appear depends on the brand and the user's role.",
    access: "signed-in",
    response: dataOf(dashboardJson),
    errors: [404],
  }),
  visit: operation({
    method: "POST",
    observation: true,
    path: "/dashboard/visits",
    summary:
      `Record a visit of the home page: after ${VISIT_GAP_MINUTES} minutes away a new visit begins and the one ` +
      "before becomes the point new completions count from. A super admin acting as someone records nothing",
    description:
      "Records a visit of the home page, so the next one can show what is new since; a super admin acting as someone records nothing.",
    access: "signed-in",
    response: dataOf(visitJson),
    errors: [],
  }),
};
