import { OPEN_STATUS, RESUME_CONTENT_TYPES, RESUME_MAX_BYTES } from "../../domain/jobs";
import type { Database } from "../../server/db/client";
import { newFileKey, type FileStorage } from "../files/storage";
import { ApiError, type FieldError } from "../http/errors";
import { findPublicJob } from "../job-board/model";
import { applicantFilesPrefix } from "./answers";
import type { ResumeUploadInput } from "./contract";
import { findByReference, notAccepting } from "./model";

/**
 * POST …/resume/upload-presigned-url: where to upload a resume (or a file answer) for a published job, before
 * applying (`job_uuid`) or for an application in progress (`candidate_reference`).
 */
export async function resumeUploadUrl(db: Database, storage: FileStorage, input: ResumeUploadInput) {
  let jobUuid: string;
  if (input.candidate_reference) {
    const row = await findByReference(db, input.candidate_reference);
    if (row.application.status === "submitted") throw ApiError.conflict("This application has been submitted already");
    if (row.job.status !== OPEN_STATUS || row.job.archivedAt) throw notAccepting();
    jobUuid = row.job.uuid;
  } else {
    const row = await findPublicJob(db, input.job_uuid!);
    if (!row) throw ApiError.notFound("Job not found");
    if (row.job.status !== OPEN_STATUS) throw notAccepting();
    jobUuid = row.job.uuid;
  }
  const errors: FieldError[] = [];
  if (!(RESUME_CONTENT_TYPES as readonly string[]).includes(input.content_type)) {
    errors.push({ path: "content_type", message: "must be a PDF, Word, OpenDocument, RTF, text, PNG or JPEG file" });
  }
  if (input.size > RESUME_MAX_BYTES) errors.push({ path: "size", message: "must be at most 5 MB" });
  if (errors.length) throw ApiError.unprocessable(errors);
  return storage.presignUpload({
    key: newFileKey(applicantFilesPrefix(jobUuid), input.file_name),
    contentType: input.content_type,
    size: input.size,
  });
}
