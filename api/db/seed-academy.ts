import brand from "~brand";
import * as s from "../../server/db/schema/index";
import { ACADEMY_COURSES } from "./seed-academy-courses";
import type { SeedPart } from "./seed";

/**
 * The Academy's demo courses: the hiring brand's three published courses of its own writing
 * (seed-academy-courses.ts). A brand without the academy seeds nothing (its marker is still written, so turning
 * the feature on later needs a new key).
 */
export const academySeed: SeedPart = {
  key: "seed:academy:v1",
  async run(tx) {
    if (!brand.features.academy) return;
    for (const [position, course] of ACADEMY_COURSES.entries()) {
      const [row] = await tx
        .insert(s.academyCourses)
        .values({
          title: course.title,
          summary: course.summary,
          status: "published",
          position,
          passMark: course.passMark,
        })
        .returning({ id: s.academyCourses.id });
      await tx
        .insert(s.academyLessons)
        .values(course.lessons.map((l, i) => ({ courseId: row.id, title: l.title, body: l.body, position: i })));
      await tx.insert(s.academyQuestions).values(
        course.questions.map((q, i) => ({
          courseId: row.id,
          prompt: q.prompt,
          kind: q.kind,
          options: q.options,
          correct: q.correct,
          explanation: q.explanation,
          position: i,
        })),
      );
    }
  },
};
