// Sharing one person's growth report through a read-only link (spec §7 survey-results
// `public/encode-report-payload`). A coach creates a link: a share row (revocable, expiring) and an
// encrypted, signed payload naming it, shown once. Anyone holding the link opens that one report without signing in,
// until it expires or is revoked; the answer holds the report and nothing else about the person or the company.
import { z } from "zod";
import { growthReportJson, SCALE_CODES } from "../growth-reports/contract";
import { dataOf, id, idParam, operation, timestamp } from "../http/contract";

export const SHARE_EXPIRY_DAYS = { min: 1, max: 90, default: 14 } as const;
/** A payload is a few hundred characters; anything much longer is not one of ours. */
export const MAX_PAYLOAD_LENGTH = 2000;
/** Where the app serves a shared report; the payload follows. */
export const SHARED_REPORT_PATH = "/shared/report/";

/** What a visitor is told: the same for every kind of invalid link, so nothing is learnt by probing. */
export const SHARE_INVALID = "This link is not valid.";
export const SHARE_GONE = "This link has expired or was revoked.";

const days = `must be a whole number of days from ${SHARE_EXPIRY_DAYS.min} to ${SHARE_EXPIRY_DAYS.max}`;
export const shareCreateInput = z
  .object({
    survey_result_id: id("a survey result id"),
    expires_in_days: z
      .number({ error: days })
      .int(days)
      .min(SHARE_EXPIRY_DAYS.min, days)
      .max(SHARE_EXPIRY_DAYS.max, days)
      .default(SHARE_EXPIRY_DAYS.default),
    /** The role benchmark the shared report compares with; absent or null: the profile's own extremes. */
    benchmark_id: id("a role benchmark id").nullable().optional(),
  })
  .strict();
export type ShareCreateInput = z.infer<typeof shareCreateInput>;

export const shareCreatedJson = z.object({
  id: z.number().int(),
  /** The app's path of the link (`/shared/report/<payload>`): shown once, never stored or listed. */
  path: z.string(),
  expires_at: timestamp,
});

export const SHARE_STATES = ["active", "expired", "revoked"] as const;
export type ShareState = (typeof SHARE_STATES)[number];

export const shareJson = z.object({
  id: z.number().int(),
  created_at: timestamp,
  expires_at: timestamp,
  revoked_at: timestamp.nullable(),
  last_opened_at: timestamp.nullable(),
  created_by: z.object({ first: z.string(), last: z.string() }).nullable(),
  /** Revoked wins over expired. */
  state: z.enum(SHARE_STATES),
});
export type ShareJson = z.infer<typeof shareJson>;

export const sharesQuery = z.object({ survey_result_id: id("a survey result id") });

export const sharedReportQuery = z.object({
  payload: z
    .string({ error: "is required" })
    .min(1, "is required")
    .max(MAX_PAYLOAD_LENGTH, `must be at most ${MAX_PAYLOAD_LENGTH} characters`),
});

const actionPlanStepJson = z.object({
  id: z.string(),
  text: z.string(),
  due_on: z.string().nullable(),
  done: z.boolean(),
});
const actionPlanGoalJson = z.object({
  id: z.string(),
  title: z.string(),
  scale: z.enum(SCALE_CODES).nullable(),
  due_on: z.string().nullable(),
  done: z.boolean(),
  steps: z.array(actionPlanStepJson),
});

/**
 * A shared report: who it is about (name, role, company name), the report and the action plan's goals — read-only,
 * and deliberately without e-mail, phone, notes, pipeline status or the ids of any row.
 */
export const sharedReportJson = z.object({
  person: z.object({
    first: z.string(),
    last: z.string(),
    role_name: z.string(),
    company: z.object({ name: z.string() }),
    submitted_at: timestamp.nullable(),
  }),
  benchmark: z.object({ name: z.string() }).nullable(),
  // The growth report as api/growth-reports builds it: scales, texts and target ranges, no ids.
  report: growthReportJson,
  action_plan: z.object({ goals: z.array(actionPlanGoalJson) }),
  expires_at: timestamp,
});
export type SharedReportJson = z.infer<typeof sharedReportJson>;

export const reportSharesContract = {
  create: operation({
    method: "POST",
    path: "/survey-results/public/encode-report-payload",
    summary:
      "Create a read-only link to a person's growth report (expires in 1–90 days, 14 by default); the link's path is shown only in this answer",
    description:
      "Creates a read-only link to a person's growth report that expires after 1 to 90 days (14 by default). The link's path is in this answer only.",
    access: "signed-in",
    feature: "growthReport",
    body: shareCreateInput,
    response: dataOf(shareCreatedJson),
    status: 201,
    errors: [400, 404, 409],
  }),
  list: operation({
    method: "GET",
    path: "/report-shares",
    summary: "The links made to a person's report, newest first (without their payloads)",
    description:
      "Answers the links made to a person's report, newest first, with their expiry and whether they are revoked.",
    access: "signed-in",
    feature: "growthReport",
    query: sharesQuery,
    response: dataOf(z.array(shareJson)),
    errors: [400, 404],
  }),
  revoke: operation({
    method: "DELETE",
    path: "/report-shares/:id",
    summary: "Revoke a link: it stops opening at once (revoking twice keeps the first time)",
    description: "Revokes a report link; it stops opening at once. Revoking it again keeps the first time.",
    access: "signed-in",
    feature: "growthReport",
    params: idParam,
    response: dataOf(shareJson),
    errors: [400, 404],
  }),
  open: operation({
    method: "GET",
    path: "/survey-results/public/report",
    summary:
      "The shared report a link's payload names (no sign-in): 404 for an invalid link, 410 once expired or revoked",
    description:
      "Answers the growth report a link names, without sign-in. 404 for a link that is not valid, 410 once it has expired or been revoked; opens are rate-limited per address.",
    access: "public",
    feature: "growthReport",
    query: sharedReportQuery,
    response: dataOf(sharedReportJson),
    errors: [400, 404, 410, 429],
  }),
  pdf: operation({
    method: "GET",
    path: "/survey-results/public/report/pdf",
    summary: "The shared report as a PDF (no sign-in); refused like the report",
    description: "Answers the shared growth report as a PDF, without sign-in; refused as the report is.",
    access: "public",
    feature: "growthReport",
    query: sharedReportQuery,
    produces: "application/pdf",
    status: 200,
    errors: [400, 404, 410, 429],
  }),
};
