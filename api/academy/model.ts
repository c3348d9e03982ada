// Queries the academy's operations share: which courses a caller may read, a learner's state in a course, the
// assignments that apply to a user, and issuing a certificate.
import crypto from "node:crypto";
import { and, asc, eq, inArray, isNull, max, or, sql } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import {
  academyAssignments,
  academyCertificates,
  academyCourses,
  academyLessonProgress,
  academyLessons,
  academyQuestions,
  academyQuizAttempts,
  users,
} from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import type { CertificateJson } from "./contract";
import { certificateCode, courseProgress, isComplete } from "./scoring";

export type CourseRow = typeof academyCourses.$inferSelect;

/**
 * A course the caller may open as a learner: a published one; a super admin also opens drafts and archived courses
 * (the preview of Learning Management). Anything else is not found.
 */
export async function findReadableCourse(db: Database, actor: Actor, courseId: number): Promise<CourseRow> {
  const [course] = await db
    .select()
    .from(academyCourses)
    .where(
      and(
        eq(academyCourses.id, courseId),
        actor.role === "SUPER_ADMIN" ? undefined : eq(academyCourses.status, "published"),
      ),
    );
  if (!course) throw ApiError.notFound("Course not found");
  return course;
}

/** The course's lessons in order. */
export const lessonsOf = (db: Database, courseId: number) =>
  db
    .select()
    .from(academyLessons)
    .where(eq(academyLessons.courseId, courseId))
    .orderBy(asc(academyLessons.position), asc(academyLessons.id));

/** The course's quiz questions in order. */
export const questionsOf = (db: Database, courseId: number) =>
  db
    .select()
    .from(academyQuestions)
    .where(eq(academyQuestions.courseId, courseId))
    .orderBy(asc(academyQuestions.position), asc(academyQuestions.id));

/** The assignments that apply to a user: to their company (or to no company) and to their role (or to none). */
export const appliesTo = (user: { companyId: number; role: string }) =>
  and(
    or(isNull(academyAssignments.companyId), eq(academyAssignments.companyId, user.companyId)),
    or(isNull(academyAssignments.role), sql`${academyAssignments.role}::text = ${user.role}`),
  );

export function toCertificateJson(row: typeof academyCertificates.$inferSelect): CertificateJson {
  return {
    id: row.id,
    code: row.code,
    holder_name: row.holderName,
    course_title: row.courseTitle,
    issued_at: row.issuedAt.toISOString(),
  };
}

/** Where a learner stands in one course. */
export async function learnerState(db: Database, userId: number, course: CourseRow) {
  const [lessons, questions, done, [best], [certificate]] = await Promise.all([
    lessonsOf(db, course.id),
    questionsOf(db, course.id),
    db
      .select({ lessonId: academyLessonProgress.lessonId })
      .from(academyLessonProgress)
      .innerJoin(academyLessons, eq(academyLessons.id, academyLessonProgress.lessonId))
      .where(and(eq(academyLessonProgress.userId, userId), eq(academyLessons.courseId, course.id))),
    db
      .select({ score: max(academyQuizAttempts.score) })
      .from(academyQuizAttempts)
      .where(and(eq(academyQuizAttempts.userId, userId), eq(academyQuizAttempts.courseId, course.id))),
    db
      .select()
      .from(academyCertificates)
      .where(and(eq(academyCertificates.userId, userId), eq(academyCertificates.courseId, course.id))),
  ]);
  const doneIds = new Set(done.map((d) => d.lessonId));
  const bestScore = best?.score ?? null;
  const quizPassed = bestScore !== null && bestScore >= course.passMark;
  const steps = {
    lessons: lessons.length,
    lessonsDone: lessons.filter((l) => doneIds.has(l.id)).length,
    hasQuiz: questions.length > 0,
    quizPassed,
  };
  return {
    lessons,
    questions,
    doneIds,
    bestScore,
    quizPassed,
    progress: courseProgress(steps),
    complete: isComplete(steps),
    certificate: certificate ?? null,
  };
}

/**
 * Issues the learner's certificate once the course is complete (at most one per user and course: a second call,
 * or two at once, keep the first). Answers the certificate, or null while the course is not complete.
 */
export async function issueCertificateIfComplete(db: Database, actor: Actor, course: CourseRow) {
  const state = await learnerState(db, actor.id, course);
  if (state.certificate) return { state, certificate: state.certificate };
  if (!state.complete) return { state, certificate: null };
  const [user] = await db.select({ first: users.first, last: users.last }).from(users).where(eq(users.id, actor.id));
  const holderName = `${user?.first ?? ""} ${user?.last ?? ""}`.trim() || actor.email;
  await db
    .insert(academyCertificates)
    .values({
      userId: actor.id,
      courseId: course.id,
      code: certificateCode((n) => crypto.randomBytes(n)),
      holderName,
      courseTitle: course.title,
    })
    .onConflictDoNothing();
  const [certificate] = await db
    .select()
    .from(academyCertificates)
    .where(and(eq(academyCertificates.userId, actor.id), eq(academyCertificates.courseId, course.id)));
  return { state: { ...state, certificate }, certificate };
}

/** Counts per course id of rows of a table with a `courseId` column (lessons, questions, assignments). */
export async function countsByCourse(
  db: Database,
  table: typeof academyLessons | typeof academyQuestions | typeof academyAssignments,
  courseIds: number[],
): Promise<Map<number, number>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .select({ courseId: table.courseId, n: sql<number>`count(*)::int` })
    .from(table)
    .where(inArray(table.courseId, courseIds))
    .groupBy(table.courseId);
  return new Map(rows.map((r) => [r.courseId, r.n]));
}
