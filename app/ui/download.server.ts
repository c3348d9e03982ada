// A file from the API handed on to the browser as it arrives, as a download: one recipe for every view's PDF (growth
// report, answers, changes over time, benchmark scores, comparison, conflict plan, team, shared links) and every CSV
// export (candidates, audit trail, book codes, academy progress, campaigns).
import { errorMessage } from "~domain/errors";

/** How an app route asks the API for a PDF: the file type, and the time a render may take upstream. */
export const PDF_STREAM = { accept: "application/pdf", timeoutMs: 60_000 } as const;
/** How an app route asks the API for a CSV export: a large one takes a while to start streaming. */
export const CSV_STREAM = { accept: "text/csv", timeoutMs: 120_000 } as const;

/** A short plain-text answer (what a refused download shows in the browser). */
export const plainText = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });

/** Data the API answered as JSON, handed to the browser as a file to keep (a person's data export); never cached. */
export const jsonDownload = (data: unknown, name: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Cache-Control": "no-store",
      ...headers,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
    },
  });

export interface DownloadOptions {
  /** Said on a 409 when the API gives no words of its own (someone has not finished yet). */
  unready?: string;
  /** Headers for every answer, the file and a refusal alike (e.g. a shared link's private headers). */
  headers?: Record<string, string>;
  /** A route's own answer to an API refusal (e.g. back to a shared link's page, which says why); else the default. */
  refused?: (status: number) => Response | undefined;
}

/** A view's PDF: `request` is the `api.stream(...)` of its PDF operation (see `download`). */
export const pdfDownload = (request: () => Promise<Response>, fallbackName: string, options: DownloadOptions = {}) =>
  download(request, fallbackName, "application/pdf", options);

/** A CSV export: `request` is the `api.stream(...)` of its export operation (see `download`). */
export const csvDownload = (request: () => Promise<Response>, fallbackName: string, options: DownloadOptions = {}) =>
  download(request, fallbackName, "text/csv; charset=utf-8", options);

/**
 * The API's file as a download named by its Content-Disposition (else `fallbackName`). By default: not found or not
 * asked right (404, 400) is 404, refused (403) is 403, not finished (409) is the API's words, anything else 502 in
 * plain words.
 */
async function download(
  request: () => Promise<Response>,
  fallbackName: string,
  contentType: string,
  options: DownloadOptions,
): Promise<Response> {
  const { headers = {} } = options;
  let upstream: Response;
  try {
    upstream = await request();
  } catch {
    return plainText(errorMessage("GENERIC_ERROR"), 502, headers);
  }
  if (!upstream.ok || !upstream.body) {
    const own = options.refused?.(upstream.status);
    if (own) return own;
    if (upstream.status === 404 || upstream.status === 400) return plainText("Not Found", 404, headers);
    if (upstream.status === 403) return plainText("Forbidden", 403, headers);
    if (upstream.status === 409) {
      const body = (await upstream.json().catch(() => ({}))) as { message?: string };
      return plainText(body.message ?? options.unready ?? "The report is not ready yet.", 409, headers);
    }
    return plainText(errorMessage("GENERIC_ERROR"), 502, headers);
  }
  return new Response(upstream.body, {
    status: 200,
    headers: {
      "Cache-Control": "no-store",
      ...headers,
      "Content-Type": contentType,
      "Content-Disposition": upstream.headers.get("content-disposition") ?? `attachment; filename="${fallbackName}"`,
    },
  });
}
