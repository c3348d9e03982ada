// The academy (spec §2 /academy and /learning-management): courses of lessons and one quiz each, written by
// super admins; each user's progress, quiz attempts and certificates; and assignments of a course to companies or
// roles with a due date.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { authRole, companies, users } from "./tenancy";

/** A course: its lessons in `position` order, then its quiz. Only published courses reach learners. */
export const academyCourses = pgTable(
  "academy_courses",
  {
    id: id(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    status: text("status", { enum: ["draft", "published", "archived"] })
      .notNull()
      .default("draft"),
    position: integer("position").notNull().default(0),
    /** The quiz's pass mark, in percent of the questions answered right. */
    passMark: integer("pass_mark").notNull().default(75),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("academy_courses_status_check", sql`${t.status} in ('draft', 'published', 'archived')`),
    check("academy_courses_pass_mark_check", sql`${t.passMark} between 1 and 100`),
  ],
);

/** A lesson: Markdown of a safe subset (rendered as text, never as HTML), and an optional video link. */
export const academyLessons = pgTable(
  "academy_lessons",
  {
    id: id(),
    courseId: integer("course_id")
      .notNull()
      .references(() => academyCourses.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    videoUrl: text("video_url"),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("academy_lessons_course_idx").on(t.courseId, t.position)],
);

/** A question of a course's quiz: single or multiple choice; `correct` holds the indexes of the right options. */
export const academyQuestions = pgTable(
  "academy_questions",
  {
    id: id(),
    courseId: integer("course_id")
      .notNull()
      .references(() => academyCourses.id, { onDelete: "cascade" }),
    prompt: text("prompt").notNull(),
    kind: text("kind", { enum: ["single", "multiple"] }).notNull(),
    options: jsonb("options").$type<string[]>().notNull(),
    correct: jsonb("correct").$type<number[]>().notNull(),
    explanation: text("explanation").notNull().default(""),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("academy_questions_course_idx").on(t.courseId, t.position)],
);

/** A lesson a user has finished (resuming opens the first lesson without a row). */
export const academyLessonProgress = pgTable(
  "academy_lesson_progress",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => academyLessons.id, { onDelete: "cascade" }),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] })],
);

/** One try at a course's quiz: the answers given, the score in percent and whether it reached the pass mark. */
export const academyQuizAttempts = pgTable(
  "academy_quiz_attempts",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => academyCourses.id, { onDelete: "cascade" }),
    answers: jsonb("answers").$type<Record<string, number[]>>().notNull(),
    score: integer("score").notNull(),
    passed: boolean("passed").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("academy_quiz_attempts_user_course_idx").on(t.userId, t.courseId)],
);

/**
 * A course assigned to the users of a company, of a role, or of a role in a company (at least one of the two), due
 * on a day. `remindedAt`: when overdue learners were last e-mailed about it.
 */
export const academyAssignments = pgTable(
  "academy_assignments",
  {
    id: id(),
    courseId: integer("course_id")
      .notNull()
      .references(() => academyCourses.id, { onDelete: "cascade" }),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    role: authRole("role"),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("academy_assignments_course_idx").on(t.courseId),
    index("academy_assignments_company_idx").on(t.companyId),
    check("academy_assignments_target_check", sql`${t.companyId} is not null or ${t.role} is not null`),
  ],
);

/**
 * A completion certificate: issued once per user and course when every lesson is done and the quiz passed. The
 * holder's name and the course title are kept as issued, so a verification shows what the certificate says.
 */
export const academyCertificates = pgTable(
  "academy_certificates",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => academyCourses.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    holderName: text("holder_name").notNull(),
    courseTitle: text("course_title").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("academy_certificates_code_idx").on(t.code),
    uniqueIndex("academy_certificates_user_course_idx").on(t.userId, t.courseId),
  ],
);
