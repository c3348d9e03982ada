import { and, eq, min } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { academyAssignments } from "../../server/db/schema/index";
import type { CourseJson } from "./contract";
import { appliesTo, findReadableCourse, learnerState, toCertificateJson } from "./model";

/** GET /academy/courses/{id}: a course as the caller sees it, with the quiz's questions but never their answers. */
export async function getCourse(db: Database, actor: Actor, courseId: number): Promise<CourseJson> {
  const course = await findReadableCourse(db, actor, courseId);
  const state = await learnerState(db, actor.id, course);
  const [due] = await db
    .select({ dueOn: min(academyAssignments.dueOn) })
    .from(academyAssignments)
    .where(and(eq(academyAssignments.courseId, course.id), appliesTo(actor)));
  const resume = state.lessons.find((l) => !state.doneIds.has(l.id)) ?? null;
  return {
    id: course.id,
    title: course.title,
    summary: course.summary,
    status: course.status,
    pass_mark: course.passMark,
    lesson_count: state.lessons.length,
    question_count: state.questions.length,
    progress: state.progress,
    due_on: due?.dueOn ?? null,
    certificate: state.certificate ? toCertificateJson(state.certificate) : null,
    lessons: state.lessons.map((l, i) => ({
      id: l.id,
      title: l.title,
      position: i + 1,
      completed: state.doneIds.has(l.id),
    })),
    questions: state.questions.map((q) => ({ id: q.id, prompt: q.prompt, kind: q.kind, options: q.options })),
    resume_lesson_id: resume?.id ?? null,
    best_score: state.bestScore,
    quiz_passed: state.quizPassed,
  };
}
