import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { findSurveyResultInScope } from "../survey-results/model";
import { loadActionPlan } from "./action-plan";
import type { ActionPlanJson } from "./contract";

/** GET /growth-reports/{surveyResultId}/action-plan: the saved plan, or the empty one (version 0). */
export async function getActionPlan(db: Database, actor: Actor, surveyResultId: number): Promise<ActionPlanJson> {
  const result = await findSurveyResultInScope(db, actor, surveyResultId);
  return loadActionPlan(db, result.id);
}
