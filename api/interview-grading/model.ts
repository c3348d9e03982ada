// What the grading operations share: a submitted instant interview inside the caller's scope, and its answers with
// the caller's and the other graders' scores. Nothing here reads the candidate's name, e-mail, photo or resume: the
// queries select the interview's own columns only, so a blind payload cannot carry them by accident.
import { and, eq, isNotNull } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { companies, instantInterviews, interviewAnswerGrades, surveyResults } from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import { ApiError } from "../http/errors";
import type { Executor } from "../survey-results/model";
import type { AnswerSetJson, GradedAnswerJson } from "./contract";

export type InstantInterviewRow = typeof instantInterviews.$inferSelect;
type GradeRow = typeof interviewAnswerGrades.$inferSelect;

export const answerSetNotFound = () => ApiError.notFound("Answer set not found");

/** A submitted instant interview of a company in the actor's scope, with its company; 404 otherwise. */
export async function findAnswerSetInScope(db: Database | Executor, actor: Actor, id: number) {
  const [row] = await db
    .select({ interview: instantInterviews, companyId: surveyResults.companyId })
    .from(instantInterviews)
    .innerJoin(surveyResults, eq(surveyResults.id, instantInterviews.surveyResultId))
    .innerJoin(companies, eq(companies.id, surveyResults.companyId))
    .where(and(eq(instantInterviews.id, id), isNotNull(instantInterviews.submittedAt), companiesInScope(actor)));
  if (!row) throw answerSetNotFound();
  return row;
}

export const gradesOf = (db: Database | Executor, interviewId: number) =>
  db.select().from(interviewAnswerGrades).where(eq(interviewAnswerGrades.instantInterviewId, interviewId));

/** One answer as its grader sees it: others' scores only once the grader's own is saved. */
export function toGradedAnswerJson(
  interview: InstantInterviewRow,
  questionKey: string,
  grades: readonly GradeRow[],
  graderId: number,
): GradedAnswerJson {
  const question = interview.questions.find((q) => q.key === questionKey)!;
  const mine = grades.find((g) => g.questionKey === questionKey && g.graderUserId === graderId) ?? null;
  return {
    question_key: questionKey,
    question: question.text,
    answer: interview.answers[questionKey] ?? "",
    my_score: mine?.score ?? null,
    other_scores: mine ? grades.filter((g) => g.questionKey === questionKey && g !== mine).map((g) => g.score) : null,
  };
}

export function toAnswerSetJson(
  interview: InstantInterviewRow,
  grades: readonly GradeRow[],
  graderId: number,
): AnswerSetJson {
  return {
    id: interview.id,
    submitted_at: interview.submittedAt!.toISOString(),
    answers: interview.questions.map((q) => toGradedAnswerJson(interview, q.key, grades, graderId)),
  };
}
