import type { Response } from "express";
import type { Database } from "../db/client";
import { growthReportFileName, renderGrowthReportPdf } from "../growth-reports/pdf";
import { SENT } from "../http/implement";
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
  res: Response,
  now = new Date(),
): Promise<typeof SENT> {
  const { share, benchmarkId } = await openShare(db, keys, payload, now);
  const { data, goals } = await loadShared(db, share.surveyResultId, benchmarkId);
  const pdf = await renderGrowthReportPdf(data, { goals });
  res.status(200);
  res.setHeader("Content-Type", "application/pdf");
  res.setHeader("Content-Disposition", `attachment; filename="${growthReportFileName(data.person)}"`);
  res.setHeader("Content-Length", String(pdf.length));
  res.end(pdf);
  return SENT;
}
