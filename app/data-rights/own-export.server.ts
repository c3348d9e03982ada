// The person's own data export through their report's link (/my-report/{payload}/export.pdf and /export.json): no
// sign-in, the API called without a token; the payload is the only permission. A refused link goes back to the
// report's page, which says why (a download of an error says nothing); never cached, indexed or passed on.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiClient, ApiRequestError } from "~/api/client.server";
import { PRIVATE_HEADERS, refusedLinkPdf } from "~/report-shares/shared-report.server";
import { jsonDownload, pdfDownload, PDF_STREAM } from "~/ui/download.server";
import { dataRightsContract } from "../../api/data-rights/contract";
import { PARTICIPANT_REPORT_PATH } from "../../api/participant-reports/contract";

const reportPage = (payload: string) => `${PARTICIPANT_REPORT_PATH}${encodeURIComponent(payload)}`;

/** /my-report/{payload}/export.pdf: the readable PDF of everything held about the person. */
export function ownExportPdf({ params, context }: LoaderFunctionArgs): Promise<Response> {
  const payload = params.payload ?? "";
  return pdfDownload(
    () => apiClient(context, null).stream(dataRightsContract.ownExportPdf, { query: { payload } }, PDF_STREAM),
    "my-personal-data.pdf",
    { headers: PRIVATE_HEADERS, refused: refusedLinkPdf(reportPage(payload)) },
  );
}

/** /my-report/{payload}/export.json: the complete data, as a file. */
export async function ownExportJson({ params, context }: LoaderFunctionArgs): Promise<Response> {
  const payload = params.payload ?? "";
  try {
    const { data } = await apiClient(context, null).call(dataRightsContract.ownExportJson, { query: { payload } });
    return jsonDownload(data, "my-personal-data.json", PRIVATE_HEADERS);
  } catch (error) {
    if (error instanceof ApiRequestError) {
      const refused = refusedLinkPdf(reportPage(payload))(error.status);
      if (refused) return refused;
    }
    throw error;
  }
}
