// Blind grading of instant-interview answers (hiring brand): staff with the hiring pipeline permission score each
// written answer 1–4 without the candidate's name, e-mail, photo or resume in the payload, so the answer is judged
// on what it says (ADR 074). No AI pre-score exists for a single answer today; when one does, it belongs after the
// grader's own score, like the other graders' scores here.
import { z } from "zod";
import { dataOf, id, idParam, operation, timestamp } from "../http/contract";
import { questionKey } from "../interview-questions/contract";

export const GRADE_MESSAGE = "must be a whole number from 1 to 4";

export const gradeInput = z
  .object({
    question_key: questionKey,
    score: z.number({ error: GRADE_MESSAGE }).int(GRADE_MESSAGE).min(1, GRADE_MESSAGE).max(4, GRADE_MESSAGE),
  })
  .strict();
export type GradeInput = z.output<typeof gradeInput>;

export const answerSetsQuery = z.object({
  /** Only the answer sets of this company (one in the caller's scope). */
  company_id: id("a company id").optional(),
});

/** One set of written answers in the queue: no name, e-mail or anything else that tells who wrote it. */
export const answerSetSummaryJson = z.object({
  id: z.number().int(),
  submitted_at: timestamp,
  answers: z.number().int(),
  /** How many of the answers the caller has scored. */
  graded_by_me: z.number().int(),
});
export type AnswerSetSummaryJson = z.infer<typeof answerSetSummaryJson>;

export const gradedAnswerJson = z.object({
  question_key: z.string(),
  question: z.string(),
  answer: z.string(),
  /** The caller's own score, null until given. */
  my_score: z.number().int().nullable(),
  /** The other graders' scores: null until the caller has scored the answer, so they cannot sway the first look. */
  other_scores: z.array(z.number().int()).nullable(),
});
export type GradedAnswerJson = z.infer<typeof gradedAnswerJson>;

export const answerSetJson = z.object({
  id: z.number().int(),
  submitted_at: timestamp,
  answers: z.array(gradedAnswerJson),
});
export type AnswerSetJson = z.infer<typeof answerSetJson>;

// ---------------------------------------------------------------------------------------------------------------
// Operations

const GRADER = {
  access: "hiring-pipeline:view",
  denied: "Only staff with the hiring pipeline permission grade answers",
  feature: "interviewQuestions",
} as const;

export const interviewGradingContract = {
  list: operation({
    method: "GET",
    path: "/interview-grading",
    summary: "Submitted instant interviews to grade, newest first, without who wrote them (at most 100)",
    description:
      "Answers the submitted instant interviews of the caller's companies, newest first, with how many answers the caller has scored. Carries nothing that identifies the candidate.",
    ...GRADER,
    query: answerSetsQuery,
    response: dataOf(z.array(answerSetSummaryJson)),
    errors: [400, 403, 404],
  }),
  get: operation({
    method: "GET",
    path: "/interview-grading/:id",
    summary: "One submitted instant interview's answers for blind grading, with the caller's scores",
    description:
      "Answers each question and written answer with the caller's score; the other graders' scores only for answers the caller has scored. Carries no name, e-mail, photo or resume.",
    ...GRADER,
    params: idParam,
    response: dataOf(answerSetJson),
    errors: [400, 403, 404],
  }),
  grade: operation({
    method: "PUT",
    path: "/interview-grading/:id/grades",
    summary: "Score one written answer 1–4 (the caller's score; scoring again replaces it)",
    description:
      "Saves the caller's 1–4 score of one answer of a submitted instant interview and answers that answer with the other graders' scores.",
    ...GRADER,
    params: idParam,
    body: gradeInput,
    response: dataOf(gradedAnswerJson),
    errors: [400, 403, 404],
  }),
};
