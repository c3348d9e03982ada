import { desc, eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Logger } from "../../server/logger";
import type { Database } from "../../server/db/client";
import {
  actionPlans,
  coachingAssignments,
  coachingSessions,
  companies,
  surveyResults,
  users,
} from "../../server/db/schema/index";
import { loadGrowthReport } from "../growth-reports/load-growth-report";
import { findSurveyResultInScope } from "../survey-results/model";
import type { CoachingPersonJson } from "./contract";
import { personColumns, planSummary, sessionCoach, sessionColumns, toPersonJson, toSessionJson } from "./model";

/**
 * GET /coaching/people/{surveyResultId}: the person, their coach, the sessions (newest first), the action plan's
 * goals with progress, and the growth areas with the next-session prompt from the growth report.
 */
export async function getCoachedPerson(
  db: Database,
  logger: Logger,
  actor: Actor,
  surveyResultId: number,
): Promise<CoachingPersonJson> {
  const result = await findSurveyResultInScope(db, actor, surveyResultId);
  const [[person], [assignment], sessions, [plan]] = await Promise.all([
    db
      .select(personColumns)
      .from(surveyResults)
      .innerJoin(companies, eq(companies.id, surveyResults.companyId))
      .where(eq(surveyResults.id, result.id)),
    db
      .select({ since: coachingAssignments.createdAt, coach: { id: users.id, first: users.first, last: users.last } })
      .from(coachingAssignments)
      .innerJoin(users, eq(users.id, coachingAssignments.coachUserId))
      .where(eq(coachingAssignments.surveyResultId, result.id)),
    db
      .select(sessionColumns)
      .from(coachingSessions)
      .leftJoin(sessionCoach, eq(sessionCoach.id, coachingSessions.coachUserId))
      .where(eq(coachingSessions.surveyResultId, result.id))
      .orderBy(desc(coachingSessions.heldOn), desc(coachingSessions.id)),
    db
      .select({ goals: actionPlans.goals, updatedAt: actionPlans.updatedAt })
      .from(actionPlans)
      .where(eq(actionPlans.surveyResultId, result.id)),
  ]);
  return {
    person: toPersonJson(person),
    coach: assignment?.coach ?? null,
    coached_since: assignment ? assignment.since.toISOString() : null,
    sessions: sessions.map((row) => toSessionJson(actor, row)),
    plan: { ...planSummary(plan?.goals ?? null), updated_at: plan ? plan.updatedAt.toISOString() : null },
    growth: result.scores ? await growthOf(db, logger, result.id) : null,
  };
}

/**
 * The growth areas and the prompt of the growth report against the profile's extremes. The coach's view does not
 * fail with it: a report that cannot be built (its texts incomplete, say) leaves the prompt out and is logged.
 */
async function growthOf(db: Database, logger: Logger, surveyResultId: number): Promise<CoachingPersonJson["growth"]> {
  try {
    const { report } = await loadGrowthReport(db, surveyResultId, null);
    return {
      areas: report.growthAreas.map((area) => ({ scale: area.scale, name: area.name })),
      next_session_prompt: report.nextSessionPrompt,
    };
  } catch (err) {
    logger.warn({ err, surveyResultId }, "the growth report for the coaching view could not be built");
    return null;
  }
}
