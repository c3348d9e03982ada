import { and, asc, count, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { containsPattern } from "../db/like";
import { paginate } from "../db/paginate";
import {
  companies,
  companyEvents,
  companyLogos,
  franchises,
  surveyResults,
  userEvents,
  users,
} from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import type { CompanySearch, CompanySort } from "./contract";
import { companyColumns, toCompanyJson } from "./model";

// Each company's figures as correlated subqueries: they are both answered and sorted by, for one page of companies.
const userCount = sql<number>`(select count(*) from ${users} where ${users.companyId} = ${companies.id})`;
const activeUserCount = sql<number>`(select count(*) from ${users} where ${users.companyId} = ${companies.id} and ${users.active} = 1)`;
const peopleCount = sql<number>`(select count(distinct lower(${surveyResults.email})) from ${surveyResults}
  where ${surveyResults.companyId} = ${companies.id} and not ${surveyResults.isTest} and ${surveyResults.archivedAt} is null)`;
// greatest() skips nulls; it is null only when every part is.
const lastActivity = sql<Date | string | null>`greatest(
  (select max(greatest(${surveyResults.createdAt}, ${surveyResults.submittedAt})) from ${surveyResults}
    where ${surveyResults.companyId} = ${companies.id}),
  (select max(${companyEvents.timestamp}) from ${companyEvents} where ${companyEvents.companyId} = ${companies.id}),
  (select max(${userEvents.timestamp}) from ${userEvents} join ${users} on ${users.id} = ${userEvents.userId}
    where ${users.companyId} = ${companies.id}),
  (select max(${users.lastHomeVisitAt}) from ${users} where ${users.companyId} = ${companies.id}))`;

const SORT_KEYS: Record<CompanySort, SQL> = {
  name: sql`lower(${companies.name})`,
  people: peopleCount,
  // The figure the overview shows first: the users who can sign in.
  users: activeUserCount,
  last_activity: lastActivity,
  plan: sql`lower(${companies.productType})`,
  created_at: sql`${companies.createdAt}`,
};

/**
 * Companies of the actor's scope with their user and people counts and latest activity, grouped by franchise
 * (franchise name, then companies of no franchise last) and sorted within each group (by name unless asked).
 * Matches name, industry, franchise name and HubSpot/GHL location id.
 */
export async function searchCompanies(db: Database, actor: Actor, input: Omit<CompanySearch, "q">) {
  const conditions: SQL[] = [companiesInScope(actor)];
  if (input.search) {
    const pattern = containsPattern(input.search);
    conditions.push(
      or(
        ilike(companies.name, pattern),
        ilike(companies.industry, pattern),
        ilike(franchises.name, pattern),
        ilike(companies.goHighLevelLocationId, pattern),
      )!,
    );
  }
  if (input.franchise_id === "none") conditions.push(sql`${companies.franchiseId} is null`);
  else if (input.franchise_id !== undefined) conditions.push(eq(companies.franchiseId, input.franchise_id));
  const where = and(...conditions);
  const key = SORT_KEYS[input.sort_by];
  // Companies without the figure (no plan, no activity yet) come last either way; then by name, then id (stable).
  const direction = input.order_by === "desc" ? sql`desc nulls last` : sql`asc nulls last`;

  const rows = db
    .select({
      ...companyColumns,
      users: userCount.mapWith(Number),
      activeUsers: activeUserCount.mapWith(Number),
      people: peopleCount.mapWith(Number),
      lastActivity,
    })
    .from(companies)
    .leftJoin(franchises, eq(franchises.id, companies.franchiseId))
    .leftJoin(companyLogos, eq(companyLogos.companyId, companies.id));
  return paginate(
    rows
      .where(where)
      .orderBy(
        sql`${franchises.name} asc nulls last`,
        sql`${key} ${direction}`,
        asc(sql`lower(${companies.name})`),
        asc(companies.id),
      ),
    db
      .select({ total: count() })
      .from(companies)
      .leftJoin(franchises, eq(franchises.id, companies.franchiseId))
      .where(where),
    input,
    (row) => ({
      ...toCompanyJson(row),
      user_count: row.users,
      active_user_count: row.activeUsers,
      people_count: row.people,
      last_activity_at: row.lastActivity ? new Date(row.lastActivity).toISOString() : null,
    }),
  );
}
