// One person, many assessments. A person is a company plus an e-mail address whatever its case (as changes over time
// and data rights see one: api/assessment-history/model.ts). Of the person's submitted assessments the latest is
// current; every earlier one is `superseded`: still readable as the person's history, but lists, the board and the
// pickers leave it out, and nothing new (an action plan, a share) is made from it. A test only supersedes a test.
import { and, desc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import { samePerson, type PersonKey } from "../assessment-history/model";
import { surveyResults } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import type { Executor } from "./model";

export interface AssessedPerson extends PersonKey {
  isTest: boolean;
}

/** The rows of one person's assessments that count for it: submitted, and tests only with tests. */
const submittedOf = (person: AssessedPerson) =>
  and(samePerson(person), isNotNull(surveyResults.submittedAt), eq(surveyResults.isTest, person.isTest))!;

/**
 * Makes the person's latest submitted assessment current and every earlier one superseded, writing only the rows that
 * change (their trigger keeps the list's counts: migration 0028). When the current assessment changes, the new one
 * takes the previous one's place in the same pipeline (its status and position), so a reassessed candidate stays where
 * the team had put them rather than starting again at the first column. Called at submit, and wherever a result's
 * e-mail or test marker changes which person it belongs to.
 */
export async function settleCurrentAssessment(db: Executor, person: AssessedPerson): Promise<void> {
  const rows = await db
    .select({
      id: surveyResults.id,
      superseded: surveyResults.superseded,
      archivedAt: surveyResults.archivedAt,
      status: surveyResults.status,
      pipelineId: surveyResults.pipelineId,
      columnPosition: surveyResults.columnPosition,
    })
    .from(surveyResults)
    .where(submittedOf(person))
    .orderBy(desc(surveyResults.submittedAt), desc(surveyResults.id));
  if (rows.length === 0) return;
  const [latest, ...earlier] = rows;
  const previous = latest.superseded ? undefined : earlier.find((r) => !r.superseded && r.archivedAt === null);
  const carried =
    previous && previous.pipelineId === latest.pipelineId && previous.status !== latest.status
      ? { status: previous.status, columnPosition: previous.columnPosition }
      : {};
  if (latest.superseded || Object.keys(carried).length) {
    await db
      .update(surveyResults)
      .set({ superseded: false, ...carried })
      .where(eq(surveyResults.id, latest.id));
  }
  const stale = earlier.filter((r) => !r.superseded).map((r) => r.id);
  if (stale.length) {
    await db
      .update(surveyResults)
      .set({ superseded: true })
      .where(and(submittedOf(person), inArray(surveyResults.id, stale)));
  }
}

/** One entry of a person's assessment history, as the report lists it. */
export interface AssessmentEntry {
  id: number;
  submitted_at: string;
  role_name: string;
  archived: boolean;
  current: boolean;
}

/** The person's submitted assessments with the company, newest first (the current one is the first not superseded). */
export async function assessmentsOfPerson(db: Executor, person: AssessedPerson): Promise<AssessmentEntry[]> {
  const rows = await db
    .select({
      id: surveyResults.id,
      submittedAt: surveyResults.submittedAt,
      roleName: surveyResults.roleName,
      archivedAt: surveyResults.archivedAt,
      superseded: surveyResults.superseded,
    })
    .from(surveyResults)
    .where(submittedOf(person))
    .orderBy(desc(surveyResults.submittedAt), desc(surveyResults.id));
  return rows.map((r) => ({
    id: r.id,
    submitted_at: r.submittedAt!.toISOString(),
    role_name: r.roleName,
    archived: r.archivedAt !== null,
    current: !r.superseded,
  }));
}

/** What may not be made from an earlier assessment, in the words of the refusal. */
export type NothingNewFromEarlier = "a share" | "an action plan";

/**
 * Refuses (409) to make something new from a superseded assessment: a share or an action plan belongs to the person's
 * current assessment, so an earlier one can never be sent on or planned from as if it were today's.
 */
export function refuseEarlierAssessment(
  result: { superseded: boolean; first: string; last: string },
  what: NothingNewFromEarlier,
  path = "survey_result_id",
): void {
  if (!result.superseded) return;
  const name = `${result.first} ${result.last}`.trim();
  throw ApiError.conflict(
    `This is an earlier assessment of ${name}: ${what} can only be made from their current assessment. Open the current one and make it there.`,
    [{ path, message: "is an earlier assessment: use the current one" }],
  );
}

/**
 * How many submitted assessments the row's person has ("2 assessments" in the list): a column of the list's page, read
 * from the person index (migration 0028) for its few rows, with no query of its own.
 */
export function assessmentCountOf(): SQL<number> {
  const r = surveyResults;
  return sql<number>`(select count(*)::int from ${r} same_person
    where same_person.company_id = ${r.companyId} and lower(same_person.email) = lower(${r.email})
      and same_person.is_test = ${r.isTest} and same_person.submitted_at is not null)`;
}

/** Refuses (409) a share that would show an earlier assessment of someone among `ids` (a comparison, a conflict plan). */
export async function refuseEarlierAssessments(db: Executor, ids: readonly number[], path: string): Promise<void> {
  if (ids.length === 0) return;
  const [earlier] = await db
    .select({ superseded: surveyResults.superseded, first: surveyResults.first, last: surveyResults.last })
    .from(surveyResults)
    .where(and(inArray(surveyResults.id, [...ids]), eq(surveyResults.superseded, true)))
    .limit(1);
  if (earlier) refuseEarlierAssessment(earlier, "a share", path);
}
