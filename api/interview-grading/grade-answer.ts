// PUT /interview-grading/{id}/grades: the caller's 1–4 score of one answer; scoring again replaces it.
import { recordAudit } from "../audit/record";
import type { Database } from "../../server/db/client";
import { interviewAnswerGrades } from "../../server/db/schema/index";
import type { Auth } from "../http/authenticate";
import { ApiError } from "../http/errors";
import type { GradeInput, GradedAnswerJson } from "./contract";
import { findAnswerSetInScope, gradesOf, toGradedAnswerJson } from "./model";

export async function gradeAnswer(db: Database, auth: Auth, id: number, input: GradeInput): Promise<GradedAnswerJson> {
  const { interview, companyId } = await findAnswerSetInScope(db, auth.actor, id);
  if (!interview.questions.some((q) => q.key === input.question_key))
    throw ApiError.badRequest([{ path: "question_key", message: "is not a question of this interview" }]);
  return db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .insert(interviewAnswerGrades)
      .values({
        instantInterviewId: interview.id,
        questionKey: input.question_key,
        graderUserId: auth.actor.id,
        score: input.score,
      })
      .onConflictDoUpdate({
        target: [
          interviewAnswerGrades.instantInterviewId,
          interviewAnswerGrades.questionKey,
          interviewAnswerGrades.graderUserId,
        ],
        set: { score: input.score, updatedAt: now },
      });
    await recordAudit(tx, auth, {
      action: "interview_answer.grade",
      companyId,
      subjectType: "instant_interview",
      subjectId: interview.id,
      summary: `Graded the answer to ${input.question_key} (score ${input.score})`,
    });
    return toGradedAnswerJson(interview, input.question_key, await gradesOf(tx, interview.id), auth.actor.id);
  });
}
