import { and, eq } from "drizzle-orm";
import type { ImportRowError } from "../../domain/jobs";
import type { Database } from "../../server/db/client";
import { companies, jobApplications, jobCandidateImports, jobs, roleNames } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import { registerApplicant } from "../job-applications/register-applicant";
import { importProgress } from "./import-progress";
import { checkCsv, importStatus, importStep, readUploaded } from "./imports";

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
export const confirmImport = importStep(async ({ db, storage, logger, actor, jobId, importId, row }) => {
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

  const progress = importProgress(db, logger, importId);
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
        progress.advance(i + 1, rows.length);
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
    await progress.stop();
  }
  return importStatus(db, actor, jobId, importId);
});

async function finish(db: Database, importId: number, result: { status: "failed"; errors: ImportRowError[] }) {
  await db
    .update(jobCandidateImports)
    .set({ status: result.status, errors: result.errors, processedRows: 0, importedRows: 0, updatedAt: new Date() })
    .where(eq(jobCandidateImports.id, importId));
}
