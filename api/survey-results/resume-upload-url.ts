import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { newFileKey, type FileStorage, type PresignedUpload } from "../files/storage";
import type { PersonResumeUploadInput } from "./contract";
import { findSurveyResultInScope } from "./model";

/** Where a person's resumes live in the file store: under their company, so a key names what owns it. */
export const personResumePrefix = (result: { companyId: number; id: number }) =>
  `people/${result.companyId}/${result.id}/resume`;

/**
 * POST /survey-results/{id}/upload-presigned-url/resume: where to upload a resume for a person in the actor's scope,
 * through the same presigned uploads as job applications' resumes (api/files/storage.ts). The type and size were
 * checked by the contract; the URL signs them, so the upload cannot be another.
 */
export async function personResumeUploadUrl(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  id: number,
  input: PersonResumeUploadInput,
): Promise<PresignedUpload> {
  const result = await findSurveyResultInScope(db, actor, id);
  return storage.presignUpload({
    key: newFileKey(personResumePrefix(result), input.file_name),
    contentType: input.content_type,
    size: input.size,
  });
}
