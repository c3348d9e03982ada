import { eq } from "drizzle-orm";
import type { Language } from "../../domain/languages";
import type { Database } from "../../server/db/client";
import { surveyResults } from "../../server/db/schema/index";
import type { SurveyProgress } from "./contract";
import { alreadySubmitted } from "./errors";
import { findOpenableSurvey, getSurveyProgress } from "./get-survey-progress";

/**
 * Sets the language of administration of an assessment not yet submitted: the language the take page shows the
 * items in. Refused once submitted: the answers were given in the language the result already names.
 */
export async function setSurveyLanguage(db: Database, uuid: string, language: Language): Promise<SurveyProgress> {
  return db.transaction(async (tx) => {
    const { result } = await findOpenableSurvey(tx, uuid, { lock: true });
    if (result.submittedAt) throw alreadySubmitted();
    if (result.language !== language) {
      await tx.update(surveyResults).set({ language, updatedAt: new Date() }).where(eq(surveyResults.id, result.id));
    }
    return getSurveyProgress(tx, uuid);
  });
}
