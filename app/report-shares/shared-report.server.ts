// The public page a shared link opens (/shared/report/{payload}) and its PDF (/shared/report/{payload}/pdf): no
// sign-in, the API called without a token; the payload is the only permission.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import brand from "~brand";
import { ERRORS } from "~domain/errors";
import { apiClient, ApiRequestError } from "~/api/client.server";
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

function requireFeature() {
  if (!brand.features.growthReport) throw new Response("Not Found", { status: 404 });
}

export async function loadSharedReport({ params, context }: LoaderFunctionArgs): Promise<SharedReportJson> {
  requireFeature();
  const payload = params.payload ?? "";
  try {
    const { data } = await apiClient(context, null).call(sharesApi.open, { query: { payload } });
    return data;
  } catch (error) {
    if (error instanceof ApiRequestError) {
      // A payload too long or otherwise refused by the contract is as invalid as a tampered one.
      if (error.status === 400 || error.status === 404) throw refusal(404);
      if (error.status === 410) throw refusal(410);
      if (error.status === 429) throw tooMany();
    }
    throw error;
  }
}

/**
 * The shared report's PDF, passed on from the API as it arrives. A refused link goes back to its page, which says
 * why (a download of an error text would say nothing).
 */
export async function sharedReportPdf({ params, context }: LoaderFunctionArgs): Promise<Response> {
  requireFeature();
  const payload = params.payload ?? "";
  const upstream = await apiClient(context, null).stream(
    sharesApi.pdf,
    { query: { payload } },
    { accept: "application/pdf", timeoutMs: 60_000 },
  );
  if ([400, 404, 410].includes(upstream.status)) {
    throw redirect(`${SHARED_REPORT_PATH}${encodeURIComponent(payload)}`, { headers: PRIVATE_HEADERS });
  }
  if (upstream.status === 429) throw tooMany();
  if (!upstream.ok || !upstream.body) {
    throw new Response("The PDF could not be made. Please try again.", { status: 502, headers: PRIVATE_HEADERS });
  }
  return new Response(upstream.body, {
    status: 200,
    headers: {
      ...PRIVATE_HEADERS,
      "Content-Type": "application/pdf",
      "Content-Disposition": upstream.headers.get("content-disposition") ?? 'attachment; filename="growth-report.pdf"',
    },
  });
}
