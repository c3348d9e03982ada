// Redeeming a book code at the registration page (/survey/register without a company link): the reader's details
// and the code from their book; a valid code registers them at the code's company and starts the assessment.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { apiClient } from "~/api/client.server";
import { candidateDetailsFields, DETAILS_FIELDS, detailsBody } from "~/survey-results/details.server";
import { formTranslator, wordedFailure } from "~/surveys/field-errors.server";
import { actionSuccess, apiFailure, parseSubmission } from "~/ui/action/index.server";
import { bookCodesContract as bookCodes, redeemInput } from "../../api/book-codes/contract";

// The API's own rules (the code's check character included), so a mistyped code is named before anything is sent.
const redeemForm = z
  .object({ ...candidateDetailsFields, role: z.string().optional(), code: z.string().optional() })
  .transform(
    (form) => ({ ...detailsBody(form), role: form.role ?? "", code: form.code ?? "" }) as z.input<typeof redeemInput>,
  )
  .pipe(redeemInput);
export const REDEEM_FIELDS = ["code", ...DETAILS_FIELDS, "role"];

export async function redeemAction({ request, context }: ActionFunctionArgs) {
  // The reader's language (the form's): for the problems below and the continue message.
  const t = await formTranslator(request);
  const input = await parseSubmission(request, redeemForm, { fields: REDEEM_FIELDS });
  if (!input.ok) return wordedFailure(t, input.result);
  try {
    // Public: no identity is sent (the reader has no account).
    const result = await apiClient(context, null).call(bookCodes.redeem, { body: input.value });
    // An unfinished assessment of this e-mail at the code's company: its link went by e-mail; the code stays unused.
    if (result.resumed) {
      return actionSuccess(null, {
        submission: input,
        data: { continueLinkSent: t("survey.register.continueLinkSent") },
      });
    }
    return redirect(`/survey/take?id=${result.survey_result_uuid}`);
  } catch (error) {
    return wordedFailure(t, apiFailure(error, { submission: input, fields: REDEEM_FIELDS }), error);
  }
}
