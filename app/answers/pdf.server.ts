// A report view's PDF (/survey-results/{id}/….pdf): the API's file handed on as it arrives, as a download, the way
// the growth report's PDF route does it. Shared by the answers, changes over time and benchmark scores views.
import { errorMessage } from "~domain/errors";

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * `request` is the `api.stream(...)` of the view's PDF operation. A result outside the user's scope is 404, an
 * unfinished assessment 409 with the API's words, anything else 502 in plain words.
 */
export async function pdfDownload(request: () => Promise<Response>, fallbackName: string): Promise<Response> {
  let upstream: Response;
  try {
    upstream = await request();
  } catch {
    return text(errorMessage("GENERIC_ERROR"), 502);
  }
  if (!upstream.ok || !upstream.body) {
    if (upstream.status === 404) return text("Not Found", 404);
    if (upstream.status === 409) {
      const body = (await upstream.json().catch(() => ({}))) as { message?: string };
      return text(body.message ?? "The report is ready once the assessment is finished.", 409);
    }
    return text(errorMessage("GENERIC_ERROR"), 502);
  }
  return new Response(upstream.body, {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": upstream.headers.get("content-disposition") ?? `attachment; filename="${fallbackName}"`,
      "Cache-Control": "no-store",
    },
  });
}

/** How long a PDF may take to render upstream (the same allowance as the growth report's). */
export const PDF_TIMEOUT = { accept: "application/pdf", timeoutMs: 60_000 } as const;
