// What the coaching operations share: a person's JSON, a session found through its person's scope, the action plan's
// summary (progress and the next due date), and the rules for who may coach and who may change a session.
import { and, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { planProgress, type ActionPlanGoal } from "../../domain/coaching/action-plan";
import { inScope, tenantScope, type Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { coachingSessions, companies, surveyResults, users } from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import { ApiError } from "../http/errors";
import type { CoachingPersonJson, CoachingRowJson, SessionJson } from "./contract";

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** The person's columns every coaching answer shows (a survey result with its company's name). */
export const personColumns = {
  id: surveyResults.id,
  first: surveyResults.first,
  last: surveyResults.last,
  roleName: surveyResults.roleName,
  companyId: surveyResults.companyId,
  companyName: companies.name,
  submittedAt: surveyResults.submittedAt,
  archivedAt: surveyResults.archivedAt,
};

type PersonRow = {
  id: number;
  first: string;
  last: string;
  roleName: string;
  companyId: number;
  companyName: string;
  submittedAt: Date | null;
  archivedAt: Date | null;
};

export function toPersonJson(row: PersonRow): CoachingRowJson["person"] {
  return {
    id: row.id,
    first: row.first,
    last: row.last,
    role_name: row.roleName,
    company: { id: row.companyId, name: row.companyName },
    submitted_at: iso(row.submittedAt),
    archived_at: iso(row.archivedAt),
  };
}

/** The user who held a session (a second users join beside the one for the coach). */
export const sessionCoach = alias(users, "session_coach");

export const sessionColumns = {
  session: coachingSessions,
  coach: { id: sessionCoach.id, first: sessionCoach.first, last: sessionCoach.last },
};

type SessionRow = {
  session: typeof coachingSessions.$inferSelect;
  coach: { id: number; first: string; last: string } | null;
};

const mayEdit = (actor: Actor, session: { coachUserId: number | null }) =>
  session.coachUserId === actor.id || actor.role === "SUPER_ADMIN";

export function toSessionJson(actor: Actor, { session, coach }: SessionRow): SessionJson {
  return {
    id: session.id,
    survey_result_id: session.surveyResultId,
    held_on: session.heldOn,
    notes: session.notes,
    coach,
    created_at: session.createdAt.toISOString(),
    updated_at: session.updatedAt.toISOString(),
    can_edit: mayEdit(actor, session),
  };
}

/** A session whose person lies in the actor's scope, or a 404 (a foreign session is simply not found). */
export async function findSession(db: Database, actor: Actor, id: number): Promise<SessionRow> {
  const [row] = await db
    .select(sessionColumns)
    .from(coachingSessions)
    .innerJoin(surveyResults, eq(surveyResults.id, coachingSessions.surveyResultId))
    .innerJoin(companies, eq(companies.id, surveyResults.companyId))
    .leftJoin(sessionCoach, eq(sessionCoach.id, coachingSessions.coachUserId))
    .where(and(eq(coachingSessions.id, id), companiesInScope(actor)));
  if (!row) throw ApiError.notFound("Session not found");
  return row;
}

/** Only whoever held a session (or a super admin) changes it: the notes are theirs. */
export function requireSessionEditor(actor: Actor, session: { coachUserId: number | null }) {
  if (!mayEdit(actor, session)) throw ApiError.forbidden("Only the coach who held this session can change it");
}

type Progress = { done: number; total: number };
type NextDue = CoachingRowJson["next_due"];

/** The goal not done yet that is due first (goals without a date never are). */
export function nextDue(goals: readonly ActionPlanGoal[]): NextDue {
  let next: NextDue = null;
  for (const goal of goals) {
    if (goal.done || !goal.due_on) continue;
    if (!next || goal.due_on < next.due_on) next = { goal_id: goal.id, title: goal.title, due_on: goal.due_on };
  }
  return next;
}

/** The action plan as the coach's view shows it: each goal with its own progress, the whole plan's, what is due. */
export function planSummary(goals: readonly ActionPlanGoal[] | null): Omit<CoachingPersonJson["plan"], "updated_at"> {
  const list = goals ?? [];
  return {
    goals: list.map((goal) => ({ ...goal, progress: planProgress([goal]) })),
    progress: planProgress(list),
    next_due: nextDue(list),
  };
}

export const emptyProgress = (): Progress => ({ done: 0, total: 0 });

/**
 * The user who is to coach a person: an active user whose company lies in the actor's scope (400 otherwise, naming
 * the field: the id is the caller's input, not the resource of the path) and who sees the person's company, since
 * a coach must be able to open the person's report.
 */
export async function findCoach(
  db: Database,
  actor: Actor,
  userId: number,
  person: { companyId: number },
): Promise<{ id: number; first: string; last: string }> {
  const [row] = await db
    .select({ user: users, franchiseId: companies.franchiseId })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, userId), companiesInScope(actor)));
  const problem = (message: string) => ApiError.badRequest([{ path: "coach_user_id", message }]);
  if (!row) throw problem("is not a user of your companies");
  if (row.user.active !== 1) throw problem("is not an active user");
  const [company] = await db
    .select({ id: companies.id, franchiseId: companies.franchiseId })
    .from(companies)
    .where(eq(companies.id, person.companyId));
  const coachScope = tenantScope({
    id: row.user.id,
    email: row.user.email,
    role: row.user.authRole,
    companyId: row.user.companyId,
    franchiseId: row.franchiseId,
    canViewHiringPipeline: row.user.canViewHiringPipeline,
  });
  if (!company || !inScope(coachScope, company)) throw problem("cannot see this person's company");
  return { id: row.user.id, first: row.user.first, last: row.user.last };
}
