import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { findSurveyResultInScope } from "../survey-results/model";
import type { GrowthReportData } from "./contract";
import { loadGrowthReport } from "./load-growth-report";

/** GET /growth-reports/{surveyResultId}?benchmark_id=: a result in the actor's scope (404 otherwise). */
export async function getGrowthReport(
  db: Database,
  actor: Actor,
  surveyResultId: number,
  benchmarkId: number | null,
): Promise<GrowthReportData> {
  const result = await findSurveyResultInScope(db, actor, surveyResultId);
  return loadGrowthReport(db, result.id, benchmarkId);
}
