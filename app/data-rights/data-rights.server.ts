// A person's data rights from their report page (owners and admins; the API enforces the same): download everything
// held about them as JSON or PDF, or erase it after typing their e-mail address again.
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { can } from "~domain/permissions";
import type { UserProfile } from "~domain/profile";
import { ApiRequestError } from "~/api/client.server";
import { actorOf, requireCapability } from "~/auth/user.server";
import { actionSuccess, apiFailure, parseSubmission, redirectWithSuccess } from "~/ui/action/index.server";
import { jsonDownload, PDF_STREAM, pdfDownload, plainText } from "~/ui/download.server";
import { dataRightsContract, eraseInput } from "../../api/data-rights/contract";
import { participantReportsContract } from "../../api/participant-reports/contract";
import { permissionContext } from "../../server/permissions";
import { idParam } from "~/ui/id-param.server";

/** Whether the user may export and erase a person's data (the report page shows the buttons only then). */
export const mayHandlePersonData = (profile: UserProfile, context: AppLoadContext) =>
  can(actorOf(profile), "users:manage", permissionContext(context.services.env));

function idOf(params: Record<string, string | undefined>) {
  return idParam(params.id);
}

/** /survey-results/{id}/data.json: everything held about the person, as a download. */
export async function downloadPersonJson({ request, context, params }: LoaderFunctionArgs): Promise<Response> {
  const id = idOf(params);
  const { api } = await requireCapability(request, context, "users:manage");
  try {
    const { data } = await api.call(dataRightsContract.exportJson, { params: { id } });
    return jsonDownload(data, `person-${id}-data.json`);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return plainText("Not Found", 404);
    throw error;
  }
}

/** /survey-results/{id}/data.pdf: the same as a PDF. */
export async function downloadPersonPdf({ request, context, params }: LoaderFunctionArgs): Promise<Response> {
  const id = idOf(params);
  const { api } = await requireCapability(request, context, "users:manage");
  return pdfDownload(() => api.stream(dataRightsContract.exportPdf, { params: { id } }, PDF_STREAM), "person-data.pdf");
}

const eraseForm = z.object({ confirm: eraseInput.shape.confirm });

/** POST /survey-results/{id}/erase: erases the person, then back to the list with a toast (the report is gone). */
export async function erasePersonAction({ request, context, params }: ActionFunctionArgs) {
  const id = idOf(params);
  const { api } = await requireCapability(request, context, "users:manage");
  const input = await parseSubmission(request, eraseForm, { fields: ["confirm"] });
  if (!input.ok) return input.result;
  try {
    await api.call(dataRightsContract.erase, { params: { id }, body: { confirm: input.value.confirm } });
  } catch (error) {
    return apiFailure(error, { submission: input, fields: ["confirm"] });
  }
  return redirectWithSuccess(context, "/candidates", "Everything held about the person was erased.");
}
export type EraseActionResult = Exclude<Awaited<ReturnType<typeof erasePersonAction>>, Response>;

/**
 * POST /survey-results/{id}/revoke-report: every link to the person's own report stops working at once (the API
 * records it in the audit trail); a toast says whether there was one.
 */
export async function revokeOwnReportAction({ request, context, params }: ActionFunctionArgs) {
  const id = idOf(params);
  const { api } = await requireCapability(request, context, "users:manage");
  try {
    const { data } = await api.call(participantReportsContract.revoke, { params: { id } });
    return data.revoked
      ? actionSuccess("Their report link was revoked. It no longer opens.")
      : actionSuccess("They had no working report link, so there was nothing to revoke.", { tone: "info" });
  } catch (error) {
    return apiFailure(error);
  }
}
export type RevokeActionResult = Awaited<ReturnType<typeof revokeOwnReportAction>>;
