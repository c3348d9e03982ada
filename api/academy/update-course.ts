import { eq } from "drizzle-orm";
import { recordAudit } from "../audit/index";
import type { Database } from "../../server/db/client";
import { academyCourses } from "../../server/db/schema/index";
import type { Auth } from "../http/authenticate";
import { ApiError } from "../http/errors";
import { adminCourseJson, findCourse } from "./admin-model";
import type { CourseStatus } from "./contract";
import { lessonsOf } from "./model";

/** PUT /academy/manage/courses/{id}: its texts and pass mark; `status` publishes (with a lesson at least) or archives. */
export async function updateCourse(
  db: Database,
  auth: Auth,
  courseId: number,
  input: { title: string; summary: string; pass_mark: number; status?: CourseStatus },
) {
  const course = await findCourse(db, courseId);
  const status = input.status ?? course.status;
  if (status === "published" && course.status !== "published" && (await lessonsOf(db, course.id)).length === 0) {
    throw ApiError.conflict("A course needs at least one lesson before it is published", [
      { path: "status", message: "add a lesson first" },
    ]);
  }
  await db
    .update(academyCourses)
    .set({ title: input.title, summary: input.summary, passMark: input.pass_mark, status, updatedAt: new Date() })
    .where(eq(academyCourses.id, course.id));
  await recordAudit(db, auth, {
    action:
      status === course.status
        ? "academy_course.update"
        : `academy_course.${status === "published" ? "publish" : status === "archived" ? "archive" : "unpublish"}`,
    companyId: null,
    subjectType: "academy_course",
    subjectId: course.id,
    summary: status === course.status ? `Course ${course.id} changed` : `Course ${course.id} is now ${status}`,
  });
  return adminCourseJson(db, course.id);
}
