import { eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { academyLessons } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import type { LessonJson } from "./contract";
import { findReadableCourse, learnerState } from "./model";

/** A lesson with its course, when the caller may read the course (404 otherwise). */
export async function findReadableLesson(db: Database, actor: Actor, lessonId: number) {
  const [lesson] = await db.select().from(academyLessons).where(eq(academyLessons.id, lessonId));
  if (!lesson) throw ApiError.notFound("Lesson not found");
  const course = await findReadableCourse(db, actor, lesson.courseId).catch(() => {
    throw ApiError.notFound("Lesson not found");
  });
  return { lesson, course };
}

/** GET /academy/lessons/{id}: the lesson, whether the caller finished it, and its neighbours. */
export async function getLesson(db: Database, actor: Actor, lessonId: number): Promise<LessonJson> {
  const { lesson, course } = await findReadableLesson(db, actor, lessonId);
  const state = await learnerState(db, actor.id, course);
  const index = state.lessons.findIndex((l) => l.id === lesson.id);
  return {
    id: lesson.id,
    course_id: course.id,
    course_title: course.title,
    title: lesson.title,
    body: lesson.body,
    video_url: lesson.videoUrl,
    position: index + 1,
    completed: state.doneIds.has(lesson.id),
    previous_lesson_id: state.lessons[index - 1]?.id ?? null,
    next_lesson_id: state.lessons[index + 1]?.id ?? null,
    lesson_count: state.lessons.length,
  };
}
