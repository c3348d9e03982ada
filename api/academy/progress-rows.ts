// The progress of every learner in every course assigned to them or started by them: what Learning Management's
// progress list, its per-company summary, its CSV and the overdue reminders are all read from. Computed in memory
// from a few grouped queries: the academy has a handful of courses, and one row per (user, course) is small.
import { and, eq, sql } from "drizzle-orm";
import type { Role } from "../../domain/roles";
import type { Database } from "../../server/db/client";
import {
  academyAssignments,
  academyCertificates,
  academyCourses,
  academyLessonProgress,
  academyLessons,
  academyQuestions,
  academyQuizAttempts,
  companies,
  users,
} from "../../server/db/schema/index";
import type { ProgressRowJson } from "./contract";
import { courseProgress, isComplete, isOverdue, todayIso } from "./scoring";

export interface ProgressFilter {
  course_id?: number;
  company_id?: number;
}

const key = (userId: number, courseId: number) => `${userId}:${courseId}`;

export async function progressRows(
  db: Database,
  filter: ProgressFilter,
  today = todayIso(),
): Promise<ProgressRowJson[]> {
  const courseFilter = filter.course_id ? eq(academyCourses.id, filter.course_id) : undefined;
  const [courses, assignments, learners, lessonCounts, questionCounts, done, best, certificates] = await Promise.all([
    db
      .select({ id: academyCourses.id, title: academyCourses.title, passMark: academyCourses.passMark })
      .from(academyCourses)
      .where(courseFilter),
    db.select().from(academyAssignments),
    db
      .select({
        id: users.id,
        first: users.first,
        last: users.last,
        email: users.email,
        role: users.authRole,
        companyId: users.companyId,
        companyName: companies.name,
      })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(and(eq(users.active, 1), filter.company_id ? eq(users.companyId, filter.company_id) : undefined)),
    db
      .select({ courseId: academyLessons.courseId, n: sql<number>`count(*)::int` })
      .from(academyLessons)
      .groupBy(academyLessons.courseId),
    db
      .select({ courseId: academyQuestions.courseId, n: sql<number>`count(*)::int` })
      .from(academyQuestions)
      .groupBy(academyQuestions.courseId),
    db
      .select({
        userId: academyLessonProgress.userId,
        courseId: academyLessons.courseId,
        n: sql<number>`count(*)::int`,
      })
      .from(academyLessonProgress)
      .innerJoin(academyLessons, eq(academyLessons.id, academyLessonProgress.lessonId))
      .groupBy(academyLessonProgress.userId, academyLessons.courseId),
    db
      .select({
        userId: academyQuizAttempts.userId,
        courseId: academyQuizAttempts.courseId,
        score: sql<number>`max(${academyQuizAttempts.score})::int`,
      })
      .from(academyQuizAttempts)
      .groupBy(academyQuizAttempts.userId, academyQuizAttempts.courseId),
    db
      .select({
        userId: academyCertificates.userId,
        courseId: academyCertificates.courseId,
        issuedAt: academyCertificates.issuedAt,
      })
      .from(academyCertificates),
  ]);
  const lessonsIn = new Map(lessonCounts.map((r) => [r.courseId, r.n]));
  const questionsIn = new Map(questionCounts.map((r) => [r.courseId, r.n]));
  const doneOf = new Map(done.map((r) => [key(r.userId, r.courseId), r.n]));
  const bestOf = new Map(best.map((r) => [key(r.userId, r.courseId), r.score]));
  const certificateOf = new Map(certificates.map((r) => [key(r.userId, r.courseId), r.issuedAt]));

  const rows: ProgressRowJson[] = [];
  for (const learner of learners) {
    for (const course of courses) {
      const k = key(learner.id, course.id);
      const dueDays = assignments
        .filter(
          (a) =>
            a.courseId === course.id &&
            (a.companyId === null || a.companyId === learner.companyId) &&
            (a.role === null || a.role === (learner.role as Role)),
        )
        .map((a) => a.dueOn)
        .sort();
      const lessonsDone = doneOf.get(k) ?? 0;
      const bestScore = bestOf.get(k);
      const issuedAt = certificateOf.get(k) ?? null;
      if (dueDays.length === 0 && lessonsDone === 0 && bestScore === undefined && !issuedAt) continue;
      const steps = {
        lessons: lessonsIn.get(course.id) ?? 0,
        lessonsDone,
        hasQuiz: (questionsIn.get(course.id) ?? 0) > 0,
        quizPassed: bestScore !== undefined && bestScore >= course.passMark,
      };
      // A certificate stays earned even if lessons are added later: the course was complete when it was issued.
      const complete = issuedAt !== null || isComplete(steps);
      const progress = complete ? 100 : courseProgress(steps);
      const dueOn = dueDays[0] ?? null;
      rows.push({
        user: { id: learner.id, name: `${learner.first} ${learner.last}`.trim(), email: learner.email },
        company: { id: learner.companyId, name: learner.companyName },
        course: { id: course.id, title: course.title },
        progress,
        quiz_passed: steps.quizPassed,
        completed_at: issuedAt?.toISOString() ?? null,
        due_on: dueOn,
        state: complete
          ? "completed"
          : isOverdue(dueOn, complete, today)
            ? "overdue"
            : progress > 0 || lessonsDone > 0
              ? "in_progress"
              : "not_started",
      });
    }
  }
  return rows;
}
