// The one way to add to the audit trail. Callers pass what happened; who did it (and the support user behind a
// proxy session) comes from the request's `Auth`, so no caller can forget the impersonating super admin.
import { eq } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { auditEvents } from "../../server/db/schema/index";
import type { Auth } from "../http/authenticate";

export interface AuditEntry {
  /** A short dotted verb, e.g. `user.role_change`, `survey_results.export`. */
  action: string;
  /** The company the action concerns; null for one outside any company. */
  companyId: number | null;
  /** What it was done to, e.g. `user` (with its id), or null. */
  subjectType?: string | null;
  subjectId?: number | null;
  /** A short text WITHOUT personal data (no names, e-mails, answers): ids and counts only. */
  summary: string;
}

const MAX_SUMMARY = 300;

/**
 * Records one audit row for the request's caller (`auth` null: an unauthenticated action, e.g. a public form) and
 * answers its id. Call it inside the same transaction as the write when there is one (`db` may be a transaction),
 * so the row exists exactly when the write does.
 */
export async function recordAudit(db: Database, auth: Auth | null, entry: AuditEntry): Promise<number> {
  const [row] = await db
    .insert(auditEvents)
    .values({
      action: entry.action,
      companyId: entry.companyId,
      actorUserId: auth?.actor.id ?? null,
      supportUserId: auth?.superAdmin?.id ?? null,
      subjectType: entry.subjectType ?? null,
      subjectId: entry.subjectId ?? null,
      summary: entry.summary.slice(0, MAX_SUMMARY),
    })
    .returning({ id: auditEvents.id });
  return row.id;
}

/** Adds the HTTP status to a row recorded before its request ran (a proxy write), once the answer is known. */
export async function settleAudit(db: Database, id: number, status: number): Promise<void> {
  await db.update(auditEvents).set({ status }).where(eq(auditEvents.id, id));
}
