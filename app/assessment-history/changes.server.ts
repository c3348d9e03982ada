// Changes over time (/survey-results/{id}/changes): what the page loads (the person's assessments and what changed
// beyond measurement error) and its one action (invite the person to take the assessment again).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import brand from "~brand";
import { ApiRequestError, notFound } from "~/api/client.server";
import { requireUser } from "~/auth/user.server";
import { pdfDownload, PDF_STREAM } from "~/ui/download.server";
import type { ActionResult } from "~/ui/action";
import { actionSuccess, apiFailure, intents, parseSubmission } from "~/ui/action/index.server";
import { assessmentHistoryContract as history } from "../../api/assessment-history/contract";
import { idParam } from "~/ui/id-param.server";

/** The page's action answer: whom the invitation went to. */
export type ChangesActionResult = ActionResult<{ sentTo?: string }>;

/** A brand without the feature has no such page; a non-numeric id is no page either. */
function idOf(params: Record<string, string | undefined>) {
  if (!brand.features.changesOverTimeReports) throw notFound();
  return idParam(params.id);
}

export async function loadChanges({ request, context, params }: LoaderFunctionArgs) {
  const id = idOf(params);
  const { api } = await requireUser(request, context);
  try {
    return (await api.call(history.history, { params: { id } })).data;
  } catch (error) {
    // A result outside the user's scope is not found, exactly like one that does not exist.
    if (error instanceof ApiRequestError && error.status === 404) throw notFound();
    throw error;
  }
}

const changesForm = intents({ reassess: z.object({}) });

/** Invites the person to take the assessment again; a refusal (the 24-hour limit) is shown with the API's words. */
export async function changesAction({ request, context, params }: ActionFunctionArgs): Promise<ChangesActionResult> {
  const id = idOf(params);
  const { api } = await requireUser(request, context);
  const input = await parseSubmission(request, changesForm);
  if (!input.ok) return input.result;
  try {
    const { data } = await api.call(history.reassess, { params: { id } });
    return actionSuccess(`Invitation sent to ${data.sent_to}.`, { submission: input, data: { sentTo: data.sent_to } });
  } catch (error) {
    return apiFailure(error, { submission: input });
  }
}

/** /survey-results/{id}/changes.pdf: the changes over time as a PDF download. */
export async function downloadChangesPdf({ request, context, params }: LoaderFunctionArgs): Promise<Response> {
  const id = idOf(params);
  const { api } = await requireUser(request, context);
  return pdfDownload(() => api.stream(history.pdf, { params: { id } }, PDF_STREAM), "changes-over-time.pdf");
}
