import { and, asc, count, desc, eq, max, or, sql, type SQL } from "drizzle-orm";
import { planProgress } from "../../domain/coaching/action-plan";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { prefixPattern } from "../db/like";
import { paginate } from "../db/paginate";
import {
  actionPlans,
  coachingAssignments,
  coachingSessions,
  companies,
  surveyResults,
  users,
} from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import type { CoachedPeopleQuery, CoachingRowJson } from "./contract";
import { emptyProgress, nextDue, personColumns, toPersonJson } from "./model";

/**
 * GET /coaching/people: coached people in scope, with their coach, how many sessions they had and when the last
 * was, and their action plan's progress and next due goal.
 */
export async function listCoachedPeople(db: Database, actor: Actor, q: CoachedPeopleQuery) {
  // One row per person: the session count and the latest date, computed once for the page's people.
  const sessions = db
    .select({
      surveyResultId: coachingSessions.surveyResultId,
      count: count().as("session_count"),
      last: max(coachingSessions.heldOn).as("last_held_on"),
    })
    .from(coachingSessions)
    .groupBy(coachingSessions.surveyResultId)
    .as("session_stats");

  // The person's scope decides: a person of the caller's companies shows whoever coaches them (a franchise's head
  // office may coach a company's people).
  const conditions: SQL[] = [companiesInScope(actor)];
  if (!q.all) conditions.push(eq(coachingAssignments.coachUserId, q.coach_user_id ?? actor.id));
  if (q.search) {
    const pattern = prefixPattern(q.search);
    conditions.push(
      or(
        sql`lower(${surveyResults.first}) like ${pattern}`,
        sql`lower(${surveyResults.last}) like ${pattern}`,
        sql`lower(${surveyResults.first} || ' ' || ${surveyResults.last}) like ${pattern}`,
      )!,
    );
  }
  const where = and(...conditions);
  const direction = q.order_by === "desc" ? desc : asc;
  const order: SQL[] =
    q.sort_by === "last_session"
      ? // Never met comes first when ascending: the people waiting longest for a session.
        [sql`${sessions.last} ${sql.raw(q.order_by)} nulls ${sql.raw(q.order_by === "asc" ? "first" : "last")}`]
      : [direction(sql`lower(${surveyResults.last})`), direction(sql`lower(${surveyResults.first})`)];

  const rows = db
    .select({
      person: personColumns,
      coach: { id: users.id, first: users.first, last: users.last },
      since: coachingAssignments.createdAt,
      sessions: sessions.count,
      last: sessions.last,
      goals: actionPlans.goals,
    })
    .from(coachingAssignments)
    .innerJoin(surveyResults, eq(surveyResults.id, coachingAssignments.surveyResultId))
    .innerJoin(companies, eq(companies.id, surveyResults.companyId))
    .innerJoin(users, eq(users.id, coachingAssignments.coachUserId))
    .leftJoin(sessions, eq(sessions.surveyResultId, coachingAssignments.surveyResultId))
    .leftJoin(actionPlans, eq(actionPlans.surveyResultId, coachingAssignments.surveyResultId))
    .where(where)
    .orderBy(...order, asc(surveyResults.id));
  const counted = db
    .select({ total: count() })
    .from(coachingAssignments)
    .innerJoin(surveyResults, eq(surveyResults.id, coachingAssignments.surveyResultId))
    .innerJoin(companies, eq(companies.id, surveyResults.companyId))
    .innerJoin(users, eq(users.id, coachingAssignments.coachUserId))
    .where(where);

  return paginate(rows, counted, q, (row): CoachingRowJson => {
    const goals = row.goals ?? [];
    return {
      person: toPersonJson(row.person),
      coach: row.coach,
      coached_since: row.since.toISOString(),
      sessions: Number(row.sessions ?? 0),
      last_session_on: row.last ?? null,
      goals: goals.length ? planProgress(goals) : emptyProgress(),
      next_due: nextDue(goals),
    };
  });
}
