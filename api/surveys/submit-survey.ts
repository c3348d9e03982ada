import { eq } from "drizzle-orm";
import { ITEM_COUNT } from "../../domain/assessment/items";
import { IncompleteAnswersError, scoreAssessment } from "../../domain/assessment/scoring";
import type { Database } from "../../server/db/client";
import { surveyAnswers, surveyResults } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import type { SubmitSurveyResult } from "./contract";
import { scoreNewResult } from "../role-benchmarks/fit-scores";
import { validityOfAnswers } from "../survey-results/validity";
import { settleCurrentAssessment } from "../survey-results/supersede";
import { emitForResults } from "../webhooks/events";
import { findOpenableSurvey } from "./get-survey-progress";
import { normInputsOf } from "./norm-inputs";

/**
 * Submits an assessment once all 120 answers are stored, scoring it with the pure scoring module and storing the
 * scores with it, with its fit to every role benchmark that applies. Submitting again answers the first submission
 * (a retried request is harmless).
 */
export async function submitSurvey(db: Database, uuid: string): Promise<SubmitSurveyResult> {
  return db.transaction(async (tx) => {
    const { result } = await findOpenableSurvey(tx, uuid, { lock: true });
    if (result.submittedAt) return { survey_result_uuid: result.uuid, submitted_at: result.submittedAt.toISOString() };

    const rows = await tx
      .select({ itemId: surveyAnswers.itemId, value: surveyAnswers.value })
      .from(surveyAnswers)
      .where(eq(surveyAnswers.surveyResultId, result.id));
    const answers = Object.fromEntries(rows.map((r) => [r.itemId, r.value]));
    let scores;
    try {
      scores = scoreAssessment(answers, await normInputsOf(tx, result.id));
    } catch (error) {
      if (!(error instanceof IncompleteAnswersError)) throw error;
      const missing = error.missing.length;
      throw ApiError.unprocessable([
        {
          path: "answers",
          message: `${missing} of ${ITEM_COUNT} answers ${missing === 1 ? "is" : "are"} missing; answer every item before submitting`,
        },
      ]);
    }
    const validity = await validityOfAnswers(tx, result.id);
    const submittedAt = new Date();
    await tx
      .update(surveyResults)
      .set({ scores, validity, submittedAt, updatedAt: submittedAt })
      .where(eq(surveyResults.id, result.id));
    await scoreNewResult(tx, { id: result.id, companyId: result.companyId, scores, validity });
    await settleCurrentAssessment(tx, result);
    await emitForResults(tx, "assessment.completed", [result.id]);
    return { survey_result_uuid: result.uuid, submitted_at: submittedAt.toISOString() };
  });
}
