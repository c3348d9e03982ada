import { eq } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { surveyResults } from "../../server/db/schema/index";
import type { SurveyProgress } from "./contract";
import { alreadySubmitted } from "./errors";
import { findOpenableSurvey, getSurveyProgress } from "./get-survey-progress";
import { storeNormInputs } from "./norm-inputs";

/**
 * Sets the comparison group of an assessment not yet submitted: the sex and age the answers are scored against
 * (scoring reads them at submission; they are stored apart from the result: norm-inputs.ts). Refused once submitted, when the score already rests on the group it had.
 */
export async function setNormGroup(
  db: Database,
  uuid: string,
  group: { sex: "male" | "female" | "unspecified"; age: number | null },
): Promise<SurveyProgress> {
  return db.transaction(async (tx) => {
    const { result } = await findOpenableSurvey(tx, uuid, { lock: true });
    if (result.submittedAt) throw alreadySubmitted();
    await storeNormInputs(tx, result.id, group);
    await tx.update(surveyResults).set({ updatedAt: new Date() }).where(eq(surveyResults.id, result.id));
    return getSurveyProgress(tx, uuid);
  });
}
