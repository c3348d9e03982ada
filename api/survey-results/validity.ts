// How sure a submitted result is (response validity): computed from its answers and their times when it is
// submitted, and once at start for results submitted before the check existed (docs/assessment/response-validity.md).
import { and, asc, eq, gt, isNotNull, isNull } from "drizzle-orm";
import { IncompleteAnswersError } from "../../domain/assessment/scoring";
import { assessValidity } from "../../domain/assessment/validity";
import type { ResponseValidity } from "../../domain/assessment/validity-types";
import { benchmarkScores, surveyAnswers, surveyResults } from "../../server/db/schema/index";
import type { Executor } from "./model";

/** The validity of one result from its stored answers and the times they were given. */
export async function validityOfAnswers(db: Executor, surveyResultId: number): Promise<ResponseValidity> {
  const rows = await db
    .select({ itemId: surveyAnswers.itemId, value: surveyAnswers.value, answeredAt: surveyAnswers.answeredAt })
    .from(surveyAnswers)
    .where(eq(surveyAnswers.surveyResultId, surveyResultId));
  return assessValidity(
    Object.fromEntries(rows.map((r) => [r.itemId, r.value])),
    Object.fromEntries(rows.map((r) => [r.itemId, r.answeredAt])),
  );
}

const BATCH = 200;

/**
 * Gives every submitted result without a validity one, in batches; returns how many it checked. Runs at start, so a
 * database from before the check gains it once; afterwards it finds nothing to do. A result whose answers are no
 * longer all there (seeded without them, say) keeps none and is passed over.
 */
export async function backfillValidity(db: Executor): Promise<number> {
  let done = 0;
  let after = 0;
  for (;;) {
    const ids = await db
      .select({ id: surveyResults.id })
      .from(surveyResults)
      .where(and(gt(surveyResults.id, after), isNotNull(surveyResults.submittedAt), isNull(surveyResults.validity)))
      .orderBy(asc(surveyResults.id))
      .limit(BATCH);
    for (const { id } of ids) {
      after = id;
      let validity: ResponseValidity;
      try {
        validity = await validityOfAnswers(db, id);
      } catch (error) {
        if (error instanceof IncompleteAnswersError) continue;
        throw error;
      }
      await db.update(surveyResults).set({ validity }).where(eq(surveyResults.id, id));
      // An unreliable result is never scored for fit: the fits stored before the check go.
      if (validity.verdict === "unreliable")
        await db.delete(benchmarkScores).where(eq(benchmarkScores.surveyResultId, id));
      done++;
    }
    if (ids.length < BATCH) return done;
  }
}
