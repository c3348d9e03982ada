import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { findSurveyResultInScope } from "../survey-results/model";
import type { CandidateAnalysisJson } from "./contract";
import { storedAnalysis, toAnalysisJson } from "./model";

/** GET /survey-results/{id}/analysis: the stored analysis, or null before the first generation. */
export async function getAnalysis(db: Database, actor: Actor, id: number): Promise<CandidateAnalysisJson | null> {
  const result = await findSurveyResultInScope(db, actor, id);
  const row = await storedAnalysis(db, result.id);
  return row ? toAnalysisJson(row) : null;
}
