// What Learning Management's operations share: a course with everything in it, as the admin sees it.
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { academyAssignments, academyCourses, companies } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import type { AdminCourseJson } from "./contract";
import { lessonsOf, questionsOf, type CourseRow } from "./model";

export async function findCourse(db: Database, courseId: number): Promise<CourseRow> {
  const [course] = await db.select().from(academyCourses).where(eq(academyCourses.id, courseId));
  if (!course) throw ApiError.notFound("Course not found");
  return course;
}

export const toAdminLessonJson = (l: Awaited<ReturnType<typeof lessonsOf>>[number], index: number) => ({
  id: l.id,
  title: l.title,
  body: l.body,
  video_url: l.videoUrl,
  position: index + 1,
});

export const toAdminQuestionJson = (q: Awaited<ReturnType<typeof questionsOf>>[number], index: number) => ({
  id: q.id,
  prompt: q.prompt,
  kind: q.kind,
  options: q.options,
  correct: q.correct,
  explanation: q.explanation,
  position: index + 1,
});

export async function adminCourseJson(db: Database, courseId: number): Promise<AdminCourseJson> {
  const course = await findCourse(db, courseId);
  const [lessons, questions, assignments] = await Promise.all([
    lessonsOf(db, course.id),
    questionsOf(db, course.id),
    db
      .select({ assignment: academyAssignments, company: { id: companies.id, name: companies.name } })
      .from(academyAssignments)
      .leftJoin(companies, eq(companies.id, academyAssignments.companyId))
      .where(eq(academyAssignments.courseId, course.id))
      .orderBy(asc(academyAssignments.dueOn), asc(academyAssignments.id)),
  ]);
  return {
    id: course.id,
    title: course.title,
    summary: course.summary,
    status: course.status,
    position: course.position,
    pass_mark: course.passMark,
    lesson_count: lessons.length,
    question_count: questions.length,
    assignment_count: assignments.length,
    updated_at: course.updatedAt.toISOString(),
    lessons: lessons.map(toAdminLessonJson),
    questions: questions.map(toAdminQuestionJson),
    assignments: assignments.map(({ assignment: a, company }) => ({
      id: a.id,
      course_id: a.courseId,
      company: company?.id ? company : null,
      role: a.role,
      due_on: a.dueOn,
      reminded_at: a.remindedAt?.toISOString() ?? null,
    })),
  };
}

/** Marks a course changed (its list shows when). */
export const touchCourse = (db: Database, courseId: number) =>
  db.update(academyCourses).set({ updatedAt: new Date() }).where(eq(academyCourses.id, courseId));
