import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { academyLessonProgress } from "../../server/db/schema/index";
import { findReadableLesson } from "./get-lesson";
import { issueCertificateIfComplete, toCertificateJson } from "./model";

/**
 * POST /academy/lessons/{id}/complete: the lesson is done (a second time changes nothing); answers the new progress,
 * the next unfinished lesson, and the certificate when this finished the course.
 */
export async function completeLesson(db: Database, actor: Actor, lessonId: number) {
  const { lesson, course } = await findReadableLesson(db, actor, lessonId);
  await db.insert(academyLessonProgress).values({ userId: actor.id, lessonId: lesson.id }).onConflictDoNothing();
  const { state, certificate } = await issueCertificateIfComplete(db, actor, course);
  const index = state.lessons.findIndex((l) => l.id === lesson.id);
  const next =
    state.lessons.slice(index + 1).find((l) => !state.doneIds.has(l.id)) ??
    state.lessons.find((l) => !state.doneIds.has(l.id));
  return {
    progress: state.progress,
    next_lesson_id: next?.id ?? null,
    certificate: certificate ? toCertificateJson(certificate) : null,
  };
}
