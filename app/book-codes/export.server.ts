import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireCapability } from "~/auth/user.server";
import { csvDownload, CSV_STREAM } from "~/ui/download.server";
import { bookCodesContract as bookCodes } from "../../api/book-codes/contract";
import { batchIdOf } from "./batch.server";

/**
 * /book-code-system/{id}/export.csv: a batch's codes as CSV, streamed from the API with the user's token; the
 * browser downloads it (the API's Content-Disposition names the file).
 */
export async function exportBatch({ request, context, params }: LoaderFunctionArgs): Promise<Response> {
  const { api } = await requireCapability(request, context, "book-code-system:use");
  const batchId = batchIdOf(params);
  return csvDownload(
    () => api.stream(bookCodes.exportBatch, { params: { id: batchId } }, CSV_STREAM),
    `book-codes-${batchId}.csv`,
  );
}
