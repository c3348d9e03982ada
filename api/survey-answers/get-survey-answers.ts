import { eq } from "drizzle-orm";
import type { AssessmentScores } from "../../domain/assessment/scoring";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { surveyAnswers } from "../../server/db/schema/index";
import { findSurveyResultInScope } from "../survey-results/model";
import type { SurveyAnswersJson } from "./contract";
import { answersChart } from "./model";

/**
 * GET /survey-results/{id}/answers: the 120 items domain by domain and facet by facet, each with the answer given so
 * far unless it is a sensitive item's (withheld in ./model.ts). Scores are those stored at submission, so an
 * unfinished assessment has its answers but no scores.
 */
export async function getSurveyAnswers(db: Database, actor: Actor, id: number): Promise<SurveyAnswersJson> {
  const result = await findSurveyResultInScope(db, actor, id);
  const rows = await db
    .select({ itemId: surveyAnswers.itemId, value: surveyAnswers.value })
    .from(surveyAnswers)
    .where(eq(surveyAnswers.surveyResultId, result.id));
  const scores = result.submittedAt ? (result.scores as AssessmentScores | null) : null;
  return answersChart(new Map(rows.map((r) => [r.itemId, r.value])), scores);
}
