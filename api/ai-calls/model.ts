import type { aiCalls } from "../../server/db/schema/index";
import type { AiCallJson } from "./contract";

/** One recorded AI call as the API answers it. */
export function toAiCallJson(row: typeof aiCalls.$inferSelect): AiCallJson {
  return {
    id: row.id,
    company_id: row.companyId,
    user_id: row.userId,
    survey_result_id: row.surveyResultId,
    application_id: row.applicationId,
    feature: row.feature,
    source: row.source,
    model: row.model,
    fallback: row.fallback,
    outcome: row.outcome,
    prompt_id: row.promptId,
    prompt_sha256: row.promptSha256,
    redacted: row.redacted,
    inputs: row.inputs,
    output: row.output ?? null,
    citations: row.citations,
    created_at: row.createdAt.toISOString(),
  };
}
