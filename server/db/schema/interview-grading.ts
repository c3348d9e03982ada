// Blind grading of the instant interview's written answers (hiring brand): a staff member's 1–4 score of one
// answer, given without the candidate's name, e-mail, photo or resume in view (api/interview-grading/). One score
// per answer and grader; a grader's later score replaces theirs.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { instantInterviews } from "./interviews";
import { users } from "./tenancy";

export const interviewAnswerGrades = pgTable(
  "interview_answer_grades",
  {
    id: id(),
    instantInterviewId: integer("instant_interview_id")
      .notNull()
      .references(() => instantInterviews.id, { onDelete: "cascade" }),
    /** The question's key in the instant interview (domain/interview-questions.ts). */
    questionKey: text("question_key").notNull(),
    /** Kept when the grader's account is deleted (null), so the answer's other grades still read as a panel. */
    graderUserId: integer("grader_user_id").references(() => users.id, { onDelete: "set null" }),
    /** 1–4 on the anchored scale the scorecards use (ADR 074). */
    score: smallint("score").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("interview_answer_grades_answer_grader_idx").on(t.instantInterviewId, t.questionKey, t.graderUserId),
    index("interview_answer_grades_grader_idx").on(t.graderUserId),
    check("interview_answer_grades_score_range", sql`${t.score} between 1 and 4`),
  ],
);
