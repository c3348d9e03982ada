import { asc, eq, sql } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { companies, franchises } from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import { companyQuery, toCompanyJson } from "./model";

/** Every company in the actor's scope, by name (for choosers; reference data). */
export async function listCompanies(db: Database, actor: Actor) {
  const rows = await companyQuery(db)
    .where(companiesInScope(actor))
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id));
  return rows.map(toCompanyJson);
}

/** The franchises of the companies in the actor's scope. */
export async function listFranchises(db: Database, actor: Actor) {
  return db
    .selectDistinct({ id: franchises.id, name: franchises.name })
    .from(franchises)
    .innerJoin(companies, eq(companies.franchiseId, franchises.id))
    .where(companiesInScope(actor))
    .orderBy(asc(franchises.name), asc(franchises.id));
}
