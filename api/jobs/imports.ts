import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../db/client";
import { companies, jobApplications, jobCandidateImports, jobs, roleNames } from "../db/schema/index";
import { newFileKey, type FileStorage } from "../files/storage";
import { ApiError } from "../http/errors";
import { registerApplicant } from "./applications";
import { phone } from "./contracts";
import { CsvError, parseCsv } from "./csv";
import { findJob } from "./jobs";
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type ImportRowError, type ImportStatus } from "./model";

/**
 * Importing candidates for a job from a CSV (spec §7 import-candidates):
 *   1. POST upload-presigned-url → an import and where to PUT the file (text/csv);
 *   2. PUT status → the uploaded file is read and every row checked: `ready`, or `invalid` with each bad row named;
 *   3. POST confirm → every row becomes a candidate of the job's company and an application, in ONE transaction:
 *      `completed`, or `failed` naming the row that stopped it — and then nothing of the import remains;
 *   GET status at any time, with progress (processed_rows of total_rows).
 */
export interface ImportJson {
  id: number;
  job_id: number;
  file_name: string;
  status: ImportStatus;
  total_rows: number;
  processed_rows: number;
  imported_rows: number;
  /** 0–100. */
  progress: number;
  errors: ImportRowError[];
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

export const IMPORT_CONTENT_TYPE = "text/csv";

/** Imports running in this process: progress of their (still uncommitted) transaction. */
const running = new Map<number, { processed: number; total: number }>();

type ImportRow = typeof jobCandidateImports.$inferSelect;

function toJson(row: ImportRow): ImportJson {
  const live = running.get(row.id);
  const processed = live?.processed ?? row.processedRows;
  const total = live?.total ?? row.totalRows;
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

async function findImport(db: Database, actor: Actor, jobId: number, importId: number): Promise<ImportRow> {
  await findJob(db, actor, jobId);
  const [row] = await db
    .select()
    .from(jobCandidateImports)
    .where(and(eq(jobCandidateImports.id, importId), eq(jobCandidateImports.jobId, jobId)));
  if (!row) throw ApiError.notFound("Import not found");
  return row;
}

export async function createImport(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  jobId: number,
  input: { file_name: string; size: number },
) {
  const job = await findJob(db, actor, jobId);
  if (input.size > IMPORT_MAX_BYTES) throw ApiError.unprocessable([{ path: "size", message: "must be at most 1 MB" }]);
  const key = newFileKey(`jobs/${job.uuid}/imports`, input.file_name);
  const [row] = await db
    .insert(jobCandidateImports)
    .values({ jobId, fileKey: key, fileName: input.file_name, createdByUserId: actor.id })
    .returning();
  const upload = await storage.presignUpload({ key, contentType: IMPORT_CONTENT_TYPE, size: input.size });
  return { import_id: row.id, ...upload, import: toJson(row) };
}

export async function importStatus(db: Database, actor: Actor, jobId: number, importId: number): Promise<ImportJson> {
  return toJson(await findImport(db, actor, jobId, importId));
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

async function readUploaded(storage: FileStorage, row: ImportRow): Promise<string> {
  const bytes = await storage.read(row.fileKey);
  if (!bytes) throw ApiError.conflict("The file has not been uploaded yet (PUT it to the upload URL first)");
  if (bytes.length > IMPORT_MAX_BYTES) throw ApiError.unprocessable([{ path: "file", message: "is larger than 1 MB" }]);
  return bytes.toString("utf8");
}

/** Rows whose e-mail already applied to the job (checked again, for certain, inside the import's transaction). */
async function alreadyApplied(db: Database, jobId: number, rows: ImportCandidate[]): Promise<ImportRowError[]> {
  if (rows.length === 0) return [];
  const existing = await db
    .select({ email: sql<string>`lower(${jobApplications.email})` })
    .from(jobApplications)
    .where(
      and(
        eq(jobApplications.jobId, jobId),
        inArray(
          sql`lower(${jobApplications.email})`,
          rows.map((r) => r.email),
        ),
      ),
    );
  const taken = new Set(existing.map((e) => e.email));
  return rows
    .filter((r) => taken.has(r.email))
    .map((r) => ({
      row: r.line,
      field: "email",
      message: `Row ${r.line}: email ${r.email} has already applied for this job`,
    }));
}

/** PUT …/import-candidates/status: the upload is done; read the file and check every row. */
export async function checkImport(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  jobId: number,
  importId: number,
): Promise<ImportJson> {
  const row = await findImport(db, actor, jobId, importId);
  if (!["awaiting_upload", "ready", "invalid"].includes(row.status)) {
    throw ApiError.conflict(`This import is ${row.status} and cannot be checked again`);
  }
  const { rows, errors } = checkCsv(await readUploaded(storage, row));
  errors.push(...(await alreadyApplied(db, jobId, rows)));
  errors.sort((a, b) => a.row - b.row);
  const total = rows.length + new Set(errors.filter((e) => e.row > 1).map((e) => e.row)).size;
  const [updated] = await db
    .update(jobCandidateImports)
    .set({
      status: errors.length ? "invalid" : "ready",
      totalRows: total,
      processedRows: 0,
      errors,
      updatedAt: new Date(),
    })
    .where(eq(jobCandidateImports.id, importId))
    .returning();
  return toJson(updated);
}

class RowFailure extends Error {
  constructor(public readonly rowError: ImportRowError) {
    super(rowError.message);
  }
}

/**
 * POST …/import-candidates/confirm: every row becomes a candidate of the job's company (through the assessment's
 * registration) and a submitted application, all in one transaction. Any failure rolls everything back and the
 * import is `failed`, naming the row.
 */
export async function confirmImport(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  jobId: number,
  importId: number,
): Promise<ImportJson> {
  const row = await findImport(db, actor, jobId, importId);
  if (row.status !== "ready") {
    throw ApiError.conflict(
      row.status === "invalid"
        ? "The file has errors: fix them and upload it again"
        : `This import is ${row.status}: check the uploaded file first (PUT status)`,
    );
  }
  // Claim it: a second confirm (double click, another tab) finds it importing and stops.
  const [claimed] = await db
    .update(jobCandidateImports)
    .set({ status: "importing", updatedAt: new Date() })
    .where(and(eq(jobCandidateImports.id, importId), eq(jobCandidateImports.status, "ready")))
    .returning();
  if (!claimed) throw ApiError.conflict("This import is already running");

  const { rows, errors } = checkCsv(
    await readUploaded(storage, row).catch(async (error) => {
      await finish(db, importId, {
        status: "failed",
        errors: [{ row: 1, field: null, message: (error as Error).message }],
      });
      throw error;
    }),
  );
  if (errors.length) {
    await finish(db, importId, { status: "failed", errors });
    return importStatus(db, actor, jobId, importId);
  }

  const [job] = await db
    .select({
      title: jobs.title,
      isTest: jobs.isTest,
      companyToken: companies.assessmentToken,
      roleName: roleNames.name,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .leftJoin(roleNames, eq(roleNames.id, jobs.roleNameId))
    .where(eq(jobs.id, jobId));

  running.set(importId, { processed: 0, total: rows.length });
  try {
    await db.transaction(async (tx) => {
      const now = new Date();
      for (const [i, candidate] of rows.entries()) {
        try {
          const registered = await registerApplicant(tx, job, candidate);
          const [created] = await tx
            .insert(jobApplications)
            .values({
              jobId,
              surveyResultId: registered.id,
              first: candidate.first,
              last: candidate.last,
              email: candidate.email,
              phone: candidate.phone,
              status: "submitted",
              source: "import",
              importId,
              isTest: job.isTest,
              submittedAt: now,
            })
            .onConflictDoNothing()
            .returning({ id: jobApplications.id });
          if (!created) throw new ApiError(409, `email ${candidate.email} has already applied for this job`);
        } catch (error) {
          // The API's own refusals say what is wrong; a database error's text is not for users.
          const detail = error instanceof ApiError ? error.message : "could not be saved";
          throw new RowFailure({
            row: candidate.line,
            field: null,
            message: `Row ${candidate.line}: ${detail}. Nothing was imported.`,
          });
        }
        running.set(importId, { processed: i + 1, total: rows.length });
      }
      await tx
        .update(jobCandidateImports)
        .set({
          status: "completed",
          totalRows: rows.length,
          processedRows: rows.length,
          importedRows: rows.length,
          errors: [],
          completedAt: now,
          updatedAt: now,
        })
        .where(eq(jobCandidateImports.id, importId));
    });
  } catch (error) {
    const rowError =
      error instanceof RowFailure
        ? error.rowError
        : { row: 1, field: null, message: "The import stopped unexpectedly. Nothing was imported." };
    await finish(db, importId, { status: "failed", errors: [rowError] });
    if (!(error instanceof RowFailure)) throw error;
  } finally {
    running.delete(importId);
  }
  return importStatus(db, actor, jobId, importId);
}

async function finish(db: Database, importId: number, result: { status: "failed"; errors: ImportRowError[] }) {
  await db
    .update(jobCandidateImports)
    .set({ status: result.status, errors: result.errors, processedRows: 0, importedRows: 0, updatedAt: new Date() })
    .where(eq(jobCandidateImports.id, importId));
}
