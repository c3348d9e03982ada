import { and, asc, eq, inArray, min } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { academyAssignments, academyCertificates, academyCourses } from "../../server/db/schema/index";
import type { CatalogueCourseJson } from "./contract";
import { appliesTo, learnerState, toCertificateJson } from "./model";

/** GET /academy/courses: the published courses in order, each with the caller's progress and due day. */
export async function listCatalogue(db: Database, actor: Actor): Promise<CatalogueCourseJson[]> {
  const courses = await db
    .select()
    .from(academyCourses)
    .where(eq(academyCourses.status, "published"))
    .orderBy(asc(academyCourses.position), asc(academyCourses.id));
  if (courses.length === 0) return [];
  const ids = courses.map((c) => c.id);
  const due = await db
    .select({ courseId: academyAssignments.courseId, dueOn: min(academyAssignments.dueOn) })
    .from(academyAssignments)
    .where(and(inArray(academyAssignments.courseId, ids), appliesTo(actor)))
    .groupBy(academyAssignments.courseId);
  const dueOf = new Map(due.map((d) => [d.courseId, d.dueOn]));
  const certificates = await db
    .select()
    .from(academyCertificates)
    .where(and(eq(academyCertificates.userId, actor.id), inArray(academyCertificates.courseId, ids)));
  const certificateOf = new Map(certificates.map((c) => [c.courseId, c]));
  // A handful of courses: one learner state each keeps the rules in one place (model.ts).
  return Promise.all(
    courses.map(async (course) => {
      const state = await learnerState(db, actor.id, course);
      const certificate = certificateOf.get(course.id);
      return {
        id: course.id,
        title: course.title,
        summary: course.summary,
        status: course.status,
        lesson_count: state.lessons.length,
        question_count: state.questions.length,
        progress: state.progress,
        due_on: dueOf.get(course.id) ?? null,
        certificate: certificate ? toCertificateJson(certificate) : null,
      };
    }),
  );
}
