import { tenantScope } from "../../domain/permissions";
import { plural } from "../../domain/text";
import type { Database } from "../../server/db/client";
import type { Auth } from "../http/authenticate";
import { csvFile, type FileAnswer } from "../http/answers";
import { CSV_BOM, csvRecords } from "../utils/csv";
import type { AuditEntryJson, AuditFilters } from "./contract";
import { auditConditions, auditJson, auditRows, newestFirst } from "./model";
import { recordAudit } from "./record";

/** An export holds at most this many rows (a trail of years is read in pieces by date). */
export const EXPORT_LIMIT = 50_000;

const COLUMNS: [header: string, value: (e: AuditEntryJson) => unknown][] = [
  ["Id", (e) => e.id],
  ["Time (UTC)", (e) => e.created_at],
  ["Action", (e) => e.action],
  ["What", (e) => e.action_label],
  ["Company id", (e) => e.company?.id],
  ["Company", (e) => e.company?.name],
  ["Actor id", (e) => e.actor?.id],
  ["Actor", (e) => e.actor?.name],
  ["Who", (e) => e.who],
  ["Support user id", (e) => e.support_user?.id],
  ["Support user", (e) => e.support_user?.name],
  ["Subject type", (e) => e.subject_type],
  ["Subject id", (e) => e.subject_id],
  ["Subject", (e) => e.subject?.name],
  ["Summary", (e) => e.summary],
  ["Details", (e) => e.details],
  ["Status", (e) => e.status],
];

/** The CSV text of audit rows (the same cell rules as the people export: quoting, no spreadsheet formulas). */
export function auditCsv(entries: AuditEntryJson[]): string {
  const header = COLUMNS.map(([name]) => name);
  return CSV_BOM + csvRecords([header, ...entries.map((entry) => COLUMNS.map(([, value]) => value(entry)))]);
}

/** GET /audit/export: the filtered trail as a CSV download; the export itself is audited. */
export async function exportAudit(db: Database, auth: Auth, q: AuditFilters): Promise<FileAnswer> {
  const where = await auditConditions(db, auth.actor, q);
  const rows = await auditRows(db)
    .where(where)
    .orderBy(...newestFirst)
    .limit(EXPORT_LIMIT);
  const scope = tenantScope(auth.actor);
  await recordAudit(db, auth, {
    action: "audit.export",
    companyId: q.company_id ?? (scope.kind === "company" ? scope.companyId : null),
    subjectType: q.company_id !== undefined ? "company" : null,
    subjectId: q.company_id ?? null,
    summary: `Audit trail exported (${plural(rows.length, "row")})`,
  });
  return csvFile(auditCsv(await auditJson(db, auth.actor, rows)), `audit-${new Date().toISOString().slice(0, 10)}.csv`);
}
