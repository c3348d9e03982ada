import { sql } from "drizzle-orm";
import { z } from "zod";
import { recordAudit } from "../audit/record";
import type { AiPort } from "../ai/port";
import type { Database } from "../../server/db/client";
import { candidateAnalyses, type StoredAnalysis, type StoredQuestion } from "../../server/db/schema/index";
import type { Auth } from "../http/authenticate";
import { ApiError } from "../http/errors";
import type { CandidateAnalysisJson } from "./contract";
import { defaultAnalysis, defaultQuestions } from "./default-analysis";
import { gapsOf, loadEvidence, recordSources, scaleName, type CandidateEvidence } from "./evidence";
import type { FileStorage } from "../files/storage";
import { toAnalysisJson } from "./model";

const text = (max: number) => z.string().trim().min(1).max(max);
/** What the model must answer (prompts/candidate-analysis.md); anything else is an unreadable answer (502). */
const modelAnswer = z.object({
  overview: text(2000),
  strengths: z.array(text(600)).max(8),
  risks: z.array(text(600)).max(8),
  benchmark_fit: text(1000),
  explore: z.array(text(600)).max(8),
  background: z.array(text(600)).max(6).default([]),
  questions: z.array(z.object({ question: text(600), purpose: text(600).optional() })).max(20),
});

const lines = (items: string[], none: string) => (items.length ? items.map((i) => `- ${i}`).join("\n") : none);

/**
 * The prompt's variables: the role and the evidence (the report, the fit, the resume and the written answers) — never
 * the name (the AI port withholds it), nothing that identifies or contacts them, no answer to a question about age, sex, origin or health
 * (evidence.ts leaves those out), and never the assessment's single item answers.
 */
export function variables(evidence: CandidateEvidence, drafts: StoredQuestion[]): Record<string, string> {
  const { gaps, strengths } = gapsOf(evidence.fit);
  const range = (t: { target: { min: number; max: number }; percentile: number }) =>
    `percentile ${t.percentile}, target ${t.target.min}-${t.target.max}`;
  return {
    role: evidence.role,
    job_title: evidence.jobTitle ?? "(none)",
    fit:
      evidence.passages.find((p) => p.ref.startsWith("benchmark:"))?.quote ??
      `There is ${evidence.benchmarkReason}: the fit is not measured.`,
    gaps: lines(
      gaps.map((t) => `${scaleName(t.code)}: ${range(t)}`),
      "(none)",
    ),
    strengths: lines(
      strengths.map((t) => `${scaleName(t.code)}: ${range(t)}`),
      "(none)",
    ),
    report: lines(
      evidence.report.flatMap((d) => [
        `${d.title} (${d.level}): ${d.atWork}`,
        ...d.facets.filter((f) => f.level !== "neutral").map((f) => `${f.title} (${f.level}): ${f.atWork}`),
      ]),
      "(no report)",
    ),
    resume: lines(
      evidence.passages.filter((p) => p.kind === "resume").map((p) => `${p.label}: ${p.quote}`),
      "(no resume)",
    ),
    answers: lines(
      evidence.passages.filter((p) => p.kind === "application_answer").map((p) => `${p.label}: ${p.quote}`),
      "(no application answers)",
    ),
    interview_answers: lines(
      evidence.passages.filter((p) => p.kind === "interview_answer").map((p) => `${p.label}: ${p.quote}`),
      "(no instant-interview answers)",
    ),
    questions: lines(
      drafts.map((q) => `${q.question} (${q.purpose})`),
      "(none)",
    ),
  };
}

/**
 * POST /survey-results/{id}/generate-analysis-and-interview-questions: writes the summary and the questions (the
 * drafts from the report and the benchmark's gaps, rephrased by the model when one is asked) and stores them,
 * replacing the previous ones. A failed endpoint stores nothing (502).
 */
export async function generateAnalysis(
  db: Database,
  ai: AiPort,
  auth: Auth,
  id: number,
  pickedBenchmarkId?: number,
  /** Where resumes are stored: a resume not analyzed yet is then read too. */
  storage?: FileStorage,
): Promise<CandidateAnalysisJson> {
  const evidence = await loadEvidence(db, auth.actor, id, pickedBenchmarkId, storage);
  if (!evidence.submitted) {
    throw ApiError.unprocessable(
      [{ path: "id", message: "has no assessment scores yet: the analysis needs a submitted assessment" }],
      "The assessment is not submitted yet",
    );
  }
  const drafts = defaultQuestions(evidence);
  const generated = await ai.generate({
    task: "candidate_analysis",
    prompt: "candidate-analysis",
    variables: variables(evidence, drafts),
    companyId: evidence.companyId,
    userId: auth.actor.id,
    person: { surveyResultId: evidence.surveyResultId },
    cites: () => recordSources(evidence.passages).map((source) => ({ kind: "record", ref: source })),
    json: modelAnswer,
    temperature: 0.3,
    fallback: () => ({ ...defaultAnalysis(evidence), questions: drafts }),
  });
  const { questions: answered, ...body } = generated.value;
  // What it was written from is ours to say (what the prompt or the default was given), not the model's.
  const analysis: StoredAnalysis = { ...body, sources: recordSources(evidence.passages) };
  // The model rephrases the drafts in order; what each probes stays ours (a question it dropped keeps its draft).
  const questions: StoredQuestion[] = drafts.map((draft, i) => ({
    ...draft,
    question: answered[i]?.question ?? draft.question,
    purpose: answered[i]?.purpose ?? draft.purpose,
  }));

  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(candidateAnalyses)
      .values({
        surveyResultId: evidence.surveyResultId,
        analysis,
        questions,
        source: generated.source,
        model: generated.model,
        generatedByUserId: auth.actor.id,
        roleBenchmarkId: evidence.fit?.id ?? null,
        benchmarkName: evidence.fit?.name ?? null,
      })
      .onConflictDoUpdate({
        target: candidateAnalyses.surveyResultId,
        set: {
          analysis,
          questions,
          source: generated.source,
          model: generated.model,
          generatedByUserId: auth.actor.id,
          roleBenchmarkId: evidence.fit?.id ?? null,
          benchmarkName: evidence.fit?.name ?? null,
          updatedAt: sql`now()`,
        },
      })
      .returning();
    await recordAudit(tx, auth, {
      action: "candidate_analysis.generate",
      companyId: evidence.companyId,
      subjectType: "survey_result",
      subjectId: evidence.surveyResultId,
      summary: `Analysis and ${questions.length} interview questions generated (${generated.source === "ai" ? "AI" : "without AI"})`,
    });
    return saved;
  });
  return toAnalysisJson(row);
}
