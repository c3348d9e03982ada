// The public page a view's link opens (/shared/view/{payload}) and its PDF (/shared/view/{payload}/pdf): no
// sign-in, the API called without a token; the payload is the only permission. Refused like a report's link.
import type { LoaderFunctionArgs } from "@remix-run/node";
import brand from "~brand";
import { apiClient, notFound } from "~/api/client.server";
import { PRIVATE_HEADERS, refusedLink, refusedLinkPdf } from "~/report-shares/shared-report.server";
import { pdfDownload, PDF_STREAM } from "~/ui/download.server";
import { SHARED_VIEW_PATH, viewSharesContract as sharesApi } from "../../api/view-shares/contract";
import type { SharedViewJson } from "./model";

function requireFeature() {
  if (!brand.features.comparison) throw notFound();
}

export async function loadSharedView({ params, context }: LoaderFunctionArgs): Promise<SharedViewJson> {
  requireFeature();
  const payload = params.payload ?? "";
  try {
    const { data } = await apiClient(context, null).call(sharesApi.open, { query: { payload } });
    return data;
  } catch (error) {
    refusedLink(error);
  }
}

/** The view's PDF; a link refused meanwhile goes back to its page, which says why. */
export async function sharedViewPdf({ params, context }: LoaderFunctionArgs): Promise<Response> {
  requireFeature();
  const payload = params.payload ?? "";
  return pdfDownload(
    () => apiClient(context, null).stream(sharesApi.pdf, { query: { payload } }, PDF_STREAM),
    "shared-view.pdf",
    {
      headers: PRIVATE_HEADERS,
      refused: refusedLinkPdf(`${SHARED_VIEW_PATH}${encodeURIComponent(payload)}`),
    },
  );
}
