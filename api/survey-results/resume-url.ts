import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import type { FileStorage } from "../files/storage";
import { ApiError } from "../http/errors";
import { findSurveyResultInScope } from "./model";

/** GET /survey-results/{id}/resume-url: a short-lived, signed link to the resume attached to the person. */
export async function personResumeUrl(db: Database, storage: FileStorage, actor: Actor, id: number) {
  const result = await findSurveyResultInScope(db, actor, id);
  if (!result.resumeKey) throw ApiError.notFound("This person has no resume attached");
  const fileName = result.resumeName ?? "resume";
  return { url: await storage.presignDownload({ key: result.resumeKey, fileName }), file_name: fileName };
}
