import { and, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { tenantScope, type Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { containsPattern } from "../db/like";
import { auditEvents, companies, users } from "../../server/db/schema/index";
import { companiesInScope, findCompanyInScope } from "../db/tenant-scope";
import type { AuditEntryJson, AuditFilters } from "./contract";
import { resolveSubjects, subjectOf, type Subject } from "./subjects";
import { auditActionLabel, publicActorName, readableSummary, summaryReferences, type NameOf } from "./wording";

const actors = alias(users, "audit_actor");
const supporters = alias(users, "audit_support_user");

/**
 * The rows the actor may read: every row for a super admin (also those of no company); otherwise only rows of the
 * companies in the actor's tenant scope, so a foreign company's trail is never listed.
 */
export function auditInScope(actor: Actor): SQL | undefined {
  if (tenantScope(actor).kind === "all") return undefined;
  return inArray(
    auditEvents.companyId,
    sql`(select ${companies.id} from ${companies} where ${companiesInScope(actor)})`,
  );
}

/** The next UTC midnight after a `YYYY-MM-DD` day (the end of an inclusive `to`). */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** The filters as conditions, inside the scope. A `company_id` outside it is a 404 (as everywhere). */
export async function auditConditions(db: Database, actor: Actor, q: AuditFilters): Promise<SQL | undefined> {
  if (q.company_id !== undefined) await findCompanyInScope(db, actor, q.company_id);
  const person = (table: typeof actors | typeof supporters, pattern: string) =>
    or(ilike(sql`${table.first} || ' ' || ${table.last}`, pattern), ilike(table.email, pattern));
  const pattern = q.search ? containsPattern(q.search) : null;
  return and(
    auditInScope(actor),
    q.company_id !== undefined ? eq(auditEvents.companyId, q.company_id) : undefined,
    q.action ? eq(auditEvents.action, q.action) : undefined,
    q.subject_type ? eq(auditEvents.subjectType, q.subject_type) : undefined,
    q.subject_id !== undefined ? eq(auditEvents.subjectId, q.subject_id) : undefined,
    pattern ? or(person(actors, pattern), person(supporters, pattern)) : undefined,
    q.from ? gte(auditEvents.createdAt, new Date(`${q.from}T00:00:00Z`)) : undefined,
    q.to ? lt(auditEvents.createdAt, dayAfter(q.to)) : undefined,
  );
}

/** The rows with the names of their company, actor and support user (read now: rows copy no personal data). */
export function auditRows(db: Database) {
  return db
    .select({
      event: auditEvents,
      companyName: companies.name,
      actorFirst: actors.first,
      actorLast: actors.last,
      supportFirst: supporters.first,
      supportLast: supporters.last,
    })
    .from(auditEvents)
    .leftJoin(companies, eq(companies.id, auditEvents.companyId))
    .leftJoin(actors, eq(actors.id, auditEvents.actorUserId))
    .leftJoin(supporters, eq(supporters.id, auditEvents.supportUserId))
    .$dynamic();
}

/** The count query with the same joins (the actor filter reads the joined names). */
export function auditCount(db: Database) {
  return db
    .select({ total: sql<number>`count(*)::int` })
    .from(auditEvents)
    .leftJoin(actors, eq(actors.id, auditEvents.actorUserId))
    .leftJoin(supporters, eq(supporters.id, auditEvents.supportUserId))
    .$dynamic();
}

export const newestFirst = [desc(auditEvents.createdAt), desc(auditEvents.id)];

type Row = Awaited<ReturnType<ReturnType<typeof auditRows>["execute"]>>[number];

const nameOf = (id: number | null, first: string | null, last: string | null) =>
  id === null ? null : { id, name: first === null ? `Deleted user #${id}` : `${first} ${last ?? ""}`.trim() };

/** One row as the API answers it, with its words and its subject (resolved by `resolveSubjects`). */
export function toAuditJson(row: Row, subjects: Map<string, Subject>): AuditEntryJson {
  const { event } = row;
  const actor = nameOf(event.actorUserId, row.actorFirst, row.actorLast);
  const supportUser = nameOf(event.supportUserId, row.supportFirst, row.supportLast);
  // Another object the summary names by id: its name when found in the reader's scope, else none (not "(deleted)").
  const named: NameOf = (type, id) => {
    const found = subjects.get(`${type}:${id}`);
    return found && !found.missing ? found.name : null;
  };
  const acted = actor?.name ?? publicActorName(event.action, event.subjectType, event.summary, named);
  return {
    id: event.id,
    action: event.action,
    action_label: auditActionLabel(event.action),
    created_at: event.createdAt.toISOString(),
    company:
      event.companyId === null ? null : { id: event.companyId, name: row.companyName ?? `Company #${event.companyId}` },
    actor,
    support_user: supportUser,
    who: supportUser ? `${acted} (by ${supportUser.name}, support)` : acted,
    subject_type: event.subjectType,
    subject_id: event.subjectId,
    subject: subjectOf(subjects, event.subjectType, event.subjectId),
    summary: event.summary,
    details: readableSummary(event.action, event.summary, named) ?? "",
    status: event.status,
  };
}

/**
 * Rows as JSON, their subjects (and the objects their summaries name by id) named inside the reader's scope, one
 * query per kind of object.
 */
export async function auditJson(db: Database, actor: Actor, rows: Row[]): Promise<AuditEntryJson[]> {
  const subjects = await resolveSubjects(db, actor, [
    ...rows.map((r) => r.event),
    ...rows.flatMap((r) => summaryReferences(r.event.action, r.event.summary)),
  ]);
  return rows.map((row) => toAuditJson(row, subjects));
}
