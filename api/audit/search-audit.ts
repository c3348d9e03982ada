import { asc } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../db/client";
import { paginate } from "../db/paginate";
import { auditEvents } from "../db/schema/index";
import type { AuditSearch } from "./contract";
import { auditConditions, auditCount, auditInScope, auditRows, newestFirst, toAuditJson } from "./model";

/** GET /audit: a page of the trail in the caller's scope, newest first. */
export async function searchAudit(db: Database, actor: Actor, q: AuditSearch) {
  const where = await auditConditions(db, actor, q);
  return paginate(
    auditRows(db)
      .where(where)
      .orderBy(...newestFirst),
    auditCount(db).where(where),
    q,
    toAuditJson,
  );
}

/** GET /audit/actions: the actions recorded in scope, alphabetically. */
export async function listAuditActions(db: Database, actor: Actor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: auditEvents.action })
    .from(auditEvents)
    .where(auditInScope(actor))
    .orderBy(asc(auditEvents.action));
  return rows.map((r) => r.action);
}
