import { eq } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { candidateAnalyses } from "../../server/db/schema/index";
import { GENERATED_WITHOUT_AI } from "../ai/port";
import type { CandidateAnalysisJson } from "./contract";

export function toAnalysisJson(row: typeof candidateAnalyses.$inferSelect): CandidateAnalysisJson {
  const { sources = [], background = [], ...body } = row.analysis;
  return {
    survey_result_id: row.surveyResultId,
    analysis: { ...body, background },
    questions: row.questions,
    sources,
    source: row.source,
    label: row.source === "default" ? GENERATED_WITHOUT_AI : null,
    model: row.model,
    benchmark: row.benchmarkName === null ? null : { id: row.roleBenchmarkId, name: row.benchmarkName },
    generated_at: row.updatedAt.toISOString(),
  };
}

/** The stored analysis of a result (the caller has checked the result is in the actor's scope). */
export async function storedAnalysis(db: Database, surveyResultId: number) {
  const [row] = await db.select().from(candidateAnalyses).where(eq(candidateAnalyses.surveyResultId, surveyResultId));
  return row ?? null;
}
