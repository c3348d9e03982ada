import { desc, eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { reportShares, users } from "../../server/db/schema/index";
import { findSurveyResultInScope } from "../survey-results/model";
import type { ShareJson } from "./contract";
import { shareColumns, toShareJson } from "./model";

/** GET /report-shares?survey_result_id=: the links made to a person's report, newest first. */
export async function listShares(db: Database, actor: Actor, surveyResultId: number): Promise<ShareJson[]> {
  const result = await findSurveyResultInScope(db, actor, surveyResultId);
  const rows = await db
    .select(shareColumns)
    .from(reportShares)
    .leftJoin(users, eq(users.id, reportShares.createdByUserId))
    .where(eq(reportShares.surveyResultId, result.id))
    .orderBy(desc(reportShares.createdAt), desc(reportShares.id));
  return rows.map(toShareJson);
}
