import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type ImportRowError } from "../../domain/jobs";
import type { Actor } from "../../domain/permissions";
import type { Logger } from "../../server/logger";
import type { Database } from "../../server/db/client";
import { jobCandidateImports } from "../../server/db/schema/index";
import type { FileStorage } from "../files/storage";
import { hasNul, NUL_MESSAGE } from "../http/contract";
import { ApiError } from "../http/errors";
import { phone } from "../job-applications/contract";
import type { ImportJson } from "./contract";
import { CsvError, parseCsv } from "./csv";
import { findJob } from "./model";

/**
 * Importing candidates for a job from a CSV (spec §7 import-candidates):
 *   1. POST upload-presigned-url → an import and where to PUT the file (text/csv);
 *   2. PUT status → the uploaded file is read and every row checked: `ready`, or `invalid` with each bad row named;
 *   3. POST confirm → every row becomes a candidate of the job's company and an application, in ONE transaction:
 *      `completed`, or `failed` naming the row that stopped it — and then nothing of the import remains;
 *   GET status at any time, with progress (processed_rows of total_rows).
 * This module holds what the four steps share.
 */

export const IMPORT_CONTENT_TYPE = "text/csv";

export type ImportRow = typeof jobCandidateImports.$inferSelect;

/** An import as the API shows it; a running one's progress is the one it stored (./import-progress.ts). */
export function toImportJson(row: ImportRow): ImportJson {
  const { processedRows: processed, totalRows: total } = row;
  return {
    id: row.id,
    job_id: row.jobId,
    file_name: row.fileName,
    status: row.status,
    total_rows: total,
    processed_rows: processed,
    imported_rows: row.importedRows,
    progress: total === 0 ? (row.status === "completed" ? 100 : 0) : Math.round((processed / total) * 100),
    errors: row.errors,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}

export async function findImport(db: Database, actor: Actor, jobId: number, importId: number): Promise<ImportRow> {
  await findJob(db, actor, jobId);
  const [row] = await db
    .select()
    .from(jobCandidateImports)
    .where(and(eq(jobCandidateImports.id, importId), eq(jobCandidateImports.jobId, jobId)));
  if (!row) throw ApiError.notFound("Import not found");
  return row;
}

/** What a step on an uploaded file works with. */
export interface ImportServices {
  db: Database;
  storage: FileStorage;
  logger: Logger;
}

/** What a step on an uploaded file (check, confirm) works on: the import, found in the actor's scope (or 404). */
export interface ImportStep extends ImportServices {
  actor: Actor;
  jobId: number;
  importId: number;
  row: ImportRow;
}

/** A step on an uploaded file as the routes call it: (services, actor, job id, import id) → the import. */
export function importStep(step: (input: ImportStep) => Promise<ImportJson>) {
  return async (services: ImportServices, actor: Actor, jobId: number, importId: number) =>
    step({ ...services, actor, jobId, importId, row: await findImport(services.db, actor, jobId, importId) });
}

export async function importStatus(db: Database, actor: Actor, jobId: number, importId: number): Promise<ImportJson> {
  return toImportJson(await findImport(db, actor, jobId, importId));
}

export async function readUploaded(storage: FileStorage, row: ImportRow): Promise<string> {
  const bytes = await storage.read(row.fileKey);
  if (!bytes) throw ApiError.conflict("The file has not been uploaded yet (PUT it to the upload URL first)");
  if (bytes.length > IMPORT_MAX_BYTES) throw ApiError.unprocessable([{ path: "file", message: "is larger than 1 MB" }]);
  return bytes.toString("utf8");
}

const SEX_VALUES: Record<string, "male" | "female" | "unspecified"> = {
  male: "male",
  m: "male",
  female: "female",
  f: "female",
  unspecified: "unspecified",
  "prefer not to say": "unspecified",
  "": "unspecified",
};

/** Header names each column goes by (case and spaces do not matter). */
const COLUMN_NAMES: Record<string, string[]> = {
  first: ["first", "first_name", "firstname", "first name", "given name"],
  last: ["last", "last_name", "lastname", "last name", "surname", "family name"],
  email: ["email", "e-mail", "email address", "e-mail address"],
  phone: ["phone", "phone number", "mobile", "telephone"],
  sex: ["sex", "gender"],
  age: ["age"],
};

const emailSchema = z.email();

export interface ImportCandidate {
  line: number;
  first: string;
  last: string;
  email: string;
  phone: string | null;
  sex: "male" | "female" | "unspecified";
  age: number | null;
}

/** Reads and checks every row; any problem is reported with its line (the header is line 1). */
export function checkCsv(text: string): { rows: ImportCandidate[]; errors: ImportRowError[] } {
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError)
      return { rows: [], errors: [{ row: error.line, field: null, message: `Line ${error.line} ${error.message}` }] };
    throw error;
  }
  if (records.length === 0) return { rows: [], errors: [{ row: 1, field: null, message: "The file is empty" }] };
  const [header, ...body] = records;
  // The text rule (api/http/contract.ts): a NUL is refused before any message could quote it (its errors are stored).
  if (header.fields.some(hasNul)) {
    return {
      rows: [],
      errors: [{ row: header.line, field: null, message: `Line ${header.line}: the header ${NUL_MESSAGE}` }],
    };
  }
  const names = header.fields.map((f) => f.trim().toLowerCase().replace(/\s+/g, " "));
  const index: Record<string, number> = {};
  for (const [column, aliases] of Object.entries(COLUMN_NAMES)) {
    const at = names.findIndex((n) => aliases.includes(n));
    if (at >= 0) index[column] = at;
  }
  const missing = ["first", "last", "email"].filter((c) => index[c] === undefined);
  if (missing.length) {
    return {
      rows: [],
      errors: [
        {
          row: 1,
          field: null,
          message: `The header must name the columns ${missing.join(", ")} (found: ${names.join(", ")})`,
        },
      ],
    };
  }
  if (body.length === 0) return { rows: [], errors: [{ row: 2, field: null, message: "The file has no candidates" }] };
  if (body.length > IMPORT_MAX_ROWS) {
    return {
      rows: [],
      errors: [{ row: IMPORT_MAX_ROWS + 2, field: null, message: `At most ${IMPORT_MAX_ROWS} rows per file` }],
    };
  }

  const rows: ImportCandidate[] = [];
  const errors: ImportRowError[] = [];
  const seen = new Map<string, number>();
  for (const record of body) {
    const cell = (column: string) => (index[column] === undefined ? "" : (record.fields[index[column]] ?? "").trim());
    const rowErrors: ImportRowError[] = [];
    const fail = (field: string, message: string) =>
      rowErrors.push({ row: record.line, field, message: `Row ${record.line}: ${field} ${message}` });
    const withNul = Object.keys(COLUMN_NAMES).filter((column) => hasNul(cell(column)));
    if (withNul.length || record.fields.some(hasNul)) {
      // Named by column (a value with a NUL is never quoted), or as the row when only an unused column holds one.
      if (withNul.length) for (const column of withNul) fail(column, NUL_MESSAGE);
      else rowErrors.push({ row: record.line, field: null, message: `Row ${record.line} ${NUL_MESSAGE}` });
      errors.push(...rowErrors);
      continue;
    }
    const first = cell("first");
    const last = cell("last");
    const email = cell("email").toLowerCase();
    if (!first) fail("first", "is required");
    else if (first.length > 100) fail("first", "must be at most 100 characters");
    if (!last) fail("last", "is required");
    else if (last.length > 100) fail("last", "must be at most 100 characters");
    if (!email) fail("email", "is required");
    else if (!emailSchema.safeParse(email).success) fail("email", `"${email}" is not a valid e-mail address`);
    else if (seen.has(email)) fail("email", `repeats row ${seen.get(email)}`);
    else seen.set(email, record.line);
    const phoneResult = phone.safeParse(cell("phone"));
    if (!phoneResult.success) fail("phone", "must be a valid phone number");
    const sex = SEX_VALUES[cell("sex").toLowerCase()];
    if (!sex) fail("sex", "must be male, female or unspecified");
    const ageText = cell("age");
    const age = ageText === "" ? null : Number(ageText);
    if (age !== null && (!Number.isInteger(age) || age < 16 || age > 99))
      fail("age", "must be a whole number from 16 to 99");
    if (rowErrors.length) errors.push(...rowErrors);
    else {
      rows.push({
        line: record.line,
        first,
        last,
        email,
        phone: phoneResult.success ? phoneResult.data : null,
        sex: sex!,
        age,
      });
    }
  }
  return { rows, errors };
}
