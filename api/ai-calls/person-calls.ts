import { asc, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { aiCalls } from "../db/schema/index";

/**
 * A person's AI calls, for their data export: those about any of their assessments or applications. The export
 * (api/data-rights/person.ts) already holds the rows with a survey result, as it reads every table with that
 * column; this adds the ones about an application alone (a resume analysed before any assessment).
 */
export async function aiCallsOfPerson(
  db: Database,
  person: { surveyResultIds: number[]; applicationIds: number[] },
): Promise<(typeof aiCalls.$inferSelect)[]> {
  const { surveyResultIds, applicationIds } = person;
  if (surveyResultIds.length === 0 && applicationIds.length === 0) return [];
  return db
    .select()
    .from(aiCalls)
    .where(
      or(
        surveyResultIds.length ? inArray(aiCalls.surveyResultId, surveyResultIds) : sql`false`,
        applicationIds.length ? inArray(aiCalls.applicationId, applicationIds) : sql`false`,
      ),
    )
    .orderBy(asc(aiCalls.id));
}
