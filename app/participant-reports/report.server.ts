// The public page a person's own report link opens (/my-report/{payload}) and its PDF (/my-report/{payload}/pdf):
// no sign-in, the API called without a token; the payload is the only permission. Refused like a shared report's
// link (404 not valid, 410 expired or revoked), and for the holder only: never cached, indexed or passed on.
import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { apiClient, ApiRequestError } from "~/api/client.server";
import { PRIVATE_HEADERS, refusedLink, refusedLinkPdf } from "~/report-shares/shared-report.server";
import { pdfDownload, PDF_STREAM } from "~/ui/download.server";
import {
  participantReportsContract as reportsApi,
  PARTICIPANT_REPORT_PATH,
  type ParticipantReportJson,
  type ParticipantReportLinkJson,
} from "../../api/participant-reports/contract";

export { PRIVATE_HEADERS };

export async function loadParticipantReport({ params, context }: LoaderFunctionArgs): Promise<ParticipantReportJson> {
  const payload = params.payload ?? "";
  try {
    const { data } = await apiClient(context, null).call(reportsApi.open, { query: { payload } });
    return data;
  } catch (error) {
    refusedLink(error);
  }
}

/** The report's PDF, passed on from the API; a refused link goes back to its page, which says why. */
export async function participantReportPdf({ params, context }: LoaderFunctionArgs): Promise<Response> {
  const payload = params.payload ?? "";
  return pdfDownload(
    () => apiClient(context, null).stream(reportsApi.pdf, { query: { payload } }, PDF_STREAM),
    "my-work-style-report.pdf",
    {
      headers: PRIVATE_HEADERS,
      refused: refusedLinkPdf(`${PARTICIPANT_REPORT_PATH}${encodeURIComponent(payload)}`),
    },
  );
}

/** The link to a just-submitted assessment's own report, for its thank-you page; null when there is none. */
export async function participantReportLink(
  context: AppLoadContext,
  uuid: string,
): Promise<ParticipantReportLinkJson | null> {
  try {
    const { data } = await apiClient(context, null).call(reportsApi.link, { params: { uuid } });
    return data;
  } catch (error) {
    // No link (switched off, revoked) or a refusal: the thanks stand without it.
    if (error instanceof ApiRequestError) return null;
    throw error;
  }
}
