import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import type { FileStorage } from "../files/storage";
import { ApiError } from "../http/errors";
import { extractResumeText } from "./extract-text";
import { findApplicationInScope } from "./model";

/** GET /candidates/applications/{id}/resume-url: a short-lived, signed link to the resume. */
export async function resumeUrl(db: Database, storage: FileStorage, actor: Actor, id: number) {
  const { application } = await findApplicationInScope(db, actor, id);
  if (!application.resumeKey) throw ApiError.notFound("This application has no resume");
  const fileName = application.resumeName ?? application.resumeKey.split("/").pop() ?? "resume";
  return { url: await storage.presignDownload({ key: application.resumeKey, fileName }), file_name: fileName };
}

/** GET /candidates/applications/{id}/resume-text: the resume's text, read as the analysis reads it. */
export async function resumeText(db: Database, storage: FileStorage, actor: Actor, id: number) {
  const { application } = await findApplicationInScope(db, actor, id);
  if (!application.resumeKey) throw ApiError.notFound("This application has no resume");
  const bytes = await storage.read(application.resumeKey);
  if (!bytes) throw ApiError.notFound("The resume file is missing from storage");
  return { file_name: application.resumeName ?? "resume", text: await extractResumeText(bytes) };
}
