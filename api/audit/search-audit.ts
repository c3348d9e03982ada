import { asc } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { paginate } from "../db/paginate";
import { auditEvents } from "../../server/db/schema/index";
import type { AuditSearch } from "./contract";
import { auditConditions, auditCount, auditInScope, auditJson, auditRows, newestFirst } from "./model";
import { auditActionLabel } from "./wording";

/** GET /audit: a page of the trail in the caller's scope, newest first. */
export async function searchAudit(db: Database, actor: Actor, q: AuditSearch) {
  const where = await auditConditions(db, actor, q);
  const page = await paginate(
    auditRows(db)
      .where(where)
      .orderBy(...newestFirst),
    auditCount(db).where(where),
    q,
    (row) => row,
  );
  return { ...page, data: await auditJson(db, actor, page.data) };
}

/** GET /audit/actions: the actions recorded in scope with their words, in the order of their words. */
export async function listAuditActions(db: Database, actor: Actor): Promise<{ action: string; label: string }[]> {
  const rows = await db
    .selectDistinct({ action: auditEvents.action })
    .from(auditEvents)
    .where(auditInScope(actor))
    .orderBy(asc(auditEvents.action));
  return rows
    .map((r) => ({ action: r.action, label: auditActionLabel(r.action) }))
    .sort((a, b) => a.label.localeCompare(b.label, "en-US"));
}
