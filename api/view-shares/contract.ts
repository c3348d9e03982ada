// Read-only links to a comparison, a team view or a conflict plan, made and opened like a growth
// report's link (api/report-shares): a row that makes the link revocable and expiring, and an encrypted payload naming
// it, shown once. The view is computed afresh whenever the link opens, with its maker's permissions of that moment.
// What a visitor gets is the view and nothing else: names, roles and scores, never e-mails or the ids of any row (the
// ids in a shared view are positions in it: 1, 2, …).
import { z } from "zod";
import {
  checkConflictSides,
  comparisonJson,
  conflictFields,
  conflictJson,
  surveyResultIds,
} from "../comparisons/contract";
import { dataOf, id, idParam, operation, timestamp } from "../http/contract";
import { SHARE_EXPIRY_DAYS, shareCreateInput, shareJson, sharedReportQuery } from "../report-shares/contract";
import { teamDetailJson } from "../teams/contract";

/** Where the app serves a shared view; the payload follows. */
export const SHARED_VIEW_PATH = "/shared/view/";

export const VIEW_KINDS = ["comparison", "team", "conflict"] as const;
export type ViewKind = (typeof VIEW_KINDS)[number];

/** The view a link shows, named as its own API takes it. */
export const viewSubject = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("comparison"), survey_result_ids: surveyResultIds }),
    z.object({ kind: z.literal("team"), team_id: id("a team id") }),
    z.object({ kind: z.literal("conflict"), ...conflictFields }).superRefine(checkConflictSides),
  ],
  { error: `must be one of ${VIEW_KINDS.join(", ")}` },
);
export type ViewSubject = z.output<typeof viewSubject>;

export const viewShareCreateInput = z
  .object({
    view: viewSubject,
    expires_in_days: shareCreateInput.shape.expires_in_days,
  })
  .strict();
export type ViewShareCreateInput = z.output<typeof viewShareCreateInput>;

export const viewShareCreatedJson = z.object({
  id: z.number().int(),
  /** The app's path of the link (`/shared/view/<payload>`): shown once, never stored or listed. */
  path: z.string(),
  expires_at: timestamp,
});

/** A shared view: which kind, the view itself (ids replaced by positions) and when the link runs out. */
export const sharedViewJson = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("comparison"), comparison: comparisonJson, expires_at: timestamp }),
  z.object({ kind: z.literal("team"), team: teamDetailJson, expires_at: timestamp }),
  z.object({ kind: z.literal("conflict"), conflict: conflictJson, expires_at: timestamp }),
]);
export type SharedViewJson = z.infer<typeof sharedViewJson>;

// Links to views are part of the coaching brand's comparison feature (teams and the conflict tool ship with it).
const VIEWS = { feature: "comparison" } as const;

export const viewSharesContract = {
  create: operation({
    method: "POST",
    path: "/view-shares",
    summary: `Create a read-only link to a comparison, a team view or a conflict plan (expires in ${SHARE_EXPIRY_DAYS.min}–${SHARE_EXPIRY_DAYS.max} days, ${SHARE_EXPIRY_DAYS.default} by default); the link's path is shown only in this answer`,
    description:
      "Creates a read-only link to a comparison, a team view or a conflict plan that expires after 1 to 90 days (14 by default). The link's path is in this answer only.",
    access: "signed-in",
    ...VIEWS,
    body: viewShareCreateInput,
    response: dataOf(viewShareCreatedJson),
    status: 201,
    errors: [400, 404, 409],
  }),
  list: operation({
    method: "GET",
    path: "/view-shares",
    summary:
      "The links made to one view (`?kind=comparison&survey_result_ids=…`, `?kind=team&team_id=`, `?kind=conflict&survey_result_id=&other_survey_result_id=|team_id=`), newest first, without their payloads",
    description: "Answers the links made to one view, newest first, with their expiry and whether they are revoked.",
    access: "signed-in",
    ...VIEWS,
    query: viewSubject,
    response: dataOf(z.array(shareJson)),
    errors: [400, 404, 409],
  }),
  revoke: operation({
    method: "DELETE",
    path: "/view-shares/:id",
    summary: "Revoke a link to a view: it stops opening at once (revoking twice keeps the first time)",
    description: "Revokes a view link; it stops opening at once. Revoking it again keeps the first time.",
    access: "signed-in",
    ...VIEWS,
    params: idParam,
    response: dataOf(shareJson),
    errors: [400, 404],
  }),
  open: operation({
    method: "GET",
    path: "/view-shares/public",
    summary:
      "The view a link's payload names (no sign-in): 404 for an invalid link, 410 once expired, revoked, or no longer visible to its maker",
    description:
      "Answers the view a link names, without sign-in, with its maker's permissions. 404 for a link that is not valid, 410 once expired, revoked or no longer visible to its maker.",
    access: "public",
    ...VIEWS,
    query: sharedReportQuery,
    response: dataOf(sharedViewJson),
    errors: [400, 404, 410, 429],
  }),
  pdf: operation({
    method: "GET",
    path: "/view-shares/public/pdf",
    summary: "The shared view as a PDF (no sign-in); refused like the view",
    description: "Answers the shared view as a PDF, without sign-in; refused as the view is.",
    access: "public",
    ...VIEWS,
    query: sharedReportQuery,
    produces: "application/pdf",
    status: 200,
    errors: [400, 404, 410, 429],
  }),
};
