import type { Role } from "../../domain/roles";
import { recordAudit } from "../audit/index";
import type { Database } from "../../server/db/client";
import { academyAssignments } from "../../server/db/schema/index";
import { findCompanyInScope } from "../db/tenant-scope";
import type { Auth } from "../http/authenticate";
import { adminCourseJson, findCourse } from "./admin-model";

/** POST /academy/manage/courses/{id}/assignments: to a company, a role, or a role in a company, due on a day. */
export async function createAssignment(
  db: Database,
  auth: Auth,
  courseId: number,
  input: { company_id?: number | null; role?: Role | null; due_on: string },
) {
  const course = await findCourse(db, courseId);
  const company = input.company_id ? await findCompanyInScope(db, auth.actor, input.company_id) : null;
  const [row] = await db
    .insert(academyAssignments)
    .values({
      courseId: course.id,
      companyId: company?.id ?? null,
      role: input.role ?? null,
      dueOn: input.due_on,
      createdByUserId: auth.actor.id,
    })
    .returning({ id: academyAssignments.id });
  await recordAudit(db, auth, {
    action: "academy_assignment.create",
    companyId: company?.id ?? null,
    subjectType: "academy_course",
    subjectId: course.id,
    summary: `Course ${course.id} assigned${input.role ? ` to role ${input.role}` : ""}, due ${input.due_on}`,
  });
  return (await adminCourseJson(db, course.id)).assignments.find((a) => a.id === row.id)!;
}
