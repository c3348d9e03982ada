import { eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { surveyResults } from "../../server/db/schema/index";
import { getSurveyResult } from "./get-survey-result";
import { findSurveyResultInScope, roleOfCompany } from "./model";

/** PUT /survey-results/update-role: the role applied for, one of the company's role names. */
export async function updateSurveyResultRole(db: Database, actor: Actor, id: number, role: string) {
  const result = await findSurveyResultInScope(db, actor, id);
  const found = await roleOfCompany(db, result.companyId, role);
  await db
    .update(surveyResults)
    .set({ roleName: found.name, roleNameId: found.id, updatedAt: new Date() })
    .where(eq(surveyResults.id, result.id));
  return getSurveyResult(db, actor, result.id);
}
