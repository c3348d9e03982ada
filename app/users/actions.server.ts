import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { apiErrorMessages } from "~domain/errors";
import { ROLES } from "~domain/roles";
import { id } from "../../api/http/contract";
import { usersContract } from "../../api/users/contract";
import { ApiRequestError } from "~/api/client.server";
import { requireUser } from "~/auth/user.server";
import { actionSuccess, apiFailure, intents, parseSubmission, type Submission } from "~/ui/action/index.server";
import { FIELD_LABELS, fullName, savedMessage } from "./model";

const userId = id("a user id");
/** Text the API checks itself (it words the problems, e.g. "first: is required"): an empty field is sent empty. */
const text = z
  .string()
  .optional()
  .transform((v) => v ?? "");
const role = z.enum(ROLES, { message: `must be one of ${ROLES.join(", ")}` });
const companyId = id("a company id");
/** A ticked box ("on"), or none. */
const ticked = z
  .boolean()
  .optional()
  .transform((v) => v ?? false);

/** What the user-management page's forms submit, by intent (the dialog adds and edits; rows do the rest). */
export const userManagementForm = intents({
  create: z.object({
    email: text,
    first: text,
    last: text,
    role,
    company_id: companyId,
    can_view_hiring_pipeline: ticked,
    can_view_eeo: ticked,
  }),
  update: z.object({
    userId,
    first: text,
    last: text,
    // Absent while a manager edits themselves (the dialog disables both).
    role: role.optional(),
    /** The role the dialog opened with: the toast says when it changed. */
    previous_role: role.optional(),
    company_id: companyId.optional(),
    can_view_hiring_pipeline: ticked,
    can_view_eeo: ticked,
  }),
  deactivate: z.object({ userId }),
  reactivate: z.object({ userId }),
  resend: z.object({ userId, name: z.string().optional() }),
});

/** The dialog's fields: their problems are shown beside them. */
const FORM_FIELDS = Object.keys(FIELD_LABELS);
/** The API's message for these statuses says more than the status name (a conflict, a refusal, a limit). */
const OWN_MESSAGES = [403, 404, 409, 429, 501, 503];

/**
 * A refused add or edit: each problem beside its field ("E-mail is already in use") and, as this page has always
 * said it (its e2e journey reads both), also as the toast "email: is already in use" (spec §5).
 */
function dialogFailure(error: unknown, submission: Submission<unknown>) {
  const failure = apiFailure(error, {
    submission,
    fields: FORM_FIELDS,
    labels: FIELD_LABELS,
    ownMessages: OWN_MESSAGES,
  });
  if (!(error instanceof ApiRequestError) || Object.keys(failure.fieldErrors).length === 0) return failure;
  return { ...failure, formErrors: apiErrorMessages(400, error) };
}

/** What an action worked on, for follow-ups such as the Undo of a deactivation. */
export interface Subject {
  id: number;
  name: string;
}

/** Carries out one form of the user-management page (the API decides who may do what). */
export async function userManagementAction(request: Request, context: AppLoadContext) {
  const { api } = await requireUser(request, context);
  const input = await parseSubmission(request, userManagementForm, { fields: FORM_FIELDS });
  if (!input.ok) return input.result;
  const form = input.value;
  const done = (message: string, subject?: Subject) => actionSuccess(message, { submission: input, data: subject });
  try {
    switch (form.intent) {
      case "create": {
        const { intent: _, ...body } = form;
        const { data: user, setup_email } = await api.call(usersContract.create, { body });
        const sent = setup_email === "sent" ? ` An invitation e-mail is on its way to ${user.email}.` : "";
        return done(`${fullName(user)} was added.${sent}`, { id: user.id, name: fullName(user) });
      }
      case "update": {
        const { intent: _, userId: id, previous_role: before, ...body } = form;
        const { data: user } = await api.call(usersContract.update, { params: { id }, body });
        return done(savedMessage(user, before), { id: user.id, name: fullName(user) });
      }
      case "deactivate": {
        const { data: user } = await api.call(usersContract.deactivate, { params: { id: form.userId } });
        return done(`${fullName(user)} was deactivated and signed out.`, { id: user.id, name: fullName(user) });
      }
      case "reactivate": {
        const { data: user } = await api.call(usersContract.reactivate, { params: { id: form.userId } });
        return done(`${fullName(user)} was reactivated.`, { id: user.id, name: fullName(user) });
      }
      case "resend": {
        await api.call(usersContract.resendSetupEmail, { params: { id: form.userId } });
        return done(`A new set-up e-mail is on its way to ${form.name || "the user"}.`);
      }
    }
  } catch (error) {
    if (form.intent === "create" || form.intent === "update") return dialogFailure(error, input);
    return apiFailure(error, { submission: input, ownMessages: OWN_MESSAGES });
  }
}
