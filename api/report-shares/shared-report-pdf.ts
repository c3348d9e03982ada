import type { Database } from "../../server/db/client";
import { growthReportFileName, renderGrowthReportPdf } from "../growth-reports/pdf";
import { pdfFile, type FileAnswer } from "../http/answers";
import { loadShared, openShare } from "./open-shared-report";
import type { ShareKeys } from "./payload";

/**
 * GET /survey-results/public/report/pdf?payload=: the shared report as a download, refused like the page (404,
 * 410). Rendered whole before the first byte goes out, so a failure is still an ordinary error answer.
 */
export async function sendSharedReportPdf(
  db: Database,
  keys: ShareKeys,
  payload: string,
  now = new Date(),
): Promise<FileAnswer> {
  const { share, benchmarkId } = await openShare(db, keys, payload, now);
  const { data, goals } = await loadShared(db, share.surveyResultId, benchmarkId);
  const pdf = await renderGrowthReportPdf(data, { goals });
  return pdfFile(pdf, growthReportFileName(data.person));
}
