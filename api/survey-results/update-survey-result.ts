import { and, eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { departments, locations, surveyResults } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import type { SurveyResultDetailJson, SurveyResultUpdate } from "./contract";
import { getSurveyResult } from "./get-survey-result";
import { settleCurrentAssessment } from "./supersede";
import { findSurveyResultInScope, isUniqueViolation, unfinishedTwice, type Executor } from "./model";

async function requireItemOfCompany(db: Executor, kind: "location" | "department", id: number, companyId: number) {
  const table = kind === "location" ? locations : departments;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.companyId, companyId)));
  if (!row)
    throw ApiError.unprocessable([{ path: `${kind}_id`, message: `is not a ${kind} of this result's company` }]);
}

/** PUT /survey-results/update: contact details, location, department, test marker. */
export async function updateSurveyResult(
  db: Database,
  actor: Actor,
  input: SurveyResultUpdate,
): Promise<SurveyResultDetailJson> {
  const result = await findSurveyResultInScope(db, actor, input.id);
  if (input.location_id) await requireItemOfCompany(db, "location", input.location_id, result.companyId);
  if (input.department_id) await requireItemOfCompany(db, "department", input.department_id, result.companyId);
  try {
    await db
      .update(surveyResults)
      .set({
        first: input.first,
        last: input.last,
        email: input.email,
        phone: input.phone,
        locationId: input.location_id,
        departmentId: input.department_id,
        isTest: input.is_test,
        updatedAt: new Date(),
      })
      .where(eq(surveyResults.id, result.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw unfinishedTwice();
    throw error;
  }
  // A new e-mail or test marker moves the assessment to another person: both people's current assessments settle.
  if (result.submittedAt && (input.email !== undefined || input.is_test !== undefined)) {
    await settleCurrentAssessment(db, result);
    await settleCurrentAssessment(db, {
      companyId: result.companyId,
      email: input.email ?? result.email,
      isTest: input.is_test ?? result.isTest,
    });
  }
  return getSurveyResult(db, actor, result.id);
}
