// A candidate's interview (GET and PUT /custom-interview-questions/notes/{survey result id}): the questions with
// the interviewer's notes and ratings, and the instant interview's answers.
import { eq } from "drizzle-orm";
import { percentilesOf, questionReason, traitGaps } from "../../domain/interview-questions";
import type { Actor } from "../../domain/permissions";
import { recordAudit } from "../audit/record";
import type { Auth } from "../http/authenticate";
import type { Database } from "../../server/db/client";
import { interviewNotes } from "../../server/db/schema/index";
import { instantInterviewSummary } from "../instant-interviews/model";
import { findSurveyResultInScope } from "../survey-results/model";
import type { InterviewJson, InterviewNoteJson, NoteInput } from "./contract";
import { chooseBenchmarkWithReason, customQuestionsOf, mergeQuestions } from "./model";

const toNoteJson = (row: typeof interviewNotes.$inferSelect): InterviewNoteJson => ({
  question_key: row.questionKey,
  notes: row.notes,
  rating: row.rating,
  updated_at: row.updatedAt.toISOString(),
});

/** The interview (and its result) of a result in the actor's scope (404 otherwise), against the picked or the matching benchmark. */
export async function getInterview(
  db: Database,
  actor: Actor,
  surveyResultId: number,
  pickedBenchmarkId?: number,
): Promise<{
  interview: Omit<InterviewJson, "can_manage_questions">;
  result: Awaited<ReturnType<typeof findSurveyResultInScope>>;
}> {
  const result = await findSurveyResultInScope(db, actor, surveyResultId);
  const [chosen, custom, notes, instant] = await Promise.all([
    chooseBenchmarkWithReason(db, result, pickedBenchmarkId),
    customQuestionsOf(db, result.companyId),
    db.select().from(interviewNotes).where(eq(interviewNotes.surveyResultId, result.id)),
    instantInterviewSummary(db, result),
  ]);
  const benchmark = chosen.benchmark;
  const questions = mergeQuestions(result, benchmark, custom);
  const gaps = result.scores && benchmark ? traitGaps(percentilesOf(result.scores), benchmark.targets) : [];
  const noteOf = new Map(notes.map((n) => [n.questionKey, toNoteJson(n)]));
  const interview: Omit<InterviewJson, "can_manage_questions"> = {
    survey_result_id: result.id,
    company_id: result.companyId,
    scored: result.scores !== null,
    benchmark: benchmark ? { id: benchmark.id, name: benchmark.name } : null,
    benchmark_source: benchmark?.source ?? null,
    benchmark_reason: chosen.reason,
    benchmarks: chosen.benchmarks,
    questions: questions.map((q) => ({
      key: q.key,
      kind: q.kind,
      scale: q.scale,
      text: q.text,
      listen_for: q.listenFor,
      reason: questionReason(q, gaps),
      note: noteOf.get(q.key) ?? null,
    })),
    instant_interview: instant,
  };
  return { interview, result };
}

/** PUT /custom-interview-questions/notes/{id}: one question's notes and rating (an empty note clears it), audited. */
export async function saveNote(db: Database, auth: Auth, surveyResultId: number, input: NoteInput) {
  const { actor } = auth;
  const result = await findSurveyResultInScope(db, actor, surveyResultId);
  const updatedAt = new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(interviewNotes)
      .values({
        surveyResultId: result.id,
        questionKey: input.question_key,
        notes: input.notes,
        rating: input.rating,
        updatedByUserId: actor.id,
        updatedAt,
      })
      .onConflictDoUpdate({
        target: [interviewNotes.surveyResultId, interviewNotes.questionKey],
        set: { notes: input.notes, rating: input.rating, updatedByUserId: actor.id, updatedAt },
      })
      .returning();
    // A rating feeds a hiring decision: who rated what is traced (the question's key, never the notes' text).
    await recordAudit(tx, auth, {
      action: "interview_note.save",
      companyId: result.companyId,
      subjectType: "survey_result",
      subjectId: result.id,
      summary: `Saved interview notes on ${input.question_key}${input.rating ? ` (rating ${input.rating})` : ""}`,
    });
    return toNoteJson(row);
  });
}
