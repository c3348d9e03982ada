// GET /interview-grading: the submitted instant interviews of the caller's companies, newest first, blind.
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { companies, instantInterviews, interviewAnswerGrades, surveyResults } from "../../server/db/schema/index";
import { findCompanyInScope, companiesInScope } from "../db/tenant-scope";
import type { AnswerSetSummaryJson } from "./contract";

/** The queue is a worklist, not an archive: the newest hundred. */
const LIMIT = 100;

export async function listAnswerSets(db: Database, actor: Actor, companyId?: number): Promise<AnswerSetSummaryJson[]> {
  const company = companyId === undefined ? null : (await findCompanyInScope(db, actor, companyId)).id;
  const graded = sql<number>`(select count(*)::int from ${interviewAnswerGrades}
    where ${interviewAnswerGrades.instantInterviewId} = ${instantInterviews.id}
      and ${interviewAnswerGrades.graderUserId} = ${actor.id})`;
  const rows = await db
    .select({ interview: instantInterviews, graded })
    .from(instantInterviews)
    .innerJoin(surveyResults, eq(surveyResults.id, instantInterviews.surveyResultId))
    .innerJoin(companies, eq(companies.id, surveyResults.companyId))
    .where(
      and(
        isNotNull(instantInterviews.submittedAt),
        companiesInScope(actor),
        company === null ? undefined : eq(surveyResults.companyId, company),
      ),
    )
    .orderBy(desc(instantInterviews.submittedAt), desc(instantInterviews.id))
    .limit(LIMIT);
  return rows.map(({ interview, graded }) => ({
    id: interview.id,
    submitted_at: interview.submittedAt!.toISOString(),
    answers: interview.questions.length,
    graded_by_me: graded,
  }));
}
