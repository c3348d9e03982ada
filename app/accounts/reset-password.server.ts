import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { errorMessage } from "~domain/errors";
import { passwordProblem } from "~domain/password";
import { accountsContract as accounts } from "../../api/accounts/contract";
import { apiClient, ApiRequestError } from "~/api/client.server";
import { actionFailure, actionSuccess, intents, parseSubmission, redirectWithSuccess } from "~/ui/action/index.server";

const text = z
  .string()
  .optional()
  .transform((v) => v ?? "");

/** /forgot-password's two forms: ask for a link (by e-mail), and choose the new password (with the link's token). */
export const resetPasswordForm = intents({
  request: z.object({ email: text.transform((v) => v.trim().toLowerCase()) }),
  reset: z.object({ token: text, newPassword: text }),
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The reset link's token, when the page was opened from the e-mailed link. */
export function loadResetPassword({ request }: LoaderFunctionArgs) {
  return { token: new URL(request.url).searchParams.get("token") };
}

/**
 * Asks for a reset link (the answer is the same whether or not the e-mail has an account), or sets the new
 * password with the e-mailed token and goes on to sign in.
 */
export async function resetPasswordAction({ request, context }: ActionFunctionArgs) {
  const input = await parseSubmission(request, resetPasswordForm);
  if (!input.ok) return input.result;
  const form = input.value;
  const api = apiClient(context, null);
  if (form.intent === "request") {
    if (!EMAIL.test(form.email)) return actionFailure(errorMessage("RESET_INVALID_EMAIL"), { submission: input });
    try {
      await api.call(accounts.forgotPassword, { body: { email: form.email } });
      return actionSuccess(null, { submission: input, data: { email: form.email } });
    } catch (error) {
      const exceeded = error instanceof ApiRequestError && error.status === 429;
      return actionFailure(errorMessage(exceeded ? "RESET_ATTEMPTS_EXCEEDED" : "RESET_INVALID_EMAIL"), {
        submission: input,
      });
    }
  }
  const newPasswordProblem = (problem: string) =>
    actionFailure([], { submission: input, fieldErrors: { newPassword: `Password ${problem}` } });
  const problem = passwordProblem(form.newPassword);
  if (problem) return newPasswordProblem(problem);
  try {
    await api.call(accounts.resetPassword, { body: { resetToken: form.token, newPassword: form.newPassword } });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 429)
      return actionFailure(errorMessage("RESET_ATTEMPTS_EXCEEDED"), { submission: input });
    if (error instanceof ApiRequestError && error.status === 400) {
      const field = error.errors.find((e) => e.path === "newPassword");
      if (field) return newPasswordProblem(field.message);
      return actionFailure("This reset link is invalid or has expired. Request a new one.", { submission: input });
    }
    return actionFailure(errorMessage("GENERIC_ERROR"), { submission: input });
  }
  throw await redirectWithSuccess(context, "/login", "Your password has been changed. Sign in with your new password.");
}
