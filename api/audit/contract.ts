// The audit trail: support sessions and every write in them, role changes, deactivations and data
// exports, with who did it (and the super admin behind a proxy session). Super admins read every company's rows;
// franchise and company owners those of the companies in their scope (`audit:read`, ADR 006 tenant scope).
import { z } from "zod";
import { dataOf, id, operation, pageOf, pageQuery, searchText, timestamp } from "../http/contract";

const day = z.iso.date({ error: "must be a date (YYYY-MM-DD)" });

/** The filters the list and its export share. */
const auditFilters = {
  company_id: id("a company id").optional(),
  /** One action exactly, by its code, e.g. `user.role_change` (GET /audit/actions lists them with their words). */
  action: z
    .string()
    .trim()
    .max(100, "must be at most 100 characters")
    .regex(/^[a-z0-9_.-]*$/, "must be an action such as user.deactivate")
    .optional(),
  /** What the rows were done to, by kind, e.g. `user`, `survey_result`, `campaign`. */
  subject_type: z
    .string()
    .trim()
    .max(50, "must be at most 50 characters")
    .regex(/^[a-z_]*$/, "must be a kind of object such as user or survey_result")
    .optional(),
  /** With `subject_type`: the one person or object the rows were done to (its whole history). */
  subject_id: id("an id of the person or object").optional(),
  /** Part of the name or e-mail of who acted, or of the super admin behind a proxy session. */
  search: searchText().optional(),
  /** From this day (UTC) on, inclusive. */
  from: day.optional(),
  /** Up to this day (UTC), inclusive. */
  to: day.optional(),
};

const datesInOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const datesMessage = { path: ["to"], message: "must not be before from" };
const subjectWithKind = (q: { subject_type?: string; subject_id?: number }) =>
  q.subject_id === undefined || Boolean(q.subject_type);
// Said on subject_id, so a page whose URL has an id alone drops that id and keeps its other filters.
const subjectMessage = { path: ["subject_id"], message: "needs subject_type (the kind of object the id is)" };

export const auditSearchQuery = z
  .object({ ...auditFilters, ...pageQuery({ maxLimit: 100, defaultLimit: 50 }) })
  .refine(datesInOrder, datesMessage)
  .refine(subjectWithKind, subjectMessage);
export type AuditSearch = z.output<typeof auditSearchQuery>;

export const auditExportQuery = z
  .object(auditFilters)
  .refine(datesInOrder, datesMessage)
  .refine(subjectWithKind, subjectMessage);
export type AuditFilters = z.output<typeof auditExportQuery>;

const person = z.object({ id: z.number().int(), name: z.string() });

/** What a row was done to, named at read time inside the reader's scope. */
const auditSubject = z.object({
  /** The kind of object, e.g. `user`, `survey_result`, `campaign`. */
  type: z.string(),
  id: z.number().int(),
  /**
   * Its name now, e.g. "Rita Recruiter"; for one erased, deleted or outside the reader's companies a plain noun such
   * as "(erased person)".
   */
  name: z.string(),
  /** The app page that shows it (a path such as `/survey-results/12`), or null when there is none to open. */
  link: z.string().nullable(),
});

export const auditEntryJson = z.object({
  id: z.number().int(),
  /** The recorded code, e.g. `user.role_change` (what the action filter takes). */
  action: z.string(),
  /** The action in words, in the brand's wording, e.g. "Role changed". */
  action_label: z.string(),
  created_at: timestamp,
  company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Who acted (in a proxy session: the user acted as); null when no one signed in or the user is gone. */
  actor: person.nullable(),
  /** The super admin behind a proxy session. */
  support_user: person.nullable(),
  /**
   * Who acted, in words: "Olivia Owner", "Olivia Owner (by Ava Admin, support)", or what acted when no one was
   * signed in, e.g. "The recipient, by unsubscribe link".
   */
  who: z.string(),
  subject_type: z.string().nullable(),
  subject_id: z.number().int().nullable(),
  /** What it was done to, named; null for an action on no particular person or object. */
  subject: auditSubject.nullable(),
  /** The summary as recorded (ids and counts, no personal data). */
  summary: z.string(),
  /**
   * The summary in plain words, e.g. "Company user → Company owner", "Filtered by search and status"; empty when it
   * adds nothing to the action's words and its subject.
   */
  details: z.string(),
  /** The HTTP status of a recorded proxy write. */
  status: z.number().int().nullable(),
});
export type AuditEntryJson = z.infer<typeof auditEntryJson>;

export const auditContract = {
  search: operation({
    method: "GET",
    path: "/audit",
    summary: "The audit trail of the companies in the caller's scope, newest first, filtered and paged",
    description:
      "Answers a page of the audit trail of the companies in the caller's scope, newest first, filtered by action, actor, company, what it was done to and dates.",
    access: "audit:read",
    denied: "Only owners and super admins read the audit trail",
    query: auditSearchQuery,
    response: pageOf(auditEntryJson),
    errors: [400, 403, 404],
  }),
  actions: operation({
    method: "GET",
    path: "/audit/actions",
    summary: "The actions recorded in the caller's scope (for the action filter)",
    description: "Answers the actions recorded in the caller's scope, for the action filter.",
    access: "audit:read",
    denied: "Only owners and super admins read the audit trail",
    response: dataOf(
      z.array(
        z.object({
          /** The recorded code, e.g. `user.role_change`. */
          action: z.string(),
          /** The action in words, e.g. "Role changed". */
          label: z.string(),
        }),
      ),
    ),
    errors: [403],
  }),
  export: operation({
    method: "GET",
    path: "/audit/export",
    summary: "Every audit row the filters select, as CSV (at most 50,000, newest first)",
    description: "Answers every audit row the filters select as a CSV file, newest first, at most 50,000 rows.",
    access: "audit:read",
    denied: "Only owners and super admins read the audit trail",
    query: auditExportQuery,
    produces: "text/csv",
    status: 200,
    errors: [400, 403, 404],
  }),
};
