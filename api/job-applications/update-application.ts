import { eq } from "drizzle-orm";
import { checkAnswers, OPEN_STATUS } from "../../domain/jobs";
import type { Database } from "../../server/db/client";
import { jobApplications } from "../../server/db/schema/index";
import type { FileStorage } from "../files/storage";
import { ApiError } from "../http/errors";
import { checkUploadedFiles } from "./answers";
import type { ApplicationResponseJson, UpdateApplicationInput } from "./contract";
import { findByReference, getApplicationByReference, notAccepting } from "./model";

/** PUT …/candidate: changes an application in progress (answers given replace the stored ones per question). */
export async function updateApplicationByReference(
  db: Database,
  storage: FileStorage,
  reference: string,
  input: UpdateApplicationInput,
): Promise<ApplicationResponseJson> {
  const row = await findByReference(db, reference);
  if (row.application.status === "submitted") throw ApiError.conflict("This application has been submitted already");
  if (row.job.status !== OPEN_STATUS || row.job.archivedAt) throw notAccepting();
  const merged = { ...row.application.answers, ...(input.answers ?? {}) };
  const checked = checkAnswers(row.questions ?? [], merged as Record<string, never>, { complete: false });
  const files = checked.files.filter((f) => input.answers && f.path.slice("answers.".length) in input.answers);
  if (input.resume_file_key) files.push({ path: "resume_file_key", key: input.resume_file_key });
  const errors = [...checked.errors, ...(await checkUploadedFiles(storage, row.job.uuid, files))];
  if (errors.length) throw ApiError.unprocessable(errors);
  await db
    .update(jobApplications)
    .set({
      phone: input.phone === undefined ? undefined : input.phone,
      answers: checked.answers,
      // null removes the resume; undefined keeps it.
      resumeKey: input.resume_file_key === undefined ? undefined : input.resume_file_key,
      resumeName: input.resume_file_key === undefined ? undefined : (input.resume_file_name ?? null),
      updatedAt: new Date(),
    })
    .where(eq(jobApplications.id, row.application.id));
  return getApplicationByReference(db, reference);
}
