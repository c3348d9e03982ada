import { and, eq, sql } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { actionPlans } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import { findSurveyResultInScope } from "../survey-results/model";
import { refuseEarlierAssessment } from "../survey-results/supersede";
import { loadActionPlan } from "./action-plan";
import type { ActionPlanInput, ActionPlanJson } from "./contract";

export const stalePlan = () =>
  ApiError.conflict("Someone else saved this plan meanwhile; reload to see their changes.", [
    { path: "version", message: "is not the plan's current version" },
  ]);

/**
 * PUT /growth-reports/{surveyResultId}/action-plan: saves the whole plan if `version` is the stored one (0: none
 * stored yet). The check and the write are one statement, so of two saves made from the same copy exactly one
 * lands and the other answers 409.
 */
export async function saveActionPlan(
  db: Database,
  actor: Actor,
  surveyResultId: number,
  input: ActionPlanInput,
): Promise<ActionPlanJson> {
  const result = await findSurveyResultInScope(db, actor, surveyResultId);
  refuseEarlierAssessment(result, "an action plan", "surveyResultId");
  const saved =
    input.version === 0
      ? await db
          .insert(actionPlans)
          .values({ surveyResultId: result.id, goals: input.goals, version: 1, updatedByUserId: actor.id })
          .onConflictDoNothing({ target: actionPlans.surveyResultId })
          .returning({ version: actionPlans.version })
      : await db
          .update(actionPlans)
          .set({
            goals: input.goals,
            version: sql`${actionPlans.version} + 1`,
            updatedByUserId: actor.id,
            updatedAt: new Date(),
          })
          .where(and(eq(actionPlans.surveyResultId, result.id), eq(actionPlans.version, input.version)))
          .returning({ version: actionPlans.version });
  if (saved.length === 0) throw stalePlan();
  return loadActionPlan(db, result.id);
}
