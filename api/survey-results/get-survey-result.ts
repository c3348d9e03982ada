import { and, eq, sql } from "drizzle-orm";
import type { AssessmentScores } from "../../domain/assessment/scoring";
import { DEFAULT_LANGUAGE, isLanguage } from "../../domain/languages";
import type { Actor } from "../../domain/permissions";
import { companies, surveyAnswers, surveyResults } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import { companiesInScope } from "../db/tenant-scope";
import type { SurveyResultDetailJson } from "./contract";
import {
  departmentAlias as department,
  listColumns,
  locationAlias as location,
  toSurveyResultJson,
  type Executor,
} from "./model";
import { assessmentsOfPerson } from "./supersede";

const detailColumns = {
  ...listColumns,
  consentAt: surveyResults.consentAt,
  scores: surveyResults.scores,
  responseValidity: surveyResults.validity,
  superseded: surveyResults.superseded,
  resumeName: surveyResults.resumeName,
  resumeAttachedAt: surveyResults.resumeAttachedAt,
  language: surveyResults.language,
  answered: sql<number>`(select count(*)::int from ${surveyAnswers} where ${surveyAnswers.surveyResultId} = ${surveyResults.id})`,
};

/** GET /survey-results/{id}: the result with its full scores, in the actor's scope. */
export async function getSurveyResult(db: Executor, actor: Actor, id: number): Promise<SurveyResultDetailJson> {
  const [row] = await db
    .select(detailColumns)
    .from(surveyResults)
    .innerJoin(companies, eq(companies.id, surveyResults.companyId))
    .leftJoin(location, eq(location.id, surveyResults.locationId))
    .leftJoin(department, eq(department.id, surveyResults.departmentId))
    .where(and(eq(surveyResults.id, id), companiesInScope(actor)));
  if (!row) throw ApiError.notFound("Survey result not found");
  return {
    ...toSurveyResultJson(row),
    consent_at: row.consentAt.toISOString(),
    answered_count: row.answered,
    scores: (row.scores as AssessmentScores | null) ?? null,
    response_validity: row.responseValidity ?? null,
    superseded: row.superseded,
    assessments: await assessmentsOfPerson(db, row),
    resume:
      row.resumeName && row.resumeAttachedAt
        ? { file_name: row.resumeName, attached_at: row.resumeAttachedAt.toISOString() }
        : null,
    language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
  };
}
