import { and, eq, inArray, sql } from "drizzle-orm";
import type { ImportRowError } from "../../domain/jobs";
import type { Database } from "../../server/db/client";
import { jobApplications, jobCandidateImports } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import { checkCsv, importStep, readUploaded, toImportJson, type ImportCandidate } from "./imports";

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
export const checkImport = importStep(async ({ db, storage, jobId, importId, row }) => {
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
  return toImportJson(updated);
});
