import { eq } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { academyQuestions } from "../../server/db/schema/index";
import { touchCourse } from "./admin-model";
import { findQuestion, questionJson, questionValues, type QuestionInput } from "./lesson-admin-model";

/** PUT /academy/manage/questions/{id}. Past attempts keep the score they had. */
export async function updateQuestion(db: Database, questionId: number, input: QuestionInput) {
  const question = await findQuestion(db, questionId);
  await db.update(academyQuestions).set(questionValues(input)).where(eq(academyQuestions.id, question.id));
  await touchCourse(db, question.courseId);
  return questionJson(db, question.courseId, question.id);
}
