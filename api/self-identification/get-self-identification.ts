import { eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { selfIdentifications } from "../../server/db/schema/index";
import { findSurveyResultInScope } from "../survey-results/model";
import type { SelfIdentificationJson } from "./contract";
import { toSelfIdentificationJson } from "./model";

/**
 * GET /survey-results/{id}/self-identification: the person's answers, or null when they gave none. A person outside
 * the caller's scope is not found (404). Answers given on a job application count once it created the assessment.
 */
export async function getSelfIdentification(
  db: Database,
  actor: Actor,
  surveyResultId: number,
): Promise<SelfIdentificationJson | null> {
  const result = await findSurveyResultInScope(db, actor, surveyResultId);
  const [row] = await db.select().from(selfIdentifications).where(eq(selfIdentifications.surveyResultId, result.id));
  return row ? toSelfIdentificationJson(row) : null;
}
