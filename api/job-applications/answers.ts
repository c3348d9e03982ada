import { RESUME_CONTENT_TYPES, RESUME_MAX_BYTES } from "../../domain/jobs";
import type { FileStorage } from "../files/storage";
import type { FieldError } from "../http/errors";

/** The key prefix of the files applicants upload for a job (resumes and file answers). */
export const applicantFilesPrefix = (jobUuid: string) => `jobs/${jobUuid}/applicants`;

/**
 * Checks that uploaded files belong to this job's applicants (by their key) and were really uploaded, within the
 * allowed type and size.
 */
export async function checkUploadedFiles(
  storage: FileStorage,
  jobUuid: string,
  files: { path: string; key: string }[],
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const prefix = `${applicantFilesPrefix(jobUuid)}/`;
  for (const { path, key } of files) {
    if (!key.startsWith(prefix)) {
      errors.push({ path, message: "is not a file uploaded for this job" });
      continue;
    }
    const object = await storage.head(key);
    if (!object) errors.push({ path, message: "was not uploaded (ask for a new upload URL and upload the file)" });
    else if (object.size > RESUME_MAX_BYTES) errors.push({ path, message: "is larger than 5 MB" });
    else if (object.contentType && !(RESUME_CONTENT_TYPES as readonly string[]).includes(object.contentType)) {
      errors.push({ path, message: "is not a document type we accept" });
    }
  }
  return errors;
}
