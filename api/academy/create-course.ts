import { max } from "drizzle-orm";
import { recordAudit } from "../audit/index";
import type { Database } from "../../server/db/client";
import { academyCourses } from "../../server/db/schema/index";
import type { Auth } from "../http/authenticate";
import { adminCourseJson } from "./admin-model";

/** POST /academy/manage/courses: a new draft, last in order. */
export async function createCourse(
  db: Database,
  auth: Auth,
  input: { title: string; summary: string; pass_mark: number },
) {
  const [{ last }] = await db.select({ last: max(academyCourses.position) }).from(academyCourses);
  const [course] = await db
    .insert(academyCourses)
    .values({ title: input.title, summary: input.summary, passMark: input.pass_mark, position: (last ?? -1) + 1 })
    .returning({ id: academyCourses.id });
  await recordAudit(db, auth, {
    action: "academy_course.create",
    companyId: null,
    subjectType: "academy_course",
    subjectId: course.id,
    summary: `Course ${course.id} created as a draft`,
  });
  return adminCourseJson(db, course.id);
}
