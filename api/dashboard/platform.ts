// The super admin's home: the platform at a glance instead of Provider Operations' own link. Only ever called for a
// super admin (scope "all"), so these queries need no tenant condition.
import { and, count, desc, eq, gte, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { companies, surveyResults, users } from "../../server/db/schema/index";
import { DASHBOARD_LIST_LIMIT, PLATFORM_DAYS } from "./contract";

const DAY_MS = 86_400_000;
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

export async function platformFigures(db: Database, now: Date) {
  const monthAgo = new Date(now.getTime() - 30 * DAY_MS);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const firstDay = new Date(today - (PLATFORM_DAYS - 1) * DAY_MS);

  const day = sql<string>`to_char(${surveyResults.submittedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const recentCompletions = sql<number>`count(*) filter (where ${surveyResults.submittedAt} >= ${monthAgo.toISOString()}::timestamptz)`;
  // Sent together: they wait their turn on the embedded database once (ADR 082).
  const [[companyCounts], [activeUsers], [activeCompanies], perDay, mostActive] = await Promise.all([
    db
      .select({
        all: count(),
        recent:
          sql<number>`count(*) filter (where ${companies.createdAt} >= ${monthAgo.toISOString()}::timestamptz)`.mapWith(
            Number,
          ),
      })
      .from(companies),
    db.select({ n: count() }).from(users).where(eq(users.active, 1)),
    db
      .select({ n: sql<number>`count(distinct ${surveyResults.companyId})`.mapWith(Number) })
      .from(surveyResults)
      .where(
        and(
          eq(surveyResults.isTest, false),
          sql`greatest(${surveyResults.createdAt}, ${surveyResults.submittedAt}) >= ${monthAgo.toISOString()}::timestamptz`,
        ),
      ),
    db
      .select({ date: day, n: count() })
      .from(surveyResults)
      .where(and(eq(surveyResults.isTest, false), gte(surveyResults.submittedAt, firstDay)))
      .groupBy(day),
    db
      .select({
        id: companies.id,
        name: companies.name,
        completions: recentCompletions.mapWith(Number),
        last: sql<Date | null>`max(greatest(${surveyResults.createdAt}, ${surveyResults.submittedAt}))`,
      })
      .from(companies)
      .innerJoin(surveyResults, and(eq(surveyResults.companyId, companies.id), eq(surveyResults.isTest, false)))
      .where(isNotNull(surveyResults.submittedAt))
      .groupBy(companies.id)
      .having(sql`${recentCompletions} > 0`)
      .orderBy(desc(recentCompletions), companies.name, companies.id)
      .limit(DASHBOARD_LIST_LIMIT),
  ]);
  const byDate = new Map(perDay.map((r) => [r.date, Number(r.n)]));
  const completionsPerDay = Array.from({ length: PLATFORM_DAYS }, (_, i) => {
    const date = utcDay(new Date(firstDay.getTime() + i * DAY_MS));
    return { date, count: byDate.get(date) ?? 0 };
  });

  return {
    companies: Number(companyCounts.all),
    new_companies_30d: companyCounts.recent,
    active_users: Number(activeUsers.n),
    active_companies_30d: activeCompanies.n,
    completions_per_day: completionsPerDay,
    most_active: mostActive.map((c) => ({
      id: c.id,
      name: c.name,
      completions_30d: c.completions,
      last_activity_at: c.last ? new Date(c.last).toISOString() : null,
    })),
  };
}
