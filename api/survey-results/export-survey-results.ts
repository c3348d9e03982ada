import { DOMAIN_NAMES, DOMAINS } from "../../domain/assessment/traits";
import { tenantScope, type Actor } from "../../domain/permissions";
import { recordAudit } from "../audit/record";
import { CSV_BOM, csvPhone, csvRecords } from "../utils/csv";
import type { Database } from "../../server/db/client";
import { findCompanyInScope } from "../db/tenant-scope";
import type { Auth } from "../http/authenticate";
import { csvFile, type FileAnswer } from "../http/answers";
import { listQuery, type Executor } from "./model";
import type { SurveyResultSearch } from "./contract";
import { searchConditions, searchOrder } from "./search-survey-results";

const CHUNK = 1_000;

type ExportRow = Awaited<ReturnType<typeof listQuery>>[number];

/** An ISO date-time, or an error for a value that is no date (caught per cell). */
const isoOf = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The export's columns: a header and how a row gives its value. */
const COLUMNS: [header: string, value: (r: ExportRow) => unknown][] = [
  ["Id", (r) => r.id],
  ["First name", (r) => r.first],
  ["Last name", (r) => r.last],
  ["E-mail", (r) => r.email],
  ["Phone", (r) => csvPhone(r.phone)],
  ["Company", (r) => r.companyName],
  ["Location", (r) => r.locationName],
  ["Department", (r) => r.departmentName],
  ["Role", (r) => r.roleName],
  ["Status", (r) => r.status],
  ["Test", (r) => (r.isTest ? "yes" : "no")],
  ["Archived at", (r) => isoOf(r.archivedAt)],
  ["Registered at", (r) => isoOf(r.createdAt)],
  ["Submitted at", (r) => isoOf(r.submittedAt)],
  ...DOMAINS.flatMap((d): [string, (r: ExportRow) => unknown][] => [
    [`${DOMAIN_NAMES[d]} percentile`, (r) => r.domains?.[d]?.percentile],
    [`${DOMAIN_NAMES[d]} band`, (r) => r.domains?.[d]?.band],
  ]),
];

export const CSV_HEADER = COLUMNS.map(([header]) => header);

/**
 * One row's cells. It never fails on data: a value that cannot be written (partial or damaged scores, a date that is
 * none) is an empty cell and the rest of the row stays, so no stored value can break a download half-way.
 */
export function csvCells(row: ExportRow): unknown[] {
  return COLUMNS.map(([, value]) => {
    try {
      return value(row);
    } catch {
      return "";
    }
  });
}

/**
 * GET /survey-results/export: every result the list's filters select (not only one page), in the list's order (its
 * sort_by and order_by, the id breaking ties, as GET /survey-results/search), as CSV lines. Read in chunks, so a large
 * export never holds everything in memory; the id tie-break makes the order total, so chunks never repeat a row.
 */
export async function* exportSurveyResults(
  db: Executor,
  actor: Actor,
  q: Omit<SurveyResultSearch, "page" | "limit">,
): AsyncGenerator<string> {
  if (q.company_id !== undefined) await findCompanyInScope(db as never, actor, q.company_id);
  const where = searchConditions(actor, q);
  // A UTF-8 byte order mark, so spreadsheet programs read names with accents correctly. The header comes with the
  // first chunk of rows: that query and its rendering happen before the first byte is sent (exportFile).
  let text = CSV_BOM + csvRecords([CSV_HEADER]);
  const order = searchOrder(q.sort_by, q.order_by);
  for (let offset = 0; ; offset += CHUNK) {
    const rows = await listQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(CHUNK)
      .offset(offset);
    text += csvRecords(rows.map(csvCells));
    yield text;
    text = "";
    if (rows.length < CHUNK) return;
  }
}

/**
 * The export as a download. The first chunk (the header and the first rows) is read before the answer is returned,
 * so a 404 for a foreign company or a failing query is an ordinary error answer; rows never fail on their data
 * (csvCells). Only the database failing between chunks cuts the download short, so it cannot pass for a whole file.
 */
export async function exportFile(
  lines: AsyncGenerator<string>,
  /** Runs once the export is known to succeed, before its first byte leaves (the audit row: no export unrecorded). */
  beforeSend?: () => Promise<unknown>,
): Promise<FileAnswer> {
  const first = await lines.next();
  await beforeSend?.();
  async function* pieces() {
    if (!first.done) yield first.value;
    yield* lines;
  }
  return csvFile(pieces(), `survey-results-${new Date().toISOString().slice(0, 10)}.csv`);
}

/** The audit row of an export: the company it covers (none for a super admin's or franchise's all-company export). */
export function auditExport(db: Database, auth: Auth, q: { company_id?: number }) {
  const scope = tenantScope(auth.actor);
  const filters = Object.entries(q)
    .filter(([key, value]) => value !== undefined && !["page", "limit", "sort_by", "order_by"].includes(key))
    .map(([key]) => key);
  return recordAudit(db, auth, {
    action: "survey_results.export",
    companyId: q.company_id ?? (scope.kind === "company" ? scope.companyId : null),
    subjectType: q.company_id !== undefined ? "company" : null,
    subjectId: q.company_id ?? null,
    // Which filters were used, never their values (a search text may be a name).
    summary: `CSV export${filters.length ? ` filtered by ${filters.join(", ")}` : " of everything in scope"}`,
  });
}
