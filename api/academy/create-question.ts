import { eq, max } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { academyQuestions } from "../../server/db/schema/index";
import { findCourse, touchCourse } from "./admin-model";
import { questionJson, questionValues, type QuestionInput } from "./lesson-admin-model";

/** POST /academy/manage/courses/{id}/questions: a question at the end of the course's quiz. */
export async function createQuestion(db: Database, courseId: number, input: QuestionInput) {
  const course = await findCourse(db, courseId);
  const [{ last }] = await db
    .select({ last: max(academyQuestions.position) })
    .from(academyQuestions)
    .where(eq(academyQuestions.courseId, course.id));
  const [question] = await db
    .insert(academyQuestions)
    .values({ courseId: course.id, ...questionValues(input), position: (last ?? -1) + 1 })
    .returning({ id: academyQuestions.id });
  await touchCourse(db, course.id);
  return questionJson(db, course.id, question.id);
}
