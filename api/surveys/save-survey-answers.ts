import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { surveyAnswers, surveyResults } from "../../server/db/schema/index";
import type { SaveAnswersInput, SurveyProgress } from "./contract";
import { rowsOf } from "../db/rows";
import { alreadySubmitted } from "./errors";
import { findOpenableSurvey, getSurveyProgress } from "./get-survey-progress";

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

  // One statement, so no transaction holds the database (on the embedded one nothing else runs while a transaction is
  // open): the update takes the result's row lock, as submitting does, and only an open assessment is updated, so an
  // answer can never slip in beside a submit (PostgreSQL re-checks the condition once the submit's lock is released);
  // the answers are stored only for the row it updated (ADR 082).
  const values = sql.join(
    [...latest.values()].map(
      (a) => sql`(${a.itemId}, ${a.value}::smallint, ${a.answeredAt.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const saved = rowsOf<{ id: number }>(
    await db.execute(sql`
      with target as (
        update ${surveyResults}
        set started_at = coalesce(started_at, now()), updated_at = ${now.toISOString()}::timestamptz
        where uuid = ${uuid} and submitted_at is null and archived_at is null
        returning id
      ), stored as (
        insert into ${surveyAnswers} (survey_result_id, item_id, value, answered_at)
        select target.id, given.item_id, given.value, given.answered_at
        from target, (values ${values}) as given (item_id, value, answered_at)
        on conflict (survey_result_id, item_id) do update
          set value = excluded.value, answered_at = excluded.answered_at
          where ${surveyAnswers}.answered_at <= excluded.answered_at
      )
      -- PostgreSQL runs a data-modifying WITH part whether or not the query reads it.
      select id from target`),
  );
  if (saved.length === 0) {
    // Not open: unknown (404) or closed unfinished (410) from findOpenableSurvey, or submitted (409).
    const { result } = await findOpenableSurvey(db, uuid);
    if (result.submittedAt) throw alreadySubmitted();
    // Archived and restored between the two statements: open again.
    return saveSurveyAnswers(db, uuid, input);
  }
  return getSurveyProgress(db, uuid);
}
