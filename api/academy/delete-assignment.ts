import { eq } from "drizzle-orm";
import { recordAudit } from "../audit/index";
import type { Database } from "../../server/db/client";
import { academyAssignments } from "../../server/db/schema/index";
import type { Auth } from "../http/authenticate";
import { ApiError } from "../http/errors";

/** DELETE /academy/manage/assignments/{id}: progress already made is kept. */
export async function deleteAssignment(db: Database, auth: Auth, assignmentId: number) {
  const [row] = await db.select().from(academyAssignments).where(eq(academyAssignments.id, assignmentId));
  if (!row) throw ApiError.notFound("Assignment not found");
  await db.delete(academyAssignments).where(eq(academyAssignments.id, row.id));
  await recordAudit(db, auth, {
    action: "academy_assignment.delete",
    companyId: row.companyId,
    subjectType: "academy_course",
    subjectId: row.courseId,
    summary: `Assignment ${row.id} of course ${row.courseId} withdrawn`,
  });
}
