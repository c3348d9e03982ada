import { asc } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { academyAssignments, academyCourses, academyLessons, academyQuestions } from "../../server/db/schema/index";
import type { AdminCourseSummaryJson } from "./contract";
import { countsByCourse } from "./model";

/** GET /academy/manage/courses: every course in order, with how much is in it. */
export async function listAdminCourses(db: Database): Promise<AdminCourseSummaryJson[]> {
  const courses = await db.select().from(academyCourses).orderBy(asc(academyCourses.position), asc(academyCourses.id));
  const ids = courses.map((c) => c.id);
  const [lessons, questions, assignments] = await Promise.all([
    countsByCourse(db, academyLessons, ids),
    countsByCourse(db, academyQuestions, ids),
    countsByCourse(db, academyAssignments, ids),
  ]);
  return courses.map((c) => ({
    id: c.id,
    title: c.title,
    summary: c.summary,
    status: c.status,
    position: c.position,
    pass_mark: c.passMark,
    lesson_count: lessons.get(c.id) ?? 0,
    question_count: questions.get(c.id) ?? 0,
    assignment_count: assignments.get(c.id) ?? 0,
    updated_at: c.updatedAt.toISOString(),
  }));
}
