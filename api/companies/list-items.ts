import { and, asc, eq, sql } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { companies } from "../../server/db/schema/index";
import { companiesInScope, findCompanyInScope } from "../db/tenant-scope";
import { tableOf, toItemJson, type NamedItemKind } from "./named-items";

/** The items of one company (404 when it is foreign) or of every company in scope. */
export async function listItems<K extends NamedItemKind>(db: Database, actor: Actor, kind: K, companyId?: number) {
  const table = tableOf(kind);
  if (companyId !== undefined) await findCompanyInScope(db, actor, companyId);
  const rows = await db
    .select({ item: table })
    .from(table)
    .innerJoin(companies, eq(companies.id, table.companyId))
    .where(and(companiesInScope(actor), companyId === undefined ? undefined : eq(table.companyId, companyId)))
    .orderBy(asc(table.companyId), asc(sql`lower(${table.name})`), asc(table.id));
  return rows.map((r) => toItemJson(kind, r.item));
}
