import { eq } from "drizzle-orm";
import { recordAudit } from "../audit/record";
import type { Database } from "../../server/db/client";
import { surveyResults } from "../../server/db/schema/index";
import { isValidKey, type FileStorage } from "../files/storage";
import type { Auth } from "../http/authenticate";
import { ApiError } from "../http/errors";
import type { PersonResumeAttachInput, SurveyResultDetailJson } from "./contract";
import { getSurveyResult } from "./get-survey-result";
import { findSurveyResultInScope } from "./model";
import { personResumePrefix } from "./resume-upload-url";

/**
 * PUT /survey-results/{id}/resume: the uploaded file becomes the person's resume. Only a key an upload URL of this
 * very person answered, and only once the file is there (the storage port's rule: check before use). The earlier
 * file stays in the store: analyses made from it name it.
 */
export async function attachPersonResume(
  db: Database,
  storage: FileStorage,
  auth: Auth,
  id: number,
  input: PersonResumeAttachInput,
): Promise<SurveyResultDetailJson> {
  const result = await findSurveyResultInScope(db, auth.actor, id);
  if (!isValidKey(input.file_key) || !input.file_key.startsWith(`${personResumePrefix(result)}/`)) {
    throw ApiError.unprocessable([{ path: "file_key", message: "is not an upload of this person's resume" }]);
  }
  if (!(await storage.head(input.file_key))) {
    throw ApiError.unprocessable([{ path: "file_key", message: "has no file yet: upload it first" }]);
  }
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(surveyResults)
      .set({ resumeKey: input.file_key, resumeName: input.file_name, resumeAttachedAt: now, updatedAt: now })
      .where(eq(surveyResults.id, result.id));
    await recordAudit(tx, auth, {
      action: "survey_result.resume_attach",
      companyId: result.companyId,
      subjectType: "survey_result",
      subjectId: result.id,
      summary: `Attached a resume to survey result ${result.id}`,
    });
  });
  return getSurveyResult(db, auth.actor, result.id);
}
