import type { LoaderFunctionArgs } from "@remix-run/node";
import { errorMessage } from "~domain/errors";
import { requireCapability } from "~/auth/user.server";
import { bookCodesContract as bookCodes } from "../../api/book-codes/contract";
import { batchIdOf } from "./batch.server";

/**
 * /book-code-system/{id}/export.csv: a batch's codes as CSV, streamed from the API with the user's token; the
 * browser downloads it (the API's Content-Disposition names the file).
 */
export async function exportBatch({ request, context, params }: LoaderFunctionArgs): Promise<Response> {
  const { api } = await requireCapability(request, context, "book-code-system:use");
  const batchId = batchIdOf(params);
  const text = (body: string, status: number) =>
    new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  let upstream: Response;
  try {
    upstream = await api.stream(
      bookCodes.exportBatch,
      { params: { id: batchId } },
      { accept: "text/csv", timeoutMs: 120_000 },
    );
  } catch {
    return text(errorMessage("GENERIC_ERROR"), 502);
  }
  if (!upstream.ok || !upstream.body) {
    return upstream.status === 404 ? text("Not Found", 404) : text(errorMessage("GENERIC_ERROR"), 502);
  }
  return new Response(upstream.body, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition":
        upstream.headers.get("content-disposition") ?? `attachment; filename="book-codes-${batchId}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
