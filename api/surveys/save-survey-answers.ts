import { eq, sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { surveyAnswers, surveyResults } from "../../server/db/schema/index";
import type { SaveAnswersInput, SurveyProgress } from "./contract";
import { alreadySubmitted, closedSurvey, unknownSurvey } from "./errors";
import { getSurveyProgress } from "./get-survey-progress";

/**
 * Stores answers as an upsert per (assessment, item): saving the same answer twice, or replaying a batch after a
 * dropped connection, leaves exactly one row per item. When two saves of one item cross, the later answer (by the
 * time the candidate gave it) wins, so a delayed replay cannot undo a newer choice. Refused once submitted.
 */
export async function saveSurveyAnswers(db: Database, uuid: string, input: SaveAnswersInput): Promise<SurveyProgress> {
  const now = new Date();
  // One row per item (ON CONFLICT cannot touch a row twice in one statement): the latest answer in the batch wins.
  const latest = new Map<string, { itemId: string; value: number; answeredAt: Date }>();
  for (const answer of input.answers) {
    // A device clock ahead of ours must not let its answers outrank later ones from another device.
    const given = answer.answered_at ? new Date(answer.answered_at) : now;
    const answeredAt = given > now ? now : given;
    const previous = latest.get(answer.item_id);
    if (!previous || previous.answeredAt <= answeredAt) {
      latest.set(answer.item_id, { itemId: answer.item_id, value: answer.value, answeredAt });
    }
  }

  // The transaction holds the row's lock (saving and submitting take it, so an answer can never slip in beside a
  // submit) for two statements: on the embedded database nothing else runs while it is open.
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(surveyResults)
      .set({ startedAt: sql`coalesce(${surveyResults.startedAt}, now())`, updatedAt: now })
      .where(eq(surveyResults.uuid, uuid))
      .returning({
        id: surveyResults.id,
        submittedAt: surveyResults.submittedAt,
        archivedAt: surveyResults.archivedAt,
      });
    // As findOpenableSurvey answers (the change above is rolled back with the refusal).
    if (!row) throw unknownSurvey();
    if (row.archivedAt && !row.submittedAt) throw closedSurvey();
    if (row.submittedAt) throw alreadySubmitted();
    await tx
      .insert(surveyAnswers)
      .values([...latest.values()].map((a) => ({ surveyResultId: row.id, ...a })))
      .onConflictDoUpdate({
        target: [surveyAnswers.surveyResultId, surveyAnswers.itemId],
        set: { value: sql`excluded.value`, answeredAt: sql`excluded.answered_at` },
        setWhere: sql`${surveyAnswers.answeredAt} <= excluded.answered_at`,
      });
  });
  // Read after the commit: what the candidate's devices have saved by now.
  return getSurveyProgress(db, uuid);
}
