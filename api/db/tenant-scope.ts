import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { tenantScope, type Actor } from "../../domain/permissions";
import { ApiError } from "../http/errors";
import type { Database } from "../../server/db/client";
import { companies } from "../../server/db/schema/index";

/**
 * The actor's tenant scope as a condition on `companies`: put it in the WHERE of every tenant query, so a foreign
 * row is simply not found (404) and never listed.
 */
export function companiesInScope(actor: Actor): SQL {
  const scope = tenantScope(actor);
  switch (scope.kind) {
    case "all":
      return sql`true`;
    case "franchise":
      return or(eq(companies.franchiseId, scope.franchiseId), eq(companies.id, scope.companyId))!;
    case "company":
      return eq(companies.id, scope.companyId);
  }
}

/**
 * The same scope as a condition on a company id column (`survey_results.company_id`, a kept count's), so a count
 * needs no join with `companies` (ADR 006): a franchise's companies come from a subquery with the rule above.
 */
export function companyIdInScope(actor: Actor, companyId: AnyPgColumn): SQL {
  const scope = tenantScope(actor);
  switch (scope.kind) {
    case "all":
      return sql`true`;
    case "franchise":
      return inArray(companyId, sql`(select ${companies.id} from ${companies} where ${companiesInScope(actor)})`);
    case "company":
      return eq(companyId, scope.companyId);
  }
}

/** A company inside the actor's scope, or a 404. */
export async function findCompanyInScope(db: Database, actor: Actor, id: number) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name, franchiseId: companies.franchiseId })
    .from(companies)
    .where(and(eq(companies.id, id), companiesInScope(actor)));
  if (!company) throw ApiError.notFound("Company not found");
  return company;
}
