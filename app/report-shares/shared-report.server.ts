// The public page a shared link opens (/shared/report/{payload}) and its PDF (/shared/report/{payload}/pdf): no
// sign-in, the API called without a token; the payload is the only permission.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import brand from "~brand";
import { ERRORS } from "~domain/errors";
import { apiClient, ApiRequestError, notFound } from "~/api/client.server";
import { pdfDownload, PDF_STREAM } from "~/ui/download.server";
import {
  reportSharesContract as sharesApi,
  SHARED_REPORT_PATH,
  type SharedReportJson,
} from "../../api/report-shares/contract";

/** A link's pages are for its holder only: never cached, never indexed, never passed on as a Referer. */
export const PRIVATE_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
  "Referrer-Policy": "no-referrer",
} as const;

/** How the page tells a refused link: 404 for one that is not ours, 410 for one that ran out or was revoked. */
function refusal(status: 404 | 410) {
  return new Response(status === 410 ? "Gone" : "Not Found", { status, headers: PRIVATE_HEADERS });
}

/** Too many openings from here (the public-form limit): the catalogue's words, which the error page shows. */
const tooMany = () =>
  new Response(ERRORS.TOO_MANY_POSTS.message, { status: ERRORS.TOO_MANY_POSTS.status, headers: PRIVATE_HEADERS });

/** A link's opening refused by the API, as its page's answer (thrown); anything else is thrown as it is. */
export function refusedLink(error: unknown): never {
  if (error instanceof ApiRequestError) {
    // A payload too long or otherwise refused by the contract is as invalid as a tampered one.
    if (error.status === 400 || error.status === 404) throw refusal(404);
    if (error.status === 410) throw refusal(410);
    if (error.status === 429) throw tooMany();
  }
  throw error;
}

/** A link's PDF, refused meanwhile: back to its page, which says why (a download of an error says nothing). */
export const refusedLinkPdf = (pagePath: string) => (status: number) =>
  [400, 404, 410].includes(status)
    ? redirect(pagePath, { headers: PRIVATE_HEADERS })
    : status === 429
      ? tooMany()
      : undefined;

function requireFeature() {
  if (!brand.features.growthReport) throw notFound();
}

export async function loadSharedReport({ params, context }: LoaderFunctionArgs): Promise<SharedReportJson> {
  requireFeature();
  const payload = params.payload ?? "";
  try {
    const { data } = await apiClient(context, null).call(sharesApi.open, { query: { payload } });
    return data;
  } catch (error) {
    refusedLink(error);
  }
}

/**
 * The shared report's PDF, passed on from the API as it arrives. A refused link goes back to its page, which says
 * why (a download of an error text would say nothing).
 */
export async function sharedReportPdf({ params, context }: LoaderFunctionArgs): Promise<Response> {
  requireFeature();
  const payload = params.payload ?? "";
  return pdfDownload(
    () => apiClient(context, null).stream(sharesApi.pdf, { query: { payload } }, PDF_STREAM),
    "growth-report.pdf",
    {
      headers: PRIVATE_HEADERS,
      refused: refusedLinkPdf(`${SHARED_REPORT_PATH}${encodeURIComponent(payload)}`),
    },
  );
}
