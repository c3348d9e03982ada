import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { errorMessage } from "~domain/errors";
import { passwordProblem } from "~domain/password";
import { usersContract } from "../../api/users/contract";
import { ApiRequestError } from "~/api/client.server";
import { requireUser } from "~/auth/user.server";
import {
  actionFailure,
  actionSuccess,
  apiFailure,
  intents,
  parseSubmission,
  type Submission,
} from "~/ui/action/index.server";

/** Text the API checks itself (it words the problems, e.g. "last: is required"): an empty field is sent empty. */
const text = z
  .string()
  .optional()
  .transform((v) => v ?? "");

/** The profile page's two forms: the names, and the password. */
export const profileForm = intents({
  name: z.object({ first: text, last: text }),
  password: z.object({ currentPassword: text, newPassword: text }),
});

const invalid = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError && (error.status === 400 || error.status === 422);

/** Bad names: each problem beside its field and as a toast per field path (spec §5). Anything else is the generic message. */
function nameFailure(error: unknown, submission: Submission<unknown>) {
  if (!invalid(error)) return actionFailure(errorMessage("GENERIC_ERROR"), { submission });
  return apiFailure(error, { submission, fields: ["first", "last"] });
}

function passwordFailure(error: unknown, submission: Submission<unknown>) {
  if (error instanceof ApiRequestError && error.status === 429)
    return actionFailure(errorMessage("LOGIN_ATTEMPTS_EXCEEDED"), { submission });
  if (!invalid(error)) return actionFailure(errorMessage("GENERIC_ERROR"), { submission });
  return apiFailure(error, { submission, fields: ["currentPassword", "newPassword"] });
}

/** The signed-in user's profile, and whether they act as another user. */
export async function loadProfile({ request, context }: LoaderFunctionArgs) {
  const { profile, proxy } = await requireUser(request, context);
  return { profile, proxy };
}

/** Saves the signed-in user's names, or changes their password (never while acting as another user). */
export async function profileAction({ request, context }: ActionFunctionArgs) {
  const { api, proxy } = await requireUser(request, context);
  const input = await parseSubmission(request, profileForm, { fields: ["first", "last"] });
  if (!input.ok) return input.result;
  const form = input.value;
  if (form.intent === "name") {
    try {
      await api.call(usersContract.updateProfile, { body: { first: form.first, last: form.last } });
      return actionSuccess("Profile saved", { submission: input });
    } catch (error) {
      return nameFailure(error, input);
    }
  }
  if (proxy) return actionFailure("Passwords cannot be changed while acting as another user.", { submission: input });
  const problem = passwordProblem(form.newPassword);
  if (problem) return actionFailure([], { submission: input, fieldErrors: { newPassword: `New password ${problem}` } });
  try {
    await api.call(usersContract.changePassword, {
      body: { currentPassword: form.currentPassword, newPassword: form.newPassword },
    });
    return actionSuccess("Password changed", { submission: input });
  } catch (error) {
    return passwordFailure(error, input);
  }
}
