import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { pdfFile, type FileAnswer } from "../http/answers";
import { findSurveyResultInScope } from "../survey-results/model";
import { loadActionPlan } from "./action-plan";
import { loadGrowthReport } from "./load-growth-report";
import { growthReportFileName, renderGrowthReportPdf } from "./pdf";

/**
 * GET /growth-reports/{surveyResultId}/pdf?benchmark_id=: the report and its action plan as a download. Rendered
 * whole before the first byte goes out, so a failure is still an ordinary error answer (a few pages, small).
 */
export async function sendGrowthReportPdf(
  db: Database,
  actor: Actor,
  surveyResultId: number,
  benchmarkId: number | null,
): Promise<FileAnswer> {
  const result = await findSurveyResultInScope(db, actor, surveyResultId);
  const [data, plan] = await Promise.all([loadGrowthReport(db, result.id, benchmarkId), loadActionPlan(db, result.id)]);
  const pdf = await renderGrowthReportPdf(data, plan);
  return pdfFile(pdf, growthReportFileName(data.person));
}
