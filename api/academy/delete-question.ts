import { eq } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { academyQuestions } from "../../server/db/schema/index";
import { touchCourse } from "./admin-model";
import { findQuestion } from "./lesson-admin-model";

/** DELETE /academy/manage/questions/{id}. */
export async function deleteQuestion(db: Database, questionId: number) {
  const question = await findQuestion(db, questionId);
  await db.delete(academyQuestions).where(eq(academyQuestions.id, question.id));
  await touchCourse(db, question.courseId);
}
