import { and, desc, lt } from "drizzle-orm";
import type { Response } from "express";
import { DOMAIN_NAMES, DOMAINS } from "../../domain/assessment/traits";
import type { Actor } from "../../domain/permissions";
import type { Logger } from "../../server/logger";
import { surveyResults } from "../db/schema/index";
import { findCompanyInScope } from "../db/tenant-scope";
import { SENT } from "../http/implement";
import { listQuery, toSurveyResultJson, type Executor } from "./model";
import type { SurveyResultJson, SurveyResultSearch } from "./contract";
import { searchConditions } from "./search-survey-results";

const CHUNK = 1_000;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A cell a spreadsheet would read as a
 * formula (=, +, -, @, tab, carriage return first) gets a leading apostrophe, so an exported name cannot run code.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const CSV_HEADER = [
  "Id",
  "First name",
  "Last name",
  "E-mail",
  "Phone",
  "Company",
  "Location",
  "Department",
  "Role",
  "Status",
  "Test",
  "Archived at",
  "Registered at",
  "Submitted at",
  ...DOMAINS.flatMap((d) => [`${DOMAIN_NAMES[d]} percentile`, `${DOMAIN_NAMES[d]} band`]),
];

export function csvLine(r: SurveyResultJson): string {
  return [
    r.id,
    r.first,
    r.last,
    r.email,
    r.phone,
    r.company.name,
    r.location?.name,
    r.department?.name,
    r.role_name,
    r.status,
    r.is_test ? "yes" : "no",
    r.archived_at,
    r.created_at,
    r.submitted_at,
    ...DOMAINS.flatMap((d) => [r.domains?.[d].percentile, r.domains?.[d].band]),
  ]
    .map(csvCell)
    .join(",");
}

/**
 * GET /survey-results/export: every result the list's filters select (not only one page), newest first (by id), as
 * CSV lines. Read in chunks by keyset on the id, so a large export never holds everything in memory.
 */
export async function* exportSurveyResults(
  db: Executor,
  actor: Actor,
  q: Omit<SurveyResultSearch, "page" | "limit" | "sort_by" | "order_by">,
): AsyncGenerator<string> {
  if (q.company_id !== undefined) await findCompanyInScope(db as never, actor, q.company_id);
  const where = searchConditions(actor, q);
  // A UTF-8 byte order mark, so spreadsheet programs read names with accents correctly.
  yield `\uFEFF${CSV_HEADER.map(csvCell).join(",")}\r\n`;
  let after: number | null = null;
  for (;;) {
    const rows = await listQuery(db)
      .where(and(where, after === null ? undefined : lt(surveyResults.id, after)))
      .orderBy(desc(surveyResults.id))
      .limit(CHUNK);
    if (rows.length === 0) return;
    yield rows.map((row) => `${csvLine(toSurveyResultJson(row))}\r\n`).join("");
    if (rows.length < CHUNK) return;
    after = rows[rows.length - 1].id;
  }
}

/**
 * Writes the export as a download. The first chunk (header) is read before any byte is sent, so a 404 for a foreign
 * company still answers JSON; a failure after that cuts the download short, so it cannot pass for a complete file.
 */
export async function sendExport(
  res: Response,
  lines: AsyncGenerator<string>,
  logger: Pick<Logger, "error">,
): Promise<typeof SENT> {
  const first = await lines.next();
  res.status(200);
  res.setHeader("Content-Type", "text/csv; charset=utf-8");
  res.setHeader(
    "Content-Disposition",
    `attachment; filename="survey-results-${new Date().toISOString().slice(0, 10)}.csv"`,
  );
  res.setHeader("Cache-Control", "no-store");
  if (!first.done) res.write(first.value);
  try {
    for await (const chunk of lines) {
      if (!res.write(chunk)) await new Promise((resolve) => res.once("drain", resolve));
    }
    res.end();
  } catch (err) {
    logger.error({ err }, "survey result export failed");
    res.destroy();
  }
  return SENT;
}
