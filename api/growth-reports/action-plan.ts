import { eq } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { actionPlans, users } from "../../server/db/schema/index";
import type { Executor } from "../survey-results/model";
import type { ActionPlanJson } from "./contract";

const EMPTY_PLAN: ActionPlanJson = { goals: [], version: 0, updated_at: null, updated_by: null };

/** A survey result's action plan (the empty plan, version 0, when none was saved). No actor: the caller checks scope. */
export async function loadActionPlan(db: Database | Executor, surveyResultId: number): Promise<ActionPlanJson> {
  const [row] = await db
    .select({ plan: actionPlans, by: { first: users.first, last: users.last } })
    .from(actionPlans)
    .leftJoin(users, eq(users.id, actionPlans.updatedByUserId))
    .where(eq(actionPlans.surveyResultId, surveyResultId));
  if (!row) return { ...EMPTY_PLAN, goals: [] };
  return {
    goals: row.plan.goals,
    version: row.plan.version,
    updated_at: row.plan.updatedAt.toISOString(),
    updated_by: row.by ? { first: row.by.first, last: row.by.last } : null,
  };
}
