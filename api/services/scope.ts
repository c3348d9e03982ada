import { eq, or, sql, type SQL } from "drizzle-orm";
import { tenantScope, type Actor } from "../../domain/permissions";
import { companies } from "../db/schema/index";

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
