import { asc, eq } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { academyCourses, academyLessons, academyQuestions } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import { touchCourse } from "./admin-model";

/**
 * POST /academy/manage/move: one place up or down among its siblings (courses; a course's lessons; a course's
 * questions). Positions are rewritten 0…n-1, so gaps or ties left by deletions never make a move a no-op.
 */
export async function moveItem(
  db: Database,
  input: { kind: "course" | "lesson" | "question"; id: number; direction: "up" | "down" },
) {
  const table = { course: academyCourses, lesson: academyLessons, question: academyQuestions }[input.kind];
  await db.transaction(async (tx) => {
    let siblings: { id: number }[];
    let courseId: number | null = null;
    if (input.kind === "course") {
      siblings = await tx
        .select({ id: academyCourses.id })
        .from(academyCourses)
        .orderBy(asc(academyCourses.position), asc(academyCourses.id));
    } else {
      const child = input.kind === "lesson" ? academyLessons : academyQuestions;
      const [row] = await tx.select({ courseId: child.courseId }).from(child).where(eq(child.id, input.id));
      if (!row) throw ApiError.notFound(`${input.kind === "lesson" ? "Lesson" : "Question"} not found`);
      courseId = row.courseId;
      siblings = await tx
        .select({ id: child.id })
        .from(child)
        .where(eq(child.courseId, row.courseId))
        .orderBy(asc(child.position), asc(child.id));
    }
    const index = siblings.findIndex((s) => s.id === input.id);
    if (index < 0) throw ApiError.notFound("Course not found");
    const target = input.direction === "up" ? index - 1 : index + 1;
    if (target < 0 || target >= siblings.length) return;
    [siblings[index], siblings[target]] = [siblings[target], siblings[index]];
    for (const [position, s] of siblings.entries()) {
      await tx.update(table).set({ position }).where(eq(table.id, s.id));
    }
    if (courseId !== null) await touchCourse(tx as unknown as Database, courseId);
  });
}
