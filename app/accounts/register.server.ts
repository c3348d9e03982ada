import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { apiErrorMessages, errorMessage } from "~domain/errors";
import { accountsContract as accounts } from "../../api/accounts/contract";
import { apiClient, ApiRequestError } from "~/api/client.server";
import { actionFailure, actionSuccess, apiFailure, parseSubmission } from "~/ui/action/index.server";
import { REGISTER_FIELDS, REGISTER_LABELS } from "./register";

/** Text the API checks itself (it words the problems, e.g. "industry: is required"): an empty field is sent empty. */
const text = z
  .string()
  .optional()
  .transform((v) => v ?? "");

export const registerForm = z.object({
  company_name: text,
  industry: text,
  first: text,
  last: text,
  email: text.transform((v) => v.trim()),
});

/**
 * Self-service sign-up (public): the API creates the company and its owner and e-mails a set-up link. Bad input
 * shows each problem beside its field and, as this page has always said it (its e2e journey reads both), also as
 * a toast per field path (spec §5).
 */
export async function registerAction({ request, context }: ActionFunctionArgs) {
  const input = await parseSubmission(request, registerForm);
  if (!input.ok) return input.result;
  try {
    await apiClient(context, null).call(accounts.register, { body: input.value });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 400 && error.errors.length) {
      const failure = apiFailure(error, { submission: input, fields: REGISTER_FIELDS, labels: REGISTER_LABELS });
      return { ...failure, formErrors: apiErrorMessages(400, error) };
    }
    if (error instanceof ApiRequestError && error.status === 429)
      return actionFailure(error.message, { submission: input });
    return actionFailure(errorMessage("GENERIC_ERROR"), { submission: input });
  }
  return actionSuccess(null, { submission: input, data: { email: input.value.email.toLowerCase() } });
}
