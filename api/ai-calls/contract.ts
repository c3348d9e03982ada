// The record of every AI call (ADR 076): which feature asked which model with which prompt template and inputs (by
// SHA-256), what it answered and cited, who asked, for which company, when. Owners and super admins read their
// companies' rows (`ai-calls:read`, ADR 006 tenant scope); nobody changes or deletes a row through the API (the
// database refuses it too). How long the rows are kept is the company's choice: 6 months to 4 years.
import { z } from "zod";
import { dataOf, id, operation, pageOf, pageQuery, timestamp } from "../http/contract";

export const AI_CALL_RETENTION = { default: 6, min: 6, max: 48 } as const;

export const aiCallSearchQuery = z.object({
  company_id: id("a company id").optional(),
  /** One person's calls: those that evaluated this survey result. */
  survey_result_id: id("a survey result id").optional(),
  /** One feature's calls, e.g. `candidate_analysis`. */
  feature: z
    .string()
    .trim()
    .max(50, "must be at most 50 characters")
    .regex(/^[a-z_]*$/, "must be a feature such as candidate_analysis")
    .optional(),
  ...pageQuery({ maxLimit: 100, defaultLimit: 25 }),
});
export type AiCallSearch = z.output<typeof aiCallSearchQuery>;

export const aiCallJson = z.object({
  id: z.number().int(),
  company_id: z.number().int().nullable(),
  /** Who asked (a user id; null when no one was signed in). */
  user_id: z.number().int().nullable(),
  survey_result_id: z.number().int().nullable(),
  application_id: z.number().int().nullable(),
  feature: z.string(),
  /** `ai`: the endpoint answered; `default`: the embedded default did. */
  source: z.enum(["ai", "default"]),
  /** The model; `none` for the embedded default. */
  model: z.string(),
  /** Why the default answered: `no_endpoint` or `ai_switched_off`; null for the endpoint's answers. */
  fallback: z.string().nullable(),
  outcome: z.enum(["answered", "failed"]),
  prompt_id: z.string(),
  prompt_sha256: z.string(),
  /** Whether the inputs were stripped of the person's name, e-mail, photo, pronouns, birth date and graduation years. */
  redacted: z.boolean(),
  inputs: z.array(z.object({ id: z.string(), sha256: z.string() })),
  output: z.unknown(),
  citations: z.array(z.object({ kind: z.string(), ref: z.string(), label: z.string().optional() })),
  created_at: timestamp,
});
export type AiCallJson = z.infer<typeof aiCallJson>;

export const companyAiCallParams = z.object({ id: id("a company id") });

export const aiCallRetentionInput = z.strictObject({
  retention_months: z
    .number({ error: "must be a number of months" })
    .int("must be a whole number of months")
    .min(AI_CALL_RETENTION.min, `must be at least ${AI_CALL_RETENTION.min} months`)
    .max(AI_CALL_RETENTION.max, `must be at most ${AI_CALL_RETENTION.max} months (4 years)`),
});

export const aiCallRetentionJson = z.object({
  company_id: z.number().int(),
  /** How long the company's AI-call record is kept (6 months unless the company chose longer). */
  retention_months: z.number().int(),
  updated_at: timestamp.nullable(),
});
export type AiCallRetentionJson = z.infer<typeof aiCallRetentionJson>;

const denied = "Only owners and super admins read the record of AI calls";

export const aiCallsContract = {
  search: operation({
    method: "GET",
    path: "/ai-calls",
    summary: "The record of AI calls in the caller's companies, newest first, filtered and paged",
    description:
      "Answers a page of the record of AI calls (feature, model, prompt and input hashes, answer, citations, who asked) of the companies in the caller's scope, newest first.",
    access: "ai-calls:read",
    denied,
    query: aiCallSearchQuery,
    response: pageOf(aiCallJson),
    errors: [400, 403, 404],
  }),
  getRetention: operation({
    method: "GET",
    path: "/companies/:id/ai-call-retention",
    summary: "How long the company keeps its record of AI calls",
    description: "Answers how many months the company keeps its record of AI calls (6 unless it chose longer).",
    access: "ai-calls:read",
    denied,
    params: companyAiCallParams,
    response: dataOf(aiCallRetentionJson),
    errors: [400, 403, 404],
  }),
  setRetention: operation({
    method: "PUT",
    path: "/companies/:id/ai-call-retention",
    summary: "Set how long the company keeps its record of AI calls (6 to 48 months)",
    description: "Sets how many months the company keeps its record of AI calls, from 6 months to 4 years.",
    access: "users:manage",
    denied: "Only the company's owner can change how long its AI calls are kept",
    params: companyAiCallParams,
    body: aiCallRetentionInput,
    response: dataOf(aiCallRetentionJson),
    errors: [400, 403, 404],
  }),
};
