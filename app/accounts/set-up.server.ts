import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { errorMessage } from "~domain/errors";
import { passwordProblem } from "~domain/password";
import { accountsContract as accounts, type SetUpTokenJson } from "../../api/accounts/contract";
import { apiClient, ApiRequestError } from "~/api/client.server";
import { LOGIN_HINT_COOKIE, LOGIN_HINT_MAX_AGE } from "~/auth/login-hint";
import { cookie } from "~/auth/session.server";
import {
  actionFailure,
  actionSuccess,
  intents,
  parseSubmission,
  redirectWithSuccess,
  type Submission,
} from "~/ui/action/index.server";

const text = z
  .string()
  .optional()
  .transform((v) => v ?? "");

/** Where an account set-up link stands (a link too short to be ours is not asked about). */
export async function checkSetUpLink({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const invalid = { status: "invalid" as SetUpTokenJson["status"], email: undefined };
  const result =
    token.length < 16
      ? invalid
      : await apiClient(context, null)
          .call(accounts.checkSetUpToken, { query: { token } })
          .catch(() => invalid);
  return { token, status: result.status, email: result.email ?? null };
}

/** /token-validation's forms: choose the first password, or ask for a new link from an expired or used one. */
export const setUpForm = intents({
  "set-up": z.object({ token: text, email: text, password: text }),
  resend: z.object({ token: text }),
});

/**
 * A password problem: beside the field and, as this page has always said it (its e2e journey reads the toast),
 * also as a toast.
 */
const passwordFailure = (message: string, submission: Submission<unknown>) =>
  actionFailure(message, { submission, fieldErrors: { password: message } });

/** Sets the account's first password and goes on to sign in; or sends a new link to the link's own account. */
export async function setUpAction({ request, context }: ActionFunctionArgs) {
  const input = await parseSubmission(request, setUpForm);
  if (!input.ok) return input.result;
  const form = input.value;
  const api = apiClient(context, null);
  if (form.intent === "resend") {
    // The answer is the same whatever became of the link (the e-mail is never shown or taken).
    await api.call(accounts.resendSetUpEmail, { body: { token: form.token } }).catch(() => undefined);
    return actionSuccess("A new set-up link is on its way.", { submission: input });
  }
  const problem = passwordProblem(form.password, form.email);
  if (problem) return passwordFailure(`Password ${problem}`, input);
  let email: string;
  try {
    ({ email } = await api.call(accounts.setUpPassword, { body: { token: form.token, password: form.password } }));
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 400) {
      const field = error.errors.find((e) => e.path === "password");
      if (field) return passwordFailure(`Password ${field.message}`, input);
      return actionFailure("This link can no longer be used.", { submission: input });
    }
    return actionFailure(errorMessage("GENERIC_ERROR"), { submission: input });
  }
  // Sign-in opens with the account's address (the API's, not the form's): a cookie, so it stays out of the URL.
  throw await redirectWithSuccess(context, "/login", "Your password is set. Sign in to continue.", {
    headers: { "Set-Cookie": cookie(context, LOGIN_HINT_COOKIE, email, LOGIN_HINT_MAX_AGE) },
  });
}
