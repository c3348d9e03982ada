import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { academyQuizAttempts } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import type { QuizResultJson } from "./contract";
import { findReadableCourse, issueCertificateIfComplete, questionsOf, toCertificateJson } from "./model";
import { scoreQuiz } from "./scoring";

/**
 * POST /academy/courses/{id}/quiz-attempts: scores the answers, keeps the attempt, and answers every question's right
 * options and explanation (shown after answering). Passing with every lesson done issues the certificate.
 */
export async function submitQuiz(
  db: Database,
  actor: Actor,
  courseId: number,
  answers: Record<string, number[]>,
): Promise<QuizResultJson> {
  const course = await findReadableCourse(db, actor, courseId);
  const questions = await questionsOf(db, course.id);
  if (questions.length === 0) throw ApiError.conflict("This course has no quiz");
  const known = new Set(questions.map((q) => String(q.id)));
  const unknown = Object.keys(answers).filter((key) => !known.has(key));
  if (unknown.length)
    throw ApiError.badRequest(
      unknown.map((key) => ({ path: `answers.${key}`, message: "is not a question of this quiz" })),
    );
  const { score, passed, right } = scoreQuiz(questions, answers, course.passMark);
  await db.insert(academyQuizAttempts).values({ userId: actor.id, courseId: course.id, answers, score, passed });
  const { state, certificate } = await issueCertificateIfComplete(db, actor, course);
  return {
    score,
    pass_mark: course.passMark,
    passed,
    questions: questions.map((q) => ({
      id: q.id,
      chosen: [...new Set(answers[String(q.id)] ?? [])].sort((a, b) => a - b),
      correct_options: [...q.correct].sort((a, b) => a - b),
      right: right.has(q.id),
      explanation: q.explanation,
    })),
    progress: state.progress,
    certificate: certificate ? toCertificateJson(certificate) : null,
  };
}
