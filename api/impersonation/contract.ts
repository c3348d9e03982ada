// Starting and ending a proxy session (spec §4): checked and recorded here; the session itself is held by the app.
// Both check the person really signed in, not the actor (in a proxy session the actor is the impersonated user),
// so they are open to any signed-in caller and refuse inside.
import { z } from "zod";
import { IMPERSONATION_REASON } from "../../domain/impersonation";
import { dataOf, id, operation } from "../http/contract";

export const impersonationInput = z.object({ user_id: id("a user id") });

/** Why a super admin acts as someone: stated before starting and kept in the company's audit trail. */
export const impersonationStartInput = impersonationInput.extend({
  reason: z
    .string({ error: "is required" })
    .trim()
    .min(IMPERSONATION_REASON.min, `must be at least ${IMPERSONATION_REASON.min} characters`)
    .max(IMPERSONATION_REASON.max, `must be at most ${IMPERSONATION_REASON.max} characters`),
});

export const impersonatedJson = z.object({
  id: z.number().int(),
  first: z.string(),
  last: z.string(),
  /** The user's company name. */
  company: z.string(),
});
export type ImpersonatedJson = z.infer<typeof impersonatedJson>;

export const impersonationContract = {
  start: operation({
    method: "POST",
    path: "/impersonation/start",
    summary: "A super admin starts acting as an active, non-super-admin user (recorded in the audit log)",
    description:
      "Lets a super admin act as an active user who is not a super admin and has signed in before (409 for an invitation nobody accepted yet); the start is recorded in the audit trail with the stated reason, and later writes are audited.",
    access: "signed-in",
    body: impersonationStartInput,
    response: dataOf(impersonatedJson),
    errors: [400, 403, 404, 409],
  }),
  end: operation({
    method: "POST",
    path: "/impersonation/end",
    summary: "Records the end of a proxy session",
    description: "Records the end of the caller's proxy session in the audit trail.",
    access: "signed-in",
    body: impersonationInput,
    status: 204,
    errors: [400, 403],
  }),
};
