// A candidate's hiring summary and interview questions (spec §7 survey results
// generate-analysis-and-interview-questions), written by the AI port or, without an endpoint or with the company's AI
// switched off, by its deterministic default (labelled). Hiring brand only (`aiChat`); a foreign result is 404.
import { z } from "zod";
import { dataOf, id, idParam, operation, timestamp } from "../http/contract";

export const analysisQuestionJson = z.object({
  /** The interview question's key ("gap:…", "confirm:…") when it is one of the gap-based questions, else null. */
  key: z.string().nullable(),
  question: z.string(),
  /** Why to ask it: the gap it probes or the strength it confirms. */
  purpose: z.string(),
  kind: z.enum(["probe", "confirm"]),
  /** The trait it is about (a domain or facet name), when it is about one. */
  trait: z.string().nullable(),
});
export type AnalysisQuestionJson = z.infer<typeof analysisQuestionJson>;

export const analysisBodyJson = z.object({
  /** Two or three sentences: who, for what, and the overall picture. */
  overview: z.string(),
  strengths: z.array(z.string()),
  risks: z.array(z.string()),
  /** The fit to the role's benchmark, in a sentence or two. */
  benchmark_fit: z.string(),
  /** What to explore in the interview. */
  explore: z.array(z.string()),
  /** What the resume and the written answers add: experience, skills, answers in the candidate's words. */
  background: z.array(z.string()),
});
export type AnalysisBodyJson = z.infer<typeof analysisBodyJson>;

export const candidateAnalysisJson = z.object({
  survey_result_id: z.number().int(),
  analysis: analysisBodyJson,
  questions: z.array(analysisQuestionJson),
  /**
   * What it was written from, in staff's words ("the assessment report", "the resume", "2 application answers");
   * empty for a summary written before this was recorded.
   */
  sources: z.array(z.string()),
  /** `ai`: the configured endpoint wrote it; `default`: the embedded default did. */
  source: z.enum(["ai", "default"]),
  /** "Generated without AI" for the default; null for a model's text. */
  label: z.string().nullable(),
  model: z.string().nullable(),
  /** The benchmark the summary's fit was written against (the page's when it was generated); null without one. */
  benchmark: z.object({ id: z.number().int().nullable(), name: z.string() }).nullable(),
  generated_at: timestamp,
});

export const generateQuery = z.object({
  /** The benchmark picked for the candidate's page; without it, the rule's (the job's, else the role's). */
  role_benchmark_id: id("a role benchmark id").optional(),
});
export type CandidateAnalysisJson = z.infer<typeof candidateAnalysisJson>;

export const candidateAnalysisContract = {
  get: operation({
    method: "GET",
    path: "/survey-results/:id/analysis",
    summary: "A result's stored hiring summary and interview questions (null before the first generation)",
    description:
      "Answers a result's stored hiring summary and interview questions, or null before they were first written.",
    access: "signed-in",
    feature: "aiChat",
    params: idParam,
    response: dataOf(candidateAnalysisJson.nullable()),
    errors: [400, 404],
  }),
  generate: operation({
    method: "POST",
    path: "/survey-results/:id/generate-analysis-and-interview-questions",
    summary:
      "Write (again) a result's hiring summary and interview questions: through the AI endpoint when configured and " +
      "allowed by the company, else the labeled default; 502 when the endpoint fails after its retries",
    description:
      "Writes a result's hiring summary and interview questions again and stores them: through the AI endpoint when it is configured and the company allows it, else a labeled default text. 502 when the AI endpoint keeps failing.",
    access: "signed-in",
    feature: "aiChat",
    params: idParam,
    query: generateQuery,
    response: dataOf(candidateAnalysisJson),
    status: 201,
    errors: [400, 404, 422, 502],
  }),
};
