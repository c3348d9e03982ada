import { and, asc, eq, gt } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { bookCodes } from "../../server/db/schema/index";
import { csvFile, type FileAnswer } from "../http/answers";
import { CSV_BOM, csvRecords } from "../utils/csv";
import { formatBookCode } from "./code";
import { REPORT_KIND_LABELS, type BookCodeReportKind } from "./contract";
import { findBatch } from "./model";

const CHUNK = 2_000;

export const BOOK_CODE_CSV_HEADER = ["Code", "Status", "Batch", "Company", "Report kind", "Redeemed at", "Revoked at"];

/**
 * GET /book-codes/batches/{id}/export: the batch's codes, as printed, in the order generated, as CSV (the product's
 * CSV writer, csvRecords: quoting and formula-safe cells). No reader's name or e-mail: the file goes to printers. Read by
 * keyset in chunks; the first chunk is read before any byte is sent, so a missing batch is an ordinary 404.
 */
export async function exportBatch(db: Database, actor: Actor, batchId: number): Promise<FileAnswer> {
  const { batch, company } = await findBatch(db, actor, batchId);
  const kind = batch.reportKind ? REPORT_KIND_LABELS[batch.reportKind as BookCodeReportKind] : "";
  const read = (after: number) =>
    db
      .select()
      .from(bookCodes)
      .where(and(eq(bookCodes.batchId, batch.id), gt(bookCodes.id, after)))
      .orderBy(asc(bookCodes.id))
      .limit(CHUNK);
  const cells = (code: typeof bookCodes.$inferSelect) => [
    formatBookCode(code.code),
    code.status,
    batch.label,
    company.name,
    kind,
    code.redeemedAt?.toISOString() ?? "",
    code.revokedAt?.toISOString() ?? "",
  ];

  let rows = await read(0);
  const slug =
    batch.label
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 40) || "batch";
  async function* pieces() {
    yield CSV_BOM + csvRecords([BOOK_CODE_CSV_HEADER]);
    while (rows.length) {
      yield csvRecords(rows.map(cells));
      rows = rows.length < CHUNK ? [] : await read(rows[rows.length - 1].id);
    }
  }
  return csvFile(pieces(), `book-codes-${batch.id}-${slug}.csv`);
}
