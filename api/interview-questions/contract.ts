// Interview questions (spec §7 "Custom interview questions: list and notes by id"; hiring brand only): a
// company's own questions (company owners, franchise owners and super admins manage them), and a candidate's
// interview: the gap-based questions against a role benchmark merged with the company's, with the interviewer's
// notes and 1–5 rating per question, the instant interview's written answers, and a printable guide.
import { z } from "zod";
import { QUESTION_KEY_PATTERN } from "../../domain/interview-questions";
import { dataOf, id, idParam, operation, timestamp } from "../http/contract";

// ---------------------------------------------------------------------------------------------------------------
// Inputs

const questionText = z
  .string({ error: "is required" })
  .trim()
  .min(1, "is required")
  .max(1000, "must be at most 1000 characters");
const listenFor = z
  .string({ error: "must be text" })
  .trim()
  .max(1000, "must be at most 1000 characters")
  .nullish()
  .transform((v) => v || null);

/** The pipeline stages whose kit holds the question; null or absent for every stage. */
const questionStages = z
  .array(z.string({ error: "must be a stage name" }).trim().min(1, "must be a stage name").max(100, "is too long"), {
    error: "must be a list of stage names",
  })
  .max(50, "must be at most 50 stages")
  .nullish()
  .transform((v) => (v && v.length ? [...new Set(v)] : v === undefined ? undefined : null));

export const customQuestionInput = z
  .object({
    text: questionText,
    listen_for: listenFor,
    stages: questionStages,
    /** Whose question: the caller's own company unless given (super admins and franchise owners may pick). */
    company_id: id("a company id").optional(),
  })
  .strict();
export type CustomQuestionInput = z.output<typeof customQuestionInput>;
/** A change; leaving out `stages` keeps the question's stages. */
export const customQuestionUpdate = z
  .object({ text: questionText, listen_for: listenFor, stages: questionStages })
  .strict();
export type CustomQuestionUpdate = z.output<typeof customQuestionUpdate>;

export const customQuestionsQuery = z.object({ company_id: id("a company id").optional() });

export const interviewQuery = z.object({
  /** Ask against this role benchmark (picked for the page) instead of the job's or the role's. */
  role_benchmark_id: id("a role benchmark id").optional(),
});

export const questionKey = z
  .string({ error: "is required" })
  .regex(QUESTION_KEY_PATTERN, "is not a question of this interview");

export const RATINGS = [1, 2, 3, 4, 5] as const;
export const noteInput = z
  .object({
    question_key: questionKey,
    notes: z
      .string({ error: "must be text" })
      .max(5000, "must be at most 5000 characters")
      .optional()
      .transform((v) => v ?? ""),
    rating: z
      .number({ error: "must be a whole number from 1 to 5" })
      .int("must be a whole number from 1 to 5")
      .min(1, "must be a whole number from 1 to 5")
      .max(5, "must be a whole number from 1 to 5")
      .nullable()
      .optional()
      .transform((v) => v ?? null),
  })
  .strict();
export type NoteInput = z.output<typeof noteInput>;

// ---------------------------------------------------------------------------------------------------------------
// Answers

export const customQuestionJson = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  text: z.string(),
  listen_for: z.string().nullable(),
  /** The pipeline stages whose interview kit holds it; null for every stage. */
  stages: z.array(z.string()).nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type CustomQuestionJson = z.infer<typeof customQuestionJson>;

export const interviewNoteJson = z.object({
  question_key: z.string(),
  notes: z.string(),
  rating: z.number().int().nullable(),
  updated_at: timestamp,
});
export type InterviewNoteJson = z.infer<typeof interviewNoteJson>;

export const interviewQuestionJson = z.object({
  key: z.string(),
  kind: z.enum(["probe", "confirm", "custom"]),
  scale: z.string().nullable(),
  text: z.string(),
  listen_for: z.string().nullable(),
  /** Why it is asked: "Neuroticism: above the role's range (72 vs 20–45)"; null for the company's own questions. */
  reason: z.string().nullable(),
  note: interviewNoteJson.nullable(),
});
export type InterviewQuestionJson = z.infer<typeof interviewQuestionJson>;

const named = z.object({ id: z.number().int(), name: z.string() });

export const instantInterviewSummaryJson = z.object({
  reason: z.string(),
  started_at: timestamp,
  updated_at: timestamp,
  submitted_at: timestamp.nullable(),
  /** The candidate's page (path and query; the app adds its origin). */
  link: z.string(),
  answers: z.array(z.object({ question_key: z.string(), question: z.string(), answer: z.string() })),
});
export type InstantInterviewSummaryJson = z.infer<typeof instantInterviewSummaryJson>;

export const interviewJson = z.object({
  survey_result_id: z.number().int(),
  /** The candidate's company, whose own questions are asked. */
  company_id: z.number().int(),
  /** Whether the assessment is scored: gap questions need its percentiles. */
  scored: z.boolean(),
  /**
   * The benchmark the gap questions are measured against and how it was chosen: the one rule of every view of a
   * candidate (picked for the page, else the job's, else the role's, else none; ADR 056).
   */
  benchmark: named.nullable(),
  benchmark_source: z.enum(["picked", "job", "role"]).nullable(),
  /** Why, for staff: "the benchmark of the job Front Desk Coordinator", "no benchmark for Receptionist". */
  benchmark_reason: z.string(),
  /** The benchmarks that apply to the candidate, to pick another. */
  benchmarks: z.array(named),
  questions: z.array(interviewQuestionJson),
  instant_interview: instantInterviewSummaryJson.nullable(),
  /** Whether the caller may add, change and delete the company's own questions. */
  can_manage_questions: z.boolean(),
});
export type InterviewJson = z.infer<typeof interviewJson>;

// ---------------------------------------------------------------------------------------------------------------
// Operations

const FEATURE = { feature: "interviewQuestions" } as const;
/** Changing a company's questions: the roles that manage its users. */
const MANAGE = {
  access: "interview-questions:manage",
  denied: "Only company owners manage interview questions",
} as const;

export const interviewQuestionsContract = {
  list: operation({
    method: "GET",
    path: "/custom-interview-questions",
    summary: "A company's own interview questions, oldest first (the caller's company unless company_id is given)",
    description:
      "Answers a company's own interview questions, oldest first: the caller's company unless `company_id` is given.",
    access: "signed-in",
    ...FEATURE,
    query: customQuestionsQuery,
    response: dataOf(z.array(customQuestionJson)),
    errors: [400, 404],
  }),
  create: operation({
    method: "POST",
    path: "/custom-interview-questions",
    summary: "Add a company interview question (company owners, franchise owners, super admins)",
    description: "Adds an interview question to a company's own list.",
    ...MANAGE,
    ...FEATURE,
    body: customQuestionInput,
    response: dataOf(customQuestionJson),
    status: 201,
    errors: [400, 403, 404],
  }),
  update: operation({
    method: "PUT",
    path: "/custom-interview-questions/:id",
    summary: "Change a company interview question",
    description: "Changes the text of a company interview question.",
    ...MANAGE,
    ...FEATURE,
    params: idParam,
    body: customQuestionUpdate,
    response: dataOf(customQuestionJson),
    errors: [400, 403, 404],
  }),
  remove: operation({
    method: "DELETE",
    path: "/custom-interview-questions/:id",
    summary: "Delete a company interview question (notes already taken on it are kept)",
    description: "Deletes a company interview question; notes already taken on it stay with the interviews.",
    ...MANAGE,
    ...FEATURE,
    params: idParam,
    status: 204,
    errors: [400, 403, 404],
  }),
  interview: operation({
    method: "GET",
    path: "/custom-interview-questions/notes/:id",
    summary:
      "A candidate's interview by survey result id: gap questions against a role benchmark merged with the company's own, with notes and ratings, and the instant interview's answers",
    description:
      "Answers a candidate's interview: questions for the gaps against a role benchmark and the company's own questions, with the notes and ratings taken so far and the instant interview's answers.",
    access: "signed-in",
    ...FEATURE,
    params: idParam,
    query: interviewQuery,
    response: dataOf(interviewJson),
    errors: [400, 404],
  }),
  saveNote: operation({
    method: "PUT",
    path: "/custom-interview-questions/notes/:id",
    summary: "Save the notes and 1–5 rating of one question of a candidate's interview (by survey result id)",
    description:
      "Saves the notes and a 1–5 rating for one question of a candidate's interview; saving again replaces them.",
    access: "signed-in",
    ...FEATURE,
    params: idParam,
    body: noteInput,
    response: dataOf(interviewNoteJson),
    errors: [400, 404],
  }),
  guidePdf: operation({
    method: "GET",
    path: "/custom-interview-questions/notes/:id/guide/pdf",
    summary: "The printable interview guide of a candidate: the questions with what to listen for and room for notes",
    description:
      "Answers a PDF interview guide for a candidate: each question with what to listen for and room for notes.",
    access: "signed-in",
    ...FEATURE,
    params: idParam,
    query: interviewQuery,
    produces: "application/pdf",
    status: 200,
    errors: [400, 404],
  }),
};
