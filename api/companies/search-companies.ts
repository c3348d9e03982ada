import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../db/client";
import { containsPattern } from "../db/like";
import { paginate } from "../db/paginate";
import { companies, franchises, users } from "../db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import type { CompanySearch } from "./contract";
import { companyQuery, toCompanyJson } from "./model";

/**
 * Companies of the actor's scope with their user counts, grouped by franchise (franchise name, then companies
 * of no franchise last) and by name within. Matches name, industry, franchise name and HubSpot/GHL location id.
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

  const page = await paginate(
    companyQuery(db)
      .where(where)
      .orderBy(sql`${franchises.name} asc nulls last`, asc(sql`lower(${companies.name})`), asc(companies.id)),
    db
      .select({ total: count() })
      .from(companies)
      .leftJoin(franchises, eq(franchises.id, companies.franchiseId))
      .where(where),
    input,
    (row) => toCompanyJson(row),
  );
  const ids = page.data.map((c) => c.id);
  const counts = ids.length
    ? await db
        .select({
          companyId: users.companyId,
          users: count(),
          active: sql<number>`count(*) filter (where ${users.active} = 1)`.mapWith(Number),
        })
        .from(users)
        .where(inArray(users.companyId, ids))
        .groupBy(users.companyId)
    : [];
  const byCompany = new Map(counts.map((c) => [c.companyId, c]));
  return {
    data: page.data.map((company) => ({
      ...company,
      user_count: byCompany.get(company.id)?.users ?? 0,
      active_user_count: byCompany.get(company.id)?.active ?? 0,
    })),
    meta: page.meta,
  };
}
