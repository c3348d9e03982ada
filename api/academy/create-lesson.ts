import { eq, max } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { academyLessons } from "../../server/db/schema/index";
import { findCourse, touchCourse } from "./admin-model";
import { lessonJson, type LessonInput } from "./lesson-admin-model";

/** POST /academy/manage/courses/{id}/lessons: a lesson at the end of the course. */
export async function createLesson(db: Database, courseId: number, input: LessonInput) {
  const course = await findCourse(db, courseId);
  const [{ last }] = await db
    .select({ last: max(academyLessons.position) })
    .from(academyLessons)
    .where(eq(academyLessons.courseId, course.id));
  const [lesson] = await db
    .insert(academyLessons)
    .values({
      courseId: course.id,
      title: input.title,
      body: input.body,
      videoUrl: input.video_url ?? null,
      position: (last ?? -1) + 1,
    })
    .returning({ id: academyLessons.id });
  await touchCourse(db, course.id);
  return lessonJson(db, course.id, lesson.id);
}
