import { eq } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { academyLessons } from "../../server/db/schema/index";
import { touchCourse } from "./admin-model";
import { findLesson, lessonJson, type LessonInput } from "./lesson-admin-model";

/** PUT /academy/manage/lessons/{id}: its title, text and video link. */
export async function updateLesson(db: Database, lessonId: number, input: LessonInput) {
  const lesson = await findLesson(db, lessonId);
  await db
    .update(academyLessons)
    .set({ title: input.title, body: input.body, videoUrl: input.video_url ?? null, updatedAt: new Date() })
    .where(eq(academyLessons.id, lesson.id));
  await touchCourse(db, lesson.courseId);
  return lessonJson(db, lesson.courseId, lesson.id);
}
