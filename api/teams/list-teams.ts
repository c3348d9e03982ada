import { and, asc, count, eq, ilike, sql, type SQL } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { containsPattern } from "../db/like";
import { paginate } from "../db/paginate";
import { companies, teams } from "../../server/db/schema/index";
import { companiesInScope, findCompanyInScope } from "../db/tenant-scope";
import type { TeamsQuery } from "./contract";
import { teamQuery, toTeamJson } from "./model";
import { memberCounts } from "./members";

/** GET /teams?company_id=&search=&page=&limit=: the teams of the caller's companies, by name, with their sizes. */
export async function listTeams(db: Database, actor: Actor, q: TeamsQuery) {
  // A company outside the scope is not found (as everywhere), never an empty list that hides the mistake.
  if (q.company_id !== undefined) await findCompanyInScope(db, actor, q.company_id);
  const conditions: SQL[] = [companiesInScope(actor)];
  if (q.company_id !== undefined) conditions.push(eq(teams.companyId, q.company_id));
  if (q.search) conditions.push(ilike(teams.name, containsPattern(q.search)));
  const where = and(...conditions);
  const page = await paginate(
    teamQuery(db)
      .where(where)
      .orderBy(asc(sql`lower(${teams.name})`), asc(sql`lower(${companies.name})`), asc(teams.id)),
    db.select({ total: count() }).from(teams).innerJoin(companies, eq(companies.id, teams.companyId)).where(where),
    q,
    (row) => row,
  );
  const counts = await memberCounts(
    db,
    page.data.map((row) => row.team),
  );
  return { data: page.data.map((row) => toTeamJson(row, counts.get(row.team.id) ?? 0)), meta: page.meta };
}
