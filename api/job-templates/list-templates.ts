import { and, asc, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { containsPattern } from "../db/like";
import type { TemplateJson, TemplateListQuery } from "./contract";
import { t, templateRows, toTemplateJson, visible } from "./model";

export async function listTemplates(db: Database, actor: Actor, q: TemplateListQuery): Promise<TemplateJson[]> {
  const conditions: (SQL | undefined)[] = [visible(actor)];
  if (!q.include_archived) conditions.push(isNull(t.archivedAt));
  if (!q.include_tests) conditions.push(eq(t.isTest, false));
  // A company's choice: the shared templates and its own.
  if (q.company_id !== undefined) conditions.push(or(isNull(t.companyId), eq(t.companyId, q.company_id)));
  if (q.search) conditions.push(ilike(t.name, containsPattern(q.search)));
  const rows = await templateRows(db)
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${t.name})`), asc(t.id));
  return rows.map(toTemplateJson);
}
