// What the lesson and question operations of Learning Management share: finding one, and its JSON in place.
import { eq } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { academyLessons, academyQuestions } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import { toAdminLessonJson, toAdminQuestionJson } from "./admin-model";
import { lessonsOf, questionsOf } from "./model";

export interface LessonInput {
  title: string;
  body: string;
  video_url?: string | null;
}

export interface QuestionInput {
  prompt: string;
  kind: "single" | "multiple";
  options: string[];
  correct: number[];
  explanation: string;
}

/** A lesson's JSON with its position among the course's lessons. */
export async function lessonJson(db: Database, courseId: number, lessonId: number) {
  const lessons = await lessonsOf(db, courseId);
  const index = lessons.findIndex((l) => l.id === lessonId);
  return toAdminLessonJson(lessons[index], index);
}

export async function findLesson(db: Database, lessonId: number) {
  const [lesson] = await db.select().from(academyLessons).where(eq(academyLessons.id, lessonId));
  if (!lesson) throw ApiError.notFound("Lesson not found");
  return lesson;
}

/** A question's stored values (its right options in order). */
export const questionValues = (input: QuestionInput) => ({
  prompt: input.prompt,
  kind: input.kind,
  options: input.options,
  correct: [...input.correct].sort((a, b) => a - b),
  explanation: input.explanation,
});

export async function questionJson(db: Database, courseId: number, questionId: number) {
  const questions = await questionsOf(db, courseId);
  const index = questions.findIndex((q) => q.id === questionId);
  return toAdminQuestionJson(questions[index], index);
}

export async function findQuestion(db: Database, questionId: number) {
  const [question] = await db.select().from(academyQuestions).where(eq(academyQuestions.id, questionId));
  if (!question) throw ApiError.notFound("Question not found");
  return question;
}
