import { eq } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { academyLessons } from "../../server/db/schema/index";
import { touchCourse } from "./admin-model";
import { findLesson } from "./lesson-admin-model";

/** DELETE /academy/manage/lessons/{id}: with everyone's progress on it (certificates already issued stay). */
export async function deleteLesson(db: Database, lessonId: number) {
  const lesson = await findLesson(db, lessonId);
  await db.delete(academyLessons).where(eq(academyLessons.id, lesson.id));
  await touchCourse(db, lesson.courseId);
}
